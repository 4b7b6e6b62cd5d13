import type { EventStore } from '@iqs/eventstore'
import type { MarketCommand } from '@iqs/exchange'
import type { Kysely } from 'kysely'
import type { Database } from '../platform/db/database.js'
import type { MarketGateway } from '../iqs/markets/market-gateway.js'
import { DEMO_ACCOUNTS } from './demo-accounts.js'

/**
 * Gives the demo traders tokens and a few resting orders, so the book is
 * alive on a fresh start. Every command has a fixed id: a second start finds
 * it recorded in the log and sends nothing.
 *
 * @returns how many commands were sent by this call.
 */
export async function seedDemoMarket(
  db: Kysely<Database>,
  store: EventStore,
  markets: MarketGateway,
): Promise<number> {
  const traders = DEMO_ACCOUNTS.filter((a) => a.trader).map((a) => a.email)
  const rows = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', traders).execute()
  const idOf = (email: string) => String(rows.find((r) => r.email === email)?.id ?? '')
  const [seller, buyer] = traders.map(idOf)
  if (!seller || !buyer) return 0

  const commands: [string, MarketCommand][] = [
    ...[seller, buyer].map((traderId): [string, MarketCommand] => [
      `demo-credit-iqs-${traderId}`,
      {
        type: 'CreditTokens',
        traderId,
        quantity: 25_000,
        source: 'TREASURY_ALLOCATION',
        reference: 'demo allocation',
      },
    ]),
    // A ladder on each side around the 1.00 EUR reference price.
    ...[102, 104, 106, 110, 115].map((price, i): [string, MarketCommand] => [
      `demo-ask-${i}`,
      {
        type: 'PlaceOrder',
        orderId: `demo-ask-${i}`,
        traderId: seller,
        side: 'SELL',
        orderType: 'LIMIT',
        price,
        quantity: 150 * (i + 1),
      },
    ]),
    ...[98, 96, 95, 92, 90].map((price, i): [string, MarketCommand] => [
      `demo-bid-${i}`,
      {
        type: 'PlaceOrder',
        orderId: `demo-bid-${i}`,
        traderId: buyer,
        side: 'BUY',
        orderType: 'LIMIT',
        price,
        quantity: 120 * (i + 1),
      },
    ]),
  ]
  let sent = 0
  for (const [commandId, command] of commands) {
    if (await store.readCommandResult(commandId)) continue
    await markets.submit('IQS', commandId, command)
    sent++
  }
  return sent
}
