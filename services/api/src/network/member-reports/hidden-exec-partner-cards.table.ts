/** `hidden_exec_partner_cards` (migration 0891): an executive partner's public card an admin hid. */
export interface HiddenExecPartnerCardsTable {
  user_id: number
  /** The admin's words for the other admins; may be empty. */
  reason: string
  hidden_by: number | null
  hidden_at: Date
}
