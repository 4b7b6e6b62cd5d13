import type { Selectable } from 'kysely'
import type { Projection } from '../../platform/projections/projection.js'
import { RowBatch } from '../../platform/projections/row-batch.js'
import { streamEvents } from '../../platform/projections/stream-events.js'
import { p2pDecider, type P2PEvent } from './p2p-decider.js'
import type { IqsP2PProposalsTable } from './p2p-proposals.table.js'

type Row = Selectable<IqsP2PProposalsTable>

/** iqs_p2p_proposals: each proposal as its stream's decider folds it. */
export const p2pProjection: Projection = {
  name: 'iqs-p2p-proposals',
  tables: ['iqs_p2p_proposals'],
  async apply(trx, recorded) {
    const events = streamEvents<P2PEvent>(recorded, 'p2p-')
    if (events.length === 0) return
    const rows = new RowBatch<Row>('iqs_p2p_proposals', 'proposal_id')
    await rows.load(
      trx,
      events.map((e) => e.id),
    )
    for (const { id, event } of events) {
      const next = p2pDecider.evolve(rows.get(id) ?? null, event)
      if (next) rows.set(next)
    }
    await rows.flush(trx)
  },
}
