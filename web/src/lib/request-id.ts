/**
 * A fresh id for one user action, sent as `request_id` or `client_order_id` so that the api applies
 * the action once even when the request is sent again (the client retries after a refreshed
 * session; a person retries after a timeout). `crypto.randomUUID` needs a secure context; a page
 * served over plain HTTP on a LAN address falls back to `getRandomValues`.
 *
 * @example updateMarketConfig({ ...update, request_id: newRequestId() })
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
