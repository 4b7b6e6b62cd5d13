import type { Selectable } from 'kysely'
import type { Projection } from '../../platform/projections/projection.js'
import { RowBatch } from '../../platform/projections/row-batch.js'
import { emptySettlement, settlementDecider, type SettlementEvent } from './settlement-decider.js'
import type { IqsSettlementsTable } from './settlements.table.js'
import { streamEvents } from '../../platform/projections/stream-events.js'

type Row = Selectable<IqsSettlementsTable>

/** iqs_settlements: the settlement steps of each trade, as its stream's decider folds them. */
export const settlementsProjection: Projection = {
  name: 'iqs-settlements',
  tables: ['iqs_settlements'],
  async apply(trx, recorded) {
    const events = streamEvents<SettlementEvent>(recorded, 'settlement-')
    if (events.length === 0) return
    const rows = new RowBatch<Row>('iqs_settlements', 'trade_id')
    await rows.load(
      trx,
      events.map((e) => e.id),
    )
    for (const { id, event } of events) {
      const current = rows.get(id) ?? emptySettlement(id)
      // jsonb travels back as an object; the decider folds it like the stream's own state.
      rows.set(settlementDecider.evolve(current, event) as Row)
    }
    await rows.flush(trx)
  },
}
