import type { SettledTradePayload } from '@iqs/protocol'

/** Row of iqs_settlements (migrations/0600), projected from the `settlement-<tradeId>` streams. */
export interface IqsSettlementsTable {
  trade_id: string
  buyer_validated_at: Date | null
  seller_validated_at: Date | null
  euros_received_at: Date | null
  decision: 'ACCEPTED' | 'REJECTED' | null
  decided_at: Date | null
  decided_by: string | null
  signature: string | null
  signer: string | null
  signed_payload: SettledTradePayload | null
}
