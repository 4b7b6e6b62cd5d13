import type { Contract, ContractAction } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useContractAction, type ContractActionInput } from '../api/contract-action.js'
import { contractActions } from '../utils/contract-actions.js'
import { CompleteDialog } from './complete-dialog.js'
import { TerminateDialog } from './terminate-dialog.js'

/**
 * The steps the reader may take now, each after the shared confirm dialog: sign, start, complete
 * (with the KPI form) and terminate (with a message). The other party is told by the api.
 */
export function ContractActions({ contract }: { contract: Contract }) {
  const { t } = useTranslation('network-contracts')
  const errorText = useErrorText()
  const mutation = useContractAction()
  const [open, setOpen] = useState<ContractAction | null>(null)
  const actions = contractActions(contract)
  if (actions.length === 0) return null
  const run = (input: ContractActionInput) => {
    setOpen(null)
    mutation.mutate(input, {
      onSuccess: () => toast.success(t(`done.${input.action}`)),
      onError: (error) => toast.error(errorText(error, t('failed'))),
    })
  }
  const title = contract.project.title ?? t('untitled')
  return (
    <div className="project-actions" role="group" aria-label={t('actions.label')}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'terminate' ? 'button button--ghost project-button--danger-text' : 'button'}
          disabled={mutation.isPending}
          onClick={() => setOpen(action)}
        >
          {t(`actions.${action}`)}
        </button>
      ))}
      {(open === 'sign' || open === 'start') && (
        <ConfirmDialog
          title={t(`${open}.title`)}
          text={t(`${open}.text`, { title })}
          confirmLabel={t(`${open}.confirm`)}
          cancelLabel={t('cancel')}
          onConfirm={() => run({ id: contract.id, action: open })}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'complete' && (
        <CompleteDialog
          kpis={contract.kpis}
          onConfirm={(body) => run({ id: contract.id, action: 'complete', body })}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'terminate' && (
        <TerminateDialog
          onConfirm={(message) => run({ id: contract.id, action: 'terminate', body: { message } })}
          onCancel={() => setOpen(null)}
        />
      )}
    </div>
  )
}
