import type { Selectable } from 'kysely'
import type { Projection } from '../../platform/projections/projection.js'
import { RowBatch } from '../../platform/projections/row-batch.js'
import { streamEvents } from '../../platform/projections/stream-events.js'
import { conversionDecider, type ConversionEvent } from './conversion-decider.js'
import type { IqsConversionsTable } from './conversions.table.js'

/** iqs_conversions: each conversion as its stream's decider folds it. */
export const conversionsProjection: Projection = {
  name: 'iqs-conversions',
  tables: ['iqs_conversions'],
  async apply(trx, recorded) {
    const events = streamEvents<ConversionEvent>(recorded, 'conversion-')
    if (events.length === 0) return
    const rows = new RowBatch<Selectable<IqsConversionsTable>>('iqs_conversions', 'conversion_id')
    await rows.load(
      trx,
      events.map((e) => e.id),
    )
    for (const { id, event } of events) {
      const next = conversionDecider.evolve(rows.get(id) ?? null, event)
      if (next) rows.set(next)
    }
    await rows.flush(trx)
  },
}
