import type { AdminDividend, AdminDividendDetail, MarkDividendPaymentsRequest } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'
import { dividendKey, dividendPath } from './get-dividends.js'

/** What an admin does to a dividend; each is one `POST /api/admin/iqs/dividends/:id/...` (Admin only). */
export type DividendAction =
  { action: 'fix' } | { action: 'payments'; body: MarkDividendPaymentsRequest } | { action: 'cancel' }

/**
 * `.../fix` (the entitlements from the holders at the end of the record date; allowed when `canFix`),
 * `.../payments` (the holders named, or every unpaid one, paid with a reference) and `.../cancel`
 * (before any payment). Fix and payments answer the dividend with its lines, cancel the dividend alone.
 */
export function runDividendAction(
  id: string,
  change: DividendAction,
): Promise<AdminDividendDetail | AdminDividend> {
  const path = `${dividendPath(id)}/${change.action}`
  return change.action === 'payments'
    ? apiRequest<AdminDividendDetail>(path, { method: 'POST', body: change.body })
    : apiRequest<AdminDividendDetail | AdminDividend>(path, { method: 'POST' })
}

export function useDividendAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: DividendAction) => runDividendAction(id, change),
    onSuccess: (answer) => {
      // A detail answer shows at once and the list loads again; a cancel's answer (no lines) reloads both.
      if (!('entitlements' in answer)) return queryClient.invalidateQueries({ queryKey: adminKeys.dividends })
      queryClient.setQueryData(dividendKey(id), answer)
      return queryClient.invalidateQueries({ queryKey: adminKeys.dividends, exact: true })
    },
  })
}
