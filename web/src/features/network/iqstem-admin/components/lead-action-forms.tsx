import type { AdminLead } from '@iqs/protocol'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '../../../../components/ui/field-error.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useRepresentatives } from '../api/get-representatives.js'
import type { LeadActionInput, useLeadAction } from '../api/lead-action.js'

type Mutation = ReturnType<typeof useLeadAction>

interface ActionFormProps {
  lead: AdminLead
  mutation: Mutation
}

/**
 * Runs one move and says how it went: a toast when done, the api's refusal translated under the
 * form (the lead moved meanwhile, the owner is not a client...), which keeps what was typed.
 */
function useRun(mutation: Mutation) {
  const { t } = useTranslation('network-iqstem-admin')
  const errorText = useErrorText()
  const [refusal, setRefusal] = useState<string | null>(null)
  const run = (input: LeadActionInput, onDone?: () => void) => {
    setRefusal(null)
    mutation.mutate(input, {
      onSuccess: (lead) => {
        // A conversion says which draft project it made: the owner finds it under that title.
        toast.success(
          input.action === 'convert' && lead.project
            ? t('actions.converted', { id: lead.project.id, title: lead.project.title })
            : t(`actions.${input.action}Done`),
        )
        onDone?.()
      },
      onError: (error) => setRefusal(errorText(error, t('actions.failed'))),
    })
  }
  return { run, refusal }
}

/** Assign a representative: one of the admin accounts. */
export function AssignForm({ lead, mutation }: ActionFormProps) {
  const { t } = useTranslation('network-iqstem-admin')
  const id = useId()
  const representatives = useRepresentatives()
  const [chosen, setChosen] = useState(lead.representative ? String(lead.representative.user_id) : '')
  const [missing, setMissing] = useState(false)
  const { run, refusal } = useRun(mutation)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!chosen) return setMissing(true)
    setMissing(false)
    run({ action: 'assign', body: { representative_user_id: Number(chosen) } })
  }
  return (
    <form className="card iqstem-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h3 id={`${id}-title`}>{t('actions.assign')}</h3>
      <div className="field">
        <label htmlFor={id}>{t('actions.representative')}</label>
        <select
          id={id}
          value={chosen}
          aria-invalid={missing ? true : undefined}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{t('actions.chooseRepresentative')}</option>
          {representatives.data?.items.map((admin) => (
            <option key={admin.user_id} value={admin.user_id}>
              {admin.name} ({admin.email})
            </option>
          ))}
        </select>
        <FieldError message={missing ? t('invalid.required') : (refusal ?? null)} />
      </div>
      <div>
        <button type="submit" className="button button--secondary" disabled={mutation.isPending}>
          {t('actions.assignSubmit')}
        </button>
      </div>
    </form>
  )
}

interface TextActionFormProps extends ActionFormProps {
  action: 'qualify' | 'notes' | 'lose' | 'convert'
}

/** What each text move asks for, and how its answer reads. */
const TEXT_ACTIONS = {
  qualify: { field: 'notes', multiline: true, max: 5000 },
  notes: { field: 'notes', multiline: true, max: 5000 },
  lose: { field: 'reason', multiline: true, max: 1000 },
  convert: { field: 'owner_email', multiline: false, max: 254 },
} as const

/**
 * Qualify (the representative's notes), update the notes, convert into a draft project (its
 * owner's e-mail) or mark as lost (the reason): one text, required, sent with the move.
 */
export function TextActionForm({ lead, mutation, action }: TextActionFormProps) {
  const { t } = useTranslation('network-iqstem-admin')
  const id = useId()
  const spec = TEXT_ACTIONS[action]
  const [value, setValue] = useState(action === 'notes' ? (lead.representative_notes ?? '') : '')
  const [missing, setMissing] = useState(false)
  const { run, refusal } = useRun(mutation)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = value.trim()
    if (!text) return setMissing(true)
    setMissing(false)
    const input = { action, body: { [spec.field]: text } } as LeadActionInput
    run(input, () => {
      if (action !== 'notes') setValue('')
    })
  }
  const field = {
    id,
    value,
    maxLength: spec.max,
    'aria-invalid': missing ? true : undefined,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
  }
  return (
    <form className="card iqstem-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h3 id={`${id}-title`}>{t(`actions.${action}`)}</h3>
      <p className="muted">{t(`actions.${action}Hint`)}</p>
      <div className="field">
        <label htmlFor={id}>{t(`actions.${action}Field`)}</label>
        {spec.multiline ? (
          <textarea rows={4} {...field} />
        ) : (
          <input type="email" autoComplete="off" {...field} />
        )}
        <FieldError message={missing ? t('invalid.required') : (refusal ?? null)} />
      </div>
      <div>
        <button
          type="submit"
          className={action === 'lose' ? 'button button--danger' : 'button'}
          disabled={mutation.isPending}
        >
          {t(`actions.${action}Submit`)}
        </button>
      </div>
    </form>
  )
}
