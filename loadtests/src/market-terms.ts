import { EUR_DECIMALS, unitsToEur } from '@iqs/protocol'
import type { HttpClient, Session } from './http-client.js'
import { expectStatus } from './traders.js'

/**
 * The IQS market's price decimals as the product configures them (`GET /api/iqs/market-config`):
 * the book's prices come written with them, so a scenario that reads the book keys its levels in
 * the market's price units, whatever they are.
 *
 * @example const priceDecimals = await iqsPriceDecimals(client, admin)
 */
export async function iqsPriceDecimals(client: HttpClient, session: Session): Promise<number> {
  const answer = expectStatus(
    await client.request(session, 'GET', '/api/iqs/market-config'),
    'market config',
    200,
  )
  return answer.body.data.IQS.price_decimals as number
}

/**
 * A price the scenarios choose in euro cents, as the order route takes it: '0.50' for 50. The
 * api turns it into the market's price units.
 *
 * @example eurFromCents(120) // '1.20'
 */
export const eurFromCents = (cents: number): string => unitsToEur(cents, EUR_DECIMALS)
