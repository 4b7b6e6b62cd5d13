import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { StepNeighbours } from '../utils/step-order.js'
import type { SaveIntent } from '../utils/use-step-save.js'

interface StepActionsProps {
  neighbours: StepNeighbours
  /** A required step cannot be skipped. */
  required: boolean
  pending: boolean
  onIntent: (intent: SaveIntent) => void
}

/** Back, Skip (where the step is not required), Save, and Save and continue. */
export function StepActions({ neighbours, required, pending, onIntent }: StepActionsProps) {
  const { t } = useTranslation('network-onboarding')
  const navigate = useNavigate()
  return (
    <div className="onboarding-actions">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void navigate(neighbours.previous)}
      >
        {t('actions.back')}
      </button>
      {!required && neighbours.next && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void navigate(neighbours.next!)}
        >
          {t('actions.skip')}
        </button>
      )}
      <span className="onboarding-actions__spacer" />
      <button
        type="submit"
        className="button button--secondary"
        disabled={pending}
        onClick={() => onIntent('save')}
      >
        {pending ? t('actions.saving') : t('actions.save')}
      </button>
      <button type="submit" className="button" disabled={pending} onClick={() => onIntent('continue')}>
        {t('actions.saveAndContinue')}
      </button>
    </div>
  )
}
