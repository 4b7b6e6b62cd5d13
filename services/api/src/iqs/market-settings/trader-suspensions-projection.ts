import type { Selectable } from 'kysely'
import type { Projection } from '../../platform/projections/projection.js'
import { RowBatch } from '../../platform/projections/row-batch.js'
import { marketEvents } from '../market-projections/market-event.js'
import type { IqsTraderSuspensionsTable } from './trader-suspensions.table.js'

type Row = Selectable<IqsTraderSuspensionsTable>

/**
 * `iqs_trader_suspensions`: whether each trader an admin ever suspended is suspended now, per
 * market, as the engine decided it (TraderSuspended / TraderReinstated). The engine keeps the flag
 * in its own state, out of reach of a query; this read model lets the admin see who is suspended.
 */
export const traderSuspensionsProjection: Projection = {
  name: 'iqs-trader-suspensions',
  tables: ['iqs_trader_suspensions'],
  async apply(trx, recorded) {
    const changes = marketEvents(recorded).filter(
      ({ event }) => event.type === 'TraderSuspended' || event.type === 'TraderReinstated',
    )
    if (changes.length === 0) return
    const rows = new RowBatch<Row>('iqs_trader_suspensions', 'id')
    for (const { instrument, event, at } of changes) {
      if (event.type !== 'TraderSuspended' && event.type !== 'TraderReinstated') continue
      rows.set({
        id: `${instrument}:${event.traderId}`,
        instrument,
        trader_id: event.traderId,
        suspended: event.type === 'TraderSuspended',
        changed_at: at,
      })
    }
    await rows.flush(trx)
  },
}
