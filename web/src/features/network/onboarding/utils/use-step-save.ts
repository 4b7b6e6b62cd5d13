import { useRef } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { ApiError } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import type { StepNeighbours } from './step-order.js'
import { validationText } from './validation-text.js'

/** What a submit button asked for: stay on the step, or go on to the next one. */
export type SaveIntent = 'save' | 'continue'

/**
 * What a step does around its save: remembers which button asked (Save, or Save and continue),
 * then says "Saved" and goes on to the next step, or to the submit button after the last one; a
 * refusal of the api lands on its field when it names one, in a toast otherwise.
 */
export function useStepSave<T extends FieldValues>(neighbours: StepNeighbours, setError: UseFormSetError<T>) {
  const { t } = useTranslation('network-onboarding')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const intent = useRef<SaveIntent>('save')
  return {
    setIntent: (next: SaveIntent) => {
      intent.current = next
    },
    saved: () => {
      toast.success(t('actions.saved'))
      if (intent.current !== 'continue') return
      if (neighbours.next) void navigate(neighbours.next)
      else document.getElementById('application-submit')?.focus()
    },
    refused: (error: unknown) => {
      const details = error instanceof ApiError && Array.isArray(error.details) ? error.details : []
      let placed = false
      for (const detail of details as { path?: string; message?: string }[]) {
        const field = detail.path?.replace(/^body\./, '').split('.')[0]
        if (!field) continue
        setError(field as Path<T>, { message: validationText(t, detail.message) ?? '' })
        placed = true
      }
      if (!placed) toast.error(errorText(error))
    },
  }
}
