import type {
  AmendOrder,
  CancelOrder,
  ConfigureMarket,
  EngineCommand,
  ExecuteP2PTrade,
  LockTokens,
  PlaceOrder,
  SelfTradePrevention,
  Side,
  TimeInForce,
} from './commands.js'
import { lookupAccount } from './account-lookup.js'
import { TREASURY_ID } from './commands.js'
import type { EngineCaches, EngineState, TraderAccount } from './engine-state.js'
import type { CommandRejected, EngineEvent, OrderRejected } from './events.js'
import { compileFeeSchedule, computeFee } from './fees.js'
import { FINISHED_ORDER, UNKNOWN_ORDER } from './order-book.js'
import { rejectParams } from './reject-reason.js'
import type { RejectReason } from './reject-reason.js'

/**
 * Decides what a command does to a market and returns the events; the state's data is not touched
 * (only its lookup caches may be refreshed, which never changes a result).
 *
 * Refusals are `OrderRejected` / `CommandRejected` events with a stable `reason`; only a broken
 * invariant throws. Apply the events with `evolve`, in order, before deciding the next command.
 *
 * @example
 * const events = decide(state, { type: 'PlaceOrder', orderId: 'o1', traderId: 'alice', side: 'BUY',
 *   orderType: 'LIMIT', price: 150, quantity: 10, at: 1_700_000_000_000 })
 * for (const event of events) evolve(state, event)
 */
export function decide(state: EngineState, command: EngineCommand): EngineEvent[] {
  const out: EngineEvent[] = []
  decideInto(state, command, out)
  return out
}

/** `decide` appending to a caller's array, so a hot loop can reuse one array. */
export function decideInto(state: EngineState, command: EngineCommand, out: EngineEvent[]): void {
  switch (command.type) {
    case 'PlaceOrder':
      return placeOrder(state, command, out)
    case 'CancelOrder':
      return cancelOrder(state, command, out)
    case 'AmendOrder':
      return amendOrder(state, command, out)
    case 'SetMarketStatus': {
      const { status } = command
      if (status !== 'OPEN' && status !== 'SUSPENDED' && status !== 'BLACKOUT')
        return rejectCommand(state, out, command, String(status), 'INVALID_COMMAND')
      if (status === state.status) return rejectCommand(state, out, command, status, 'NO_CHANGE')
      out.push({ type: 'MarketStatusChanged', status, previousStatus: state.status, at: command.at })
      return
    }
    case 'SetReferencePrice': {
      const { price } = command
      if (!Number.isInteger(price) || price < 0 || price > state.config.maxPrice)
        return rejectCommand(state, out, command, String(price), 'INVALID_PRICE')
      out.push({ type: 'ReferencePriceSet', price, at: command.at })
      return
    }
    case 'SetFeeSchedule': {
      const { minimumEur, percent } = command
      if (compileFeeSchedule(minimumEur, percent, state.config.priceDecimals) === undefined)
        return rejectCommand(state, out, command, `${minimumEur}/${percent}`, 'INVALID_FEE_SCHEDULE')
      out.push({ type: 'FeeScheduleChanged', minimumEur, percent, at: command.at })
      return
    }
    case 'ConfigureMarket':
      return configureMarket(state, command, out)
    case 'SuspendTrader':
    case 'ReinstateTrader': {
      const { traderId } = command
      if (!isId(traderId)) return rejectCommand(state, out, command, String(traderId), 'INVALID_COMMAND')
      const suspend = command.type === 'SuspendTrader'
      if ((lookupAccount(state, traderId)?.suspended ?? false) === suspend)
        return rejectCommand(state, out, command, traderId, 'NO_CHANGE')
      out.push({ type: suspend ? 'TraderSuspended' : 'TraderReinstated', traderId, at: command.at })
      return
    }
    case 'CreditTokens': {
      const { traderId, quantity, source, reference } = command
      if (
        !isId(traderId) ||
        (source !== 'TREASURY_ALLOCATION' && source !== 'SHAREHOLDER_ADDED' && source !== 'CONVERSION')
      )
        return rejectCommand(state, out, command, String(traderId), 'INVALID_COMMAND')
      if (!isQuantity(quantity, Number.MAX_SAFE_INTEGER - state.totalTokens))
        return rejectCommand(state, out, command, traderId, 'INVALID_QUANTITY')
      out.push({
        type: 'TokensCredited',
        traderId,
        quantity,
        source,
        reference: String(reference),
        at: command.at,
      })
      return
    }
    case 'SettleTrade':
    case 'RejectSettlement': {
      const trade = state.pendingTrades.get(command.tradeId)
      if (trade === undefined)
        return rejectCommand(state, out, command, String(command.tradeId), 'UNKNOWN_TRADE')
      out.push({
        type: command.type === 'SettleTrade' ? 'TradeSettled' : 'SettlementRejected',
        tradeId: command.tradeId,
        buyerId: trade.buyerId,
        sellerId: trade.sellerId,
        quantity: trade.quantity,
        at: command.at,
      })
      return
    }
    case 'LockTokens':
      return lockTokens(state, command, out)
    case 'UnlockTokens': {
      const lock = state.locks.get(command.lockId)
      if (lock === undefined)
        return rejectCommand(state, out, command, String(command.lockId), 'UNKNOWN_LOCK')
      out.push({ type: 'TokensUnlocked', lockId: command.lockId, ...lock, at: command.at })
      return
    }
    case 'ExecuteP2PTrade':
      return executeP2PTrade(state, command, out)
    case 'ConsumeLock': {
      const lock = state.locks.get(command.lockId)
      if (lock === undefined)
        return rejectCommand(state, out, command, String(command.lockId), 'UNKNOWN_LOCK')
      out.push({ type: 'LockConsumed', lockId: command.lockId, ...lock, at: command.at })
      return
    }
    case 'CreateTokens': {
      const { quantity, reference } = command
      if (!isQuantity(quantity, Number.MAX_SAFE_INTEGER))
        return rejectCommand(state, out, command, String(reference), 'INVALID_QUANTITY')
      if (state.totalTokens + quantity > state.config.maxSupply)
        return rejectCommand(state, out, command, String(reference), 'MAX_SUPPLY_EXCEEDED')
      out.push({ type: 'TokensCreated', quantity, reference: String(reference), at: command.at })
      return
    }
    case 'AllocateTokens': {
      const { traderId, quantity, reference } = command
      if (!isId(traderId) || traderId === TREASURY_ID)
        return rejectCommand(state, out, command, String(traderId), 'INVALID_COMMAND')
      if (!isQuantity(quantity, Number.MAX_SAFE_INTEGER))
        return rejectCommand(state, out, command, traderId, 'INVALID_QUANTITY')
      const treasury = lookupAccount(state, TREASURY_ID)?.available ?? 0
      if (treasury < quantity)
        return rejectCommand(state, out, command, traderId, 'INSUFFICIENT_TOKENS', treasury)
      out.push({ type: 'TokensAllocated', traderId, quantity, reference: String(reference), at: command.at })
      return
    }
    default: {
      const unknown: never = command
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`)
    }
  }
}

/** Trade id prefixes as constants: building `${instrument}-` per order would allocate a string each time. */
const TRADE_ID_PREFIX = { IQS: 'IQS-', OST: 'OST-' } as const

/** '000' ... '999': immutable, shared by every market. */
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'))

/**
 * `${prefix}${n}`, built without converting n itself to a string: V8 keeps every number it converts
 * in a cache that outlives the young generation, so a new string per trade number would be copied by
 * the garbage collector, again and again. The thousands change once per 1,000 trades: their
 * `${prefix}${thousands}` is kept in the market's own caches, built from this market's prefix (its
 * instrument never changes), so markets that interleave neither see nor rebuild each other's.
 */
function tradeId(caches: EngineCaches, prefix: string, n: number): string {
  if (n < 1000) return prefix + THREE_DIGITS[n]!.slice(n < 10 ? 2 : n < 100 ? 1 : 0)
  const thousands = Math.floor(n / 1000)
  if (thousands !== caches.tradeIdThousands) {
    caches.tradeIdThousands = thousands
    caches.tradeIdHead = prefix + thousands
  }
  return caches.tradeIdHead + THREE_DIGITS[n - thousands * 1000]!
}

const isId = (id: unknown): id is string => typeof id === 'string' && id.length > 0
const isQuantity = (q: unknown, max: number): q is number =>
  typeof q === 'number' && Number.isInteger(q) && q > 0 && q <= max
const isStp = (mode: unknown): mode is SelfTradePrevention =>
  mode === 'EXPIRE_TAKER' || mode === 'EXPIRE_MAKER' || mode === 'EXPIRE_BOTH'

/** `available`: for INSUFFICIENT_TOKENS, the tokens the trader had (see rejectParams). */
function rejectOrder(
  state: EngineState,
  out: EngineEvent[],
  command: PlaceOrder | CancelOrder | AmendOrder,
  reason: RejectReason,
  available?: number,
): void {
  const params = rejectParams(reason, state.config.instrument, available)
  const event: OrderRejected = {
    type: 'OrderRejected',
    command: command.type,
    orderId: command.orderId,
    traderId: command.traderId,
    reason,
    ...(params && { params }),
    at: command.at,
  }
  out.push(event)
}

/**
 * All of a change request or none of it: each given part is checked against the rules of its own
 * command (SetFeeSchedule, SetReferencePrice, SetMarketStatus) before any event is emitted; the first
 * invalid part names the refusal. Parts equal to the current setting emit nothing; a request that
 * changes nothing is refused NO_CHANGE, as each single command is.
 */
function configureMarket(state: EngineState, command: ConfigureMarket, out: EngineEvent[]): void {
  const { feeMinimumEur, feePercent, referencePrice, status, at } = command
  const feesGiven = feeMinimumEur !== undefined || feePercent !== undefined
  const minimumEur = feeMinimumEur ?? state.fees.minimumEur
  const percent = feePercent ?? state.fees.percent
  if (feesGiven && compileFeeSchedule(minimumEur, percent, state.config.priceDecimals) === undefined)
    return rejectCommand(
      state,
      out,
      command,
      `${String(minimumEur)}/${String(percent)}`,
      'INVALID_FEE_SCHEDULE',
    )
  if (
    referencePrice !== undefined &&
    (!Number.isInteger(referencePrice) || referencePrice < 0 || referencePrice > state.config.maxPrice)
  )
    return rejectCommand(state, out, command, String(referencePrice), 'INVALID_PRICE')
  if (status !== undefined && status !== 'OPEN' && status !== 'SUSPENDED' && status !== 'BLACKOUT')
    return rejectCommand(state, out, command, String(status), 'INVALID_COMMAND')
  const before = out.length
  if (feesGiven && (minimumEur !== state.fees.minimumEur || percent !== state.fees.percent))
    out.push({ type: 'FeeScheduleChanged', minimumEur, percent, at })
  if (referencePrice !== undefined && referencePrice !== state.referencePrice)
    out.push({ type: 'ReferencePriceSet', price: referencePrice, at })
  if (status !== undefined && status !== state.status)
    out.push({ type: 'MarketStatusChanged', status, previousStatus: state.status, at })
  if (out.length === before) rejectCommand(state, out, command, 'config', 'NO_CHANGE')
}

/** `available`: for INSUFFICIENT_TOKENS, the tokens the trader (or the treasury) had (see rejectParams). */
function rejectCommand(
  state: EngineState,
  out: EngineEvent[],
  command: Exclude<EngineCommand, PlaceOrder | CancelOrder | AmendOrder>,
  ref: string,
  reason: RejectReason,
  available?: number,
): void {
  const params = rejectParams(reason, state.config.instrument, available)
  const event: CommandRejected = {
    type: 'CommandRejected',
    command: command.type,
    ref,
    reason,
    ...(params && { params }),
    at: command.at,
  }
  out.push(event)
}

/** The refusal that applies to any buy or sell action: market status, trader suspension, zero price. */
function tradingRefusal(state: EngineState, account: TraderAccount | undefined): RejectReason | undefined {
  if (state.status !== 'OPEN') return state.status === 'BLACKOUT' ? 'MARKET_BLACKOUT' : 'MARKET_SUSPENDED'
  if (account !== undefined && account.suspended) return 'TRADER_SUSPENDED'
  if (state.referencePrice === 0) return 'REFERENCE_PRICE_ZERO'
  return undefined
}

/** The market's filters on a limit price and a quantity. */
function filterRefusal(
  state: EngineState,
  price: number | undefined,
  quantity: number,
): RejectReason | undefined {
  const config = state.config
  if (price !== undefined) {
    if (price < config.minPrice || price > config.maxPrice) return 'PRICE_OUT_OF_RANGE'
    if (price % config.tickSize !== 0) return 'TICK_SIZE'
  }
  if (quantity % config.lotSize !== 0) return 'LOT_SIZE'
  // The product may pass 2^53, but rounding is monotonic and minNotional is a safe integer,
  // so the comparison is still exact.
  if (price !== undefined && price * quantity < config.minNotional) return 'MIN_NOTIONAL'
  return undefined
}

function placeOrder(state: EngineState, c: PlaceOrder, out: EngineEvent[]): void {
  const account = lookupAccount(state, c.traderId)
  const refusal = tradingRefusal(state, account)
  if (refusal !== undefined) return rejectOrder(state, out, c, refusal)

  const { side, orderType, quantity } = c
  const isLimit = orderType === 'LIMIT'
  const timeInForce: TimeInForce = c.timeInForce ?? (isLimit ? 'GTC' : 'IOC')
  const postOnly = c.postOnly ?? false
  const stp = c.selfTradePrevention ?? state.config.defaultSelfTradePrevention
  if (
    !isId(c.orderId) ||
    !isId(c.traderId) ||
    (side !== 'BUY' && side !== 'SELL') ||
    (!isLimit && orderType !== 'MARKET') ||
    (timeInForce !== 'GTC' && timeInForce !== 'IOC' && timeInForce !== 'FOK') ||
    (!isLimit && timeInForce === 'GTC') ||
    (postOnly && (!isLimit || timeInForce !== 'GTC')) ||
    !isStp(stp)
  )
    return rejectOrder(state, out, c, 'INVALID_ORDER')
  if (!isQuantity(quantity, state.config.maxQuantity)) return rejectOrder(state, out, c, 'INVALID_QUANTITY')
  const price = isLimit ? c.price : undefined
  if (isLimit && !(typeof price === 'number' && Number.isInteger(price)))
    return rejectOrder(state, out, c, 'INVALID_PRICE')

  const book = state.book
  if (book.find(c.orderId) !== UNKNOWN_ORDER) return rejectOrder(state, out, c, 'DUPLICATE_ORDER_ID')
  const filtered = filterRefusal(state, price, quantity)
  if (filtered !== undefined) return rejectOrder(state, out, c, filtered)
  if (side === 'SELL' && (account === undefined || account.available < quantity))
    return rejectOrder(state, out, c, 'INSUFFICIENT_TOKENS', account?.available)

  const buying = side === 'BUY'
  const opposite: Side = buying ? 'SELL' : 'BUY'
  let maker = book.best(opposite)
  // A market order takes any price: its limit is the far end of the price range.
  const limit = isLimit ? (price as number) : buying ? Infinity : -Infinity
  if (postOnly && maker !== -1 && (buying ? book.priceAt(maker) <= limit : book.priceAt(maker) >= limit))
    return rejectOrder(state, out, c, 'POST_ONLY_WOULD_TAKE')
  if (!isLimit && maker === -1) return rejectOrder(state, out, c, 'NO_LIQUIDITY')

  const start = out.length
  const at = c.at
  out.push({
    type: 'OrderAccepted',
    orderId: c.orderId,
    traderId: c.traderId,
    side,
    orderType,
    price: price ?? null,
    quantity,
    timeInForce,
    postOnly,
    selfTradePrevention: stp,
    at,
  })

  // Walk the opposite side in priority order. Nothing is changed here: evolve applies the events,
  // and since each resting order is met at most once, reading the untouched book is exact.
  let remaining = quantity
  let selfTradeStop = false
  let tradeNumber = state.nextTradeNumber
  const prefix = TRADE_ID_PREFIX[state.config.instrument]
  const caches = state.caches
  while (remaining > 0 && maker !== -1) {
    const makerPrice = book.priceAt(maker)
    if (buying ? makerPrice > limit : makerPrice < limit) break
    const makerTrader = book.traderAt(maker)
    const makerOpen = book.quantityAt(maker)
    if (makerTrader === c.traderId) {
      if (stp === 'EXPIRE_TAKER') {
        selfTradeStop = true
        break
      }
      out.push({
        type: 'OrderCancelled',
        orderId: book.orderIdAt(maker),
        traderId: makerTrader,
        side: opposite,
        price: makerPrice,
        quantity: makerOpen,
        reason: 'SELF_TRADE_PREVENTION',
        at,
      })
      if (stp === 'EXPIRE_BOTH') {
        selfTradeStop = true
        break
      }
      maker = book.next(opposite, maker)
      continue
    }
    const filled = makerOpen < remaining ? makerOpen : remaining
    remaining -= filled
    const makerOrderId = book.orderIdAt(maker)
    const fee = computeFee(state.fees, makerPrice, filled)
    out.push({
      type: 'TradeExecuted',
      tradeId: tradeId(caches, prefix, tradeNumber++),
      price: makerPrice,
      quantity: filled,
      takerOrderId: c.orderId,
      makerOrderId,
      takerSide: side,
      buyerId: buying ? c.traderId : makerTrader,
      sellerId: buying ? makerTrader : c.traderId,
      buyOrderId: buying ? c.orderId : makerOrderId,
      sellOrderId: buying ? makerOrderId : c.orderId,
      takerRemaining: remaining,
      makerRemaining: makerOpen - filled,
      buyerFee: fee,
      sellerFee: fee,
      at,
    })
    if (filled < makerOpen) break
    maker = book.next(opposite, maker)
  }

  if (remaining === 0) return
  if (timeInForce === 'FOK') {
    // All or nothing: forget the fills and cancellations worked out above.
    out.length = start
    return rejectOrder(state, out, c, 'FOK_NOT_FILLABLE')
  }
  if (selfTradeStop || !isLimit || timeInForce === 'IOC') {
    out.push({
      type: 'OrderExpired',
      orderId: c.orderId,
      traderId: c.traderId,
      side,
      quantity: remaining,
      reason: selfTradeStop ? 'SELF_TRADE_PREVENTION' : isLimit ? 'IOC' : 'MARKET',
      at,
    })
    return
  }
  out.push({
    type: 'OrderRested',
    orderId: c.orderId,
    traderId: c.traderId,
    side,
    price: limit,
    quantity: remaining,
    at,
  })
}

/** The handle of the trader's resting order, or a refusal. */
function ownedOrder(state: EngineState, c: CancelOrder | AmendOrder): number | RejectReason {
  if (!isId(c.orderId)) return 'UNKNOWN_ORDER'
  const handle = state.book.find(c.orderId)
  if (handle === FINISHED_ORDER) return 'ORDER_NOT_ACTIVE'
  if (handle === UNKNOWN_ORDER) return 'UNKNOWN_ORDER'
  if (state.book.traderAt(handle) !== c.traderId) return 'NOT_ORDER_OWNER'
  return handle
}

/** Cancels are allowed in every market status and for suspended traders: they only reduce exposure. */
function cancelOrder(state: EngineState, c: CancelOrder, out: EngineEvent[]): void {
  const handle = ownedOrder(state, c)
  if (typeof handle !== 'number') return rejectOrder(state, out, c, handle)
  const book = state.book
  out.push({
    type: 'OrderCancelled',
    orderId: c.orderId,
    traderId: c.traderId,
    side: book.sideAt(handle),
    price: book.priceAt(handle),
    quantity: book.quantityAt(handle),
    reason: 'TRADER',
    at: c.at,
  })
}

/**
 * Amend policy: the open quantity and/or the price of a resting order change in place.
 * A smaller quantity at the same price keeps the order's place in the queue; a new price or a larger
 * quantity sends it to the back of its (new) level, as if it had just arrived. An amend never trades:
 * a new price that would cross the other side is refused (AMEND_WOULD_CROSS) so that an amendment
 * cannot be used to take liquidity without the taker's checks. Like an order, it needs an open
 * market, a trader who is not suspended and a non-zero reference price.
 */
function amendOrder(state: EngineState, c: AmendOrder, out: EngineEvent[]): void {
  const refusal = tradingRefusal(state, lookupAccount(state, c.traderId))
  if (refusal !== undefined) return rejectOrder(state, out, c, refusal)
  const handle = ownedOrder(state, c)
  if (typeof handle !== 'number') return rejectOrder(state, out, c, handle)
  const book = state.book
  const side = book.sideAt(handle)
  const previousPrice = book.priceAt(handle)
  const previousQuantity = book.quantityAt(handle)
  const price = c.price ?? previousPrice
  const quantity = c.quantity ?? previousQuantity
  if (!Number.isInteger(price)) return rejectOrder(state, out, c, 'INVALID_PRICE')
  if (!isQuantity(quantity, state.config.maxQuantity)) return rejectOrder(state, out, c, 'INVALID_QUANTITY')
  const filtered = filterRefusal(state, price, quantity)
  if (filtered !== undefined) return rejectOrder(state, out, c, filtered)
  if (price === previousPrice && quantity === previousQuantity)
    return rejectOrder(state, out, c, 'AMEND_NO_CHANGE')
  const other = book.bestPrice(side === 'BUY' ? 'SELL' : 'BUY')
  if (other !== undefined && (side === 'BUY' ? price >= other : price <= other))
    return rejectOrder(state, out, c, 'AMEND_WOULD_CROSS')
  if (side === 'SELL' && quantity > previousQuantity) {
    const available = lookupAccount(state, c.traderId)?.available ?? 0
    if (available < quantity - previousQuantity)
      return rejectOrder(state, out, c, 'INSUFFICIENT_TOKENS', available)
  }
  out.push({
    type: 'OrderAmended',
    orderId: c.orderId,
    traderId: c.traderId,
    side,
    price,
    quantity,
    previousPrice,
    previousQuantity,
    priorityKept: price === previousPrice && quantity < previousQuantity,
    at: c.at,
  })
}

/**
 * A P2P deal is a sale: it needs an open market and a trader who is not suspended. A conversion to
 * OST is not a trade on this market, so only the zero-price rule (spec §5) applies to it.
 */
function lockTokens(state: EngineState, c: LockTokens, out: EngineEvent[]): void {
  const { lockId, traderId, quantity, purpose } = c
  if (!isId(lockId) || !isId(traderId) || (purpose !== 'P2P' && purpose !== 'CONVERSION'))
    return rejectCommand(state, out, c, String(lockId), 'INVALID_COMMAND')
  if (state.locks.has(lockId)) return rejectCommand(state, out, c, lockId, 'DUPLICATE_LOCK_ID')
  const refusal = purpose === 'P2P' ? tradingRefusal(state, lookupAccount(state, traderId)) : undefined
  if (refusal !== undefined) return rejectCommand(state, out, c, lockId, refusal)
  if (state.referencePrice === 0) return rejectCommand(state, out, c, lockId, 'REFERENCE_PRICE_ZERO')
  if (!isQuantity(quantity, Number.MAX_SAFE_INTEGER))
    return rejectCommand(state, out, c, lockId, 'INVALID_QUANTITY')
  const available = lookupAccount(state, traderId)?.available ?? 0
  if (available < quantity) return rejectCommand(state, out, c, lockId, 'INSUFFICIENT_TOKENS', available)
  out.push({ type: 'TokensLocked', lockId, traderId, quantity, purpose, at: c.at })
}

/**
 * An accepted P2P deal: the seller's P2P lock becomes a pending trade. The market must still be open
 * for the seller (a deal is a sale), and the price must pass the market's price filters.
 */
function executeP2PTrade(state: EngineState, c: ExecuteP2PTrade, out: EngineEvent[]): void {
  const { lockId, buyerId, price } = c
  const lock = state.locks.get(lockId)
  if (lock === undefined) return rejectCommand(state, out, c, String(lockId), 'UNKNOWN_LOCK')
  if (lock.purpose !== 'P2P' || !isId(buyerId) || buyerId === lock.traderId)
    return rejectCommand(state, out, c, lockId, 'INVALID_COMMAND')
  const refusal =
    tradingRefusal(state, lookupAccount(state, lock.traderId)) ??
    tradingRefusal(state, lookupAccount(state, buyerId))
  if (refusal !== undefined) return rejectCommand(state, out, c, lockId, refusal)
  if (!Number.isInteger(price) || price < state.config.minPrice || price > state.config.maxPrice)
    return rejectCommand(state, out, c, lockId, 'PRICE_OUT_OF_RANGE')
  const fee = computeFee(state.fees, price, lock.quantity)
  out.push({
    type: 'P2PTradeExecuted',
    tradeId: `${state.config.instrument}-${state.nextTradeNumber}`,
    lockId,
    buyerId,
    sellerId: lock.traderId,
    price,
    quantity: lock.quantity,
    buyerFee: fee,
    sellerFee: fee,
    at: c.at,
  })
}
