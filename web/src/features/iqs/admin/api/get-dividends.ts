import type { AdminDividend, AdminDividendDetail } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest, apiUrl } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** The api path of one dividend. */
export const dividendPath = (id: string) => `/api/admin/iqs/dividends/${encodeURIComponent(id)}`

/** `GET /api/admin/iqs/dividends`: every dividend with its totals, newest first (Admin, Auditor). */
export function getDividends(signal?: AbortSignal): Promise<AdminDividend[]> {
  return apiRequest<AdminDividend[]>('/api/admin/iqs/dividends', { signal })
}

export function getDividendsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.dividends, queryFn: ({ signal }) => getDividends(signal) })
}

export function useDividends() {
  return useQuery(getDividendsQueryOptions())
}

/** `GET /api/admin/iqs/dividends/:id`: one dividend and every holder's line, largest first (Admin, Auditor). */
export function getDividend(id: string, signal?: AbortSignal): Promise<AdminDividendDetail> {
  return apiRequest<AdminDividendDetail>(dividendPath(id), { signal })
}

/** Under the list's key: whatever changes a dividend refreshes the list and the page alike. */
export const dividendKey = (id: string) => [...adminKeys.dividends, 'detail', id] as const

export function getDividendQueryOptions(id: string) {
  return queryOptions({ queryKey: dividendKey(id), queryFn: ({ signal }) => getDividend(id, signal) })
}

export function useDividend(id: string) {
  return useQuery(getDividendQueryOptions(id))
}

/** `GET /api/admin/iqs/dividends/:id/payment-run.xlsx`: the payment run as an Excel file (a plain download link). */
export function paymentRunWorkbookUrl(id: string): string {
  return apiUrl(`${dividendPath(id)}/payment-run.xlsx`)
}
