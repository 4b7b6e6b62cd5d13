import type { Instrument } from '@iqs/engine'
import type { MarketCommand } from '@iqs/exchange'
import {
  createTokensResultSchema,
  dataEnvelope,
  marketConfigSchema,
  marketConfigUpdateSchema,
  type MarketConfigUpdateRequest,
  priceUnits,
  tendenciesQuerySchema,
  tendenciesSchema,
  tokenAmount,
} from '@iqs/protocol'
import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import { z } from 'zod'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { requireUser } from '../../identity/access-control/require-user.js'
import { AppError, appError } from '../../platform/errors.js'
import { handleStreamCommand, readStreamState } from '../../platform/event-sourcing/stream-command-handler.js'
import { refusalOf } from '../markets/market-refusals.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { announceBlackout } from './blackout-announcement.js'
import { marketConfigView } from './market-config-view.js'
import {
  MARKET_SETTINGS_STREAM,
  marketSettingsDecider,
  type MarketSettingsCommand,
} from './market-settings-decider.js'
import { maxSupply, readSupply } from './market-state.repository.js'
import { traderSuspensionRoutes } from './trader-suspension.routes.js'

const ADMIN = { access: { roles: ['Admin'], admin: 'tokens' } } as const

/**
 * The market's part of a change request as one engine command (fees, reference price, status), or
 * undefined when the request only touches the blackout period. The reference price goes in the
 * market's price units (`priceDecimals`).
 */
function marketChange(body: MarketConfigUpdateRequest, priceDecimals: number): MarketCommand | undefined {
  let referencePrice: number | undefined
  if (body.reference_price !== undefined) {
    referencePrice = priceUnits(body.reference_price, priceDecimals)
    if (referencePrice === undefined) throw configRefusal('INVALID_PRICE')
  }
  const command: MarketCommand = {
    type: 'ConfigureMarket',
    ...(body.transaction_fee_minimum_eur !== undefined
      ? { feeMinimumEur: body.transaction_fee_minimum_eur }
      : {}),
    ...(body.transaction_fee_percent !== undefined ? { feePercent: body.transaction_fee_percent } : {}),
    ...(referencePrice !== undefined ? { referencePrice } : {}),
    ...(body.open !== undefined ? { status: body.open ? 'OPEN' : 'SUSPENDED' } : {}),
  }
  return Object.keys(command).length > 1 ? command : undefined
}

/** The spec's message for the part of a change request the engine refused. */
function configRefusal(reason: string): AppError {
  if (reason === 'INVALID_FEE_SCHEDULE') return appError('FEE_INVALID')
  if (reason === 'INVALID_PRICE') return appError('INVALID_PRICE', 'Please enter a valid price')
  return appError('MARKET_STATUS_FAILED')
}

/** Tendencies: how far back each period looks and the bucket width. */
const PERIODS: Record<string, { days: number; bucket: '1h' | '1d' }> = {
  d: { days: 1, bucket: '1h' },
  w: { days: 7, bucket: '1d' },
  m: { days: 30, bucket: '1d' },
  y: { days: 365, bucket: '1d' },
}

/**
 * Market configuration (spec §3, §6): the figures every trader reads, and the admin's levers: open
 * or suspend, fees, reference price, the blackout period, token creation within the cap, and one
 * trader's suspension (trader-suspension.routes.ts). Market changes are engine commands on the
 * market streams; the blackout period is an event on `iqs-market-settings`.
 */
export const marketConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/iqs/market-config',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['market config'],
        summary:
          'Market config (spec §7): data.blackout_period, and per market (data.IQS, data.OST) fee minimum and percent, ' +
          'open status, reference price, tokens in treasury and in circulation, max creatable',
        response: { 200: dataEnvelope(marketConfigSchema) },
      },
    },
    async () => ({ data: await marketConfigView(app) }),
  )

  app.put(
    '/api/admin/iqs/market-config',
    {
      config: ADMIN,
      schema: {
        tags: ['market config'],
        summary:
          'Change one market (isIQS): open (true) or suspend (false), fees, reference price; and the blackout period of both',
        body: marketConfigUpdateSchema,
        response: { 200: dataEnvelope(marketConfigSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const body = request.body
      const instrument: Instrument = body.isIQS ? 'IQS' : 'OST'
      // The same request id again (a retry after a timeout) changes nothing twice.
      const requestId = `market-config-${body.request_id ?? randomUUID()}`
      const blackout: MarketSettingsCommand | undefined =
        body.blackout_period === undefined
          ? undefined
          : body.blackout_period === null
            ? { type: 'ClearBlackout' }
            : {
                type: 'ScheduleBlackout',
                start: Date.parse(body.blackout_period.start),
                end: Date.parse(body.blackout_period.end),
              }
      // Every part is checked before any applies: the blackout here, the market's parts by the engine.
      if (blackout) {
        const { state } = await readStreamState(app.eventStore, MARKET_SETTINGS_STREAM, marketSettingsDecider)
        marketSettingsDecider.decide(blackout, state)
      }
      const change = marketChange(body, priceDecimalsOf(instrument))
      if (change) {
        const outcome = await app.markets.submit(instrument, requestId, change)
        const refused = refusalOf(outcome.events)
        if (refused && refused.reason !== 'NO_CHANGE') throw configRefusal(refused.reason)
      }
      if (blackout) {
        const { state } = await handleStreamCommand(
          app.eventStore,
          MARKET_SETTINGS_STREAM,
          marketSettingsDecider,
          blackout,
          { actorId: admin.id, requestId, time: app.clock.date().toISOString() },
          { idempotencyKey: `${requestId}-blackout` },
        )
        // Open trading screens show the period (and, inside it, the closed market) at once.
        announceBlackout(app.bus, state.blackout)
        await readYourWrites(app)
        await app.blackoutScheduler?.reschedule()
      }
      await readYourWrites(app)
      return { data: await marketConfigView(app) }
    },
  )

  app.post(
    '/api/admin/iqs/tokens',
    {
      config: ADMIN,
      schema: {
        tags: ['market config'],
        summary:
          "Create tokens into the treasury, within max creatable ('Error: Trying to create more tokens than available is not permited')",
        body: z.object({ amount: z.unknown(), isIQS: z.boolean().default(true) }),
        response: { 201: dataEnvelope(createTokensResultSchema) },
      },
    },
    async (request, reply) => {
      const parsed = tokenAmount.safeParse(request.body.amount)
      if (!parsed.success) throw appError('AMOUNT_INVALID')
      const amount = parsed.data
      const instrument: Instrument = request.body.isIQS ? 'IQS' : 'OST'
      await readYourWrites(app)
      const before = await readSupply(app.db, instrument)
      if (amount > maxSupply(instrument) - before.treasury - before.circulation)
        throw appError('MAX_SUPPLY_EXCEEDED')
      const command: MarketCommand = {
        type: 'CreateTokens',
        quantity: amount,
        reference: `admin-${requireUser(request).id}`,
      }
      try {
        const outcome = await app.markets.submit(instrument, randomUUID(), command)
        const refused = refusalOf(outcome.events)
        if (refused?.reason === 'MAX_SUPPLY_EXCEEDED') throw appError('MAX_SUPPLY_EXCEEDED')
        if (refused) throw appError('TOKENS_NOT_CREATED')
      } catch (error) {
        if (error instanceof AppError) throw error
        request.log.error({ err: error }, 'token creation failed')
        throw appError('TOKENS_NOT_CREATED')
      }
      await readYourWrites(app)
      const after = await readSupply(app.db, instrument)
      return reply.status(201).send({
        data: {
          instrument,
          created: String(amount),
          tokens_in_treasury: String(after.treasury),
          max_creatable: String(Math.max(0, maxSupply(instrument) - after.treasury - after.circulation)),
        },
      })
    },
  )

  await app.register(traderSuspensionRoutes)

  app.get(
    '/api/iqs/market-config/buysell-tendencies',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['market config'],
        summary:
          'Buy vs sell volume per bucket (by the taker’s side) over ?period=1d (hourly), 1w, 1m or 1y (daily); ?isIQS=',
        querystring: tendenciesQuerySchema,
        response: { 200: dataEnvelope(tendenciesSchema) },
      },
    },
    async (request) => {
      const { period, isIQS } = request.query
      const instrument: Instrument = isIQS ? 'IQS' : 'OST'
      const spec = PERIODS[period.slice(-1)] as { days: number; bucket: '1h' | '1d' }
      const bucketMs = spec.bucket === '1h' ? 3_600_000 : 86_400_000
      const now = app.clock.now()
      const last = Math.floor(now / bucketMs)
      const first = last - Math.round((spec.days * 86_400_000) / bucketMs) + 1
      const rows = await app.db
        .selectFrom('iqs_trades')
        .select([
          sql<string>`floor(extract(epoch from executed_at) * 1000 / ${bucketMs})`.as('bucket'),
          'taker_side',
          sql<string>`sum(quantity)`.as('volume'),
        ])
        .where('instrument', '=', instrument)
        .where('executed_at', '>=', new Date(first * bucketMs))
        .groupBy([sql`1`, 'taker_side'])
        .execute()
      const volumes = new Map<number, { buy: number; sell: number }>()
      for (const row of rows) {
        const bucket = Number(row.bucket)
        const entry = volumes.get(bucket) ?? { buy: 0, sell: 0 }
        if (row.taker_side === 'BUY') entry.buy += Number(row.volume)
        else entry.sell += Number(row.volume)
        volumes.set(bucket, entry)
      }
      const points = []
      for (let bucket = first; bucket <= last; bucket++) {
        const v = volumes.get(bucket)
        points.push({
          bucket_start: new Date(bucket * bucketMs).toISOString(),
          buy_volume: String(v?.buy ?? 0),
          sell_volume: String(v?.sell ?? 0),
        })
      }
      return { data: { instrument, period: `1${period.slice(-1)}`, bucket: spec.bucket, points } }
    },
  )
}
