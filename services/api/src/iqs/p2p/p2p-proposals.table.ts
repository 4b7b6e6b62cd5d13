/** Row of iqs_p2p_proposals (migrations/0600), projected from the `p2p-<id>` streams. */
export interface IqsP2PProposalsTable {
  proposal_id: string
  instrument: string
  proposer_id: string
  seller_id: string
  buyer_id: string
  quantity: number
  price: number
  status: 'PROPOSED' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED'
  trade_id: string | null
  proposed_at: Date
  answered_at: Date | null
}
