import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useRetryChainRow } from '../api/retry-chain-row.js'
import { useErrorText } from './use-error-text.js'

/** Sends a failed chain transaction again (after its cause is fixed); the page then refreshes. Admins only. */
export function ChainRetryButton({ rowId }: { rowId: string }) {
  const { t } = useTranslation('iqs-admin')
  const retry = useRetryChainRow()
  const errorText = useErrorText()
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={retry.isPending}
      aria-busy={retry.isPending || undefined}
      onClick={() =>
        retry.mutate(rowId, {
          onSuccess: () => toast.success(t('chain.retry.success')),
          onError: (error) => toast.error(errorText(error, 'chain.retry.failed')),
        })
      }
    >
      {t('chain.retry.action')}
    </button>
  )
}
