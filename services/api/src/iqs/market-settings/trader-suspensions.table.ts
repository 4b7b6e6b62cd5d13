/** Row type of the suspended traders read model (migrations/0770_trader_suspensions.sql). */
export interface IqsTraderSuspensionsTable {
  /** '<instrument>:<traderId>'. */
  id: string
  instrument: string
  trader_id: string
  suspended: boolean
  changed_at: Date
}
