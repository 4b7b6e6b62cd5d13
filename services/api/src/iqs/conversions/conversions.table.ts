/** Row of iqs_conversions (migrations/0600), projected from the `conversion-<id>` streams. */
export interface IqsConversionsTable {
  conversion_id: string
  trader_id: string
  quantity: number
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED'
  requested_at: Date
  decided_at: Date | null
  decided_by: string | null
}
