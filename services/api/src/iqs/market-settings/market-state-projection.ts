import { positionToNumber } from '@iqs/eventstore'
import type { Instrument } from '@iqs/engine'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { MARKET_CONFIGS } from '../markets/initial-market-configs.js'
import { marketEvents } from '../market-projections/market-event.js'
import type { Projection } from '../../platform/projections/projection.js'
import { RowBatch } from '../../platform/projections/row-batch.js'
import { MARKET_SETTINGS_STREAM, type MarketSettingsEvent } from './market-settings-decider.js'
import type { IqsMarketStateTable } from './market-state.table.js'

type Row = Selectable<IqsMarketStateTable>

/** A market's row before any event changed it: its starting configuration. */
export function defaultMarketState(instrument: Instrument): Row {
  const config = MARKET_CONFIGS[instrument]
  return {
    instrument,
    status: config.status ?? 'OPEN',
    reference_price: config.referencePrice ?? 0,
    last_price: null,
    fee_minimum_eur: config.feeMinimumEur ?? '0',
    fee_percent: config.feePercent ?? '0',
    updated_at: new Date(0),
  }
}

/** `iqs_market_state` (status, reference price, fees per market) and `iqs_market_settings` (blackout). */
export const marketStateProjection: Projection = {
  name: 'iqs-market-state',
  tables: ['iqs_market_state', 'iqs_market_settings'],
  async apply(trx: Kysely<Database>, recorded) {
    const events = marketEvents(recorded)
    const rows = new RowBatch<Row>('iqs_market_state', 'instrument')
    await rows.load(trx, ['IQS', 'OST'])
    for (const { instrument, event, at } of events) {
      const row = rows.get(instrument) ?? defaultMarketState(instrument)
      switch (event.type) {
        case 'MarketStatusChanged':
          rows.set({ ...row, status: event.status, updated_at: at })
          break
        case 'ReferencePriceSet':
          rows.set({ ...row, reference_price: event.price, updated_at: at })
          break
        case 'FeeScheduleChanged':
          rows.set({ ...row, fee_minimum_eur: event.minimumEur, fee_percent: event.percent, updated_at: at })
          break
        case 'TradeExecuted':
          rows.set({ ...row, reference_price: event.price, last_price: event.price, updated_at: at })
          break
        default:
          break
      }
    }
    await rows.flush(trx)

    for (const r of recorded) {
      if (r.streamId !== MARKET_SETTINGS_STREAM) continue
      const event = r.data as MarketSettingsEvent
      const scheduled = event.type === 'BlackoutScheduled'
      const row = {
        id: 'company',
        blackout_start: scheduled ? new Date(event.start) : null,
        blackout_end: scheduled ? new Date(event.end) : null,
        blackout_version: positionToNumber(r.position),
        updated_at: r.recordedAt,
      }
      await trx
        .insertInto('iqs_market_settings')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute()
    }
  },
}
