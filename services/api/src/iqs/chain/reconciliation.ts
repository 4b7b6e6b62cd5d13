import { contractInterfaces, type ChainClient } from '@iqs/contracts'
import { TREASURY_ID } from '@iqs/engine'
import type { Reconciliation } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { maxSupply } from '../market-settings/market-state.repository.js'
import { partiesOf } from '../share-owners/trader-parties.js'
import { outboxBacklog } from './chain-sender.js'
import type { ChainContractAddresses } from './chain-tables.js'
import { CHAIN_INSTRUMENTS } from './mirror-event.js'
import { tokenAddress } from './intent-call.js'

const token = contractInterfaces.IQSToken

/**
 * Compares every holder's tokens in the engine (available + reserved behind sell orders + escrow
 * awaiting settlement: all still in their wallet on chain) with the token's `balanceOf` of their
 * wallet, and lists the differences. Rows still in the outbox explain differences that will go;
 * `openRows` says how many there are. The treasury (the platform's key) should hold, of IQS, the
 * 500 million less what holders have and what conversions burnt; of OST, nothing (OST is minted to
 * its holder).
 */
export async function reconcile(
  db: Kysely<Database>,
  { client, contracts }: { client: ChainClient; contracts: ChainContractAddresses },
  at: Date,
): Promise<Reconciliation> {
  const blockNumber = await client.blockNumber()
  const wallets = new Map(
    (await db.selectFrom('chain_wallets').select(['trader_id', 'address']).execute()).map((w) => [
      w.trader_id,
      w.address,
    ]),
  )
  const balances = await db
    .selectFrom('iqs_balances')
    .select(['instrument', 'trader_id', sql<number>`available + reserved + escrow`.as('held')])
    .where('trader_id', '<>', TREASURY_ID)
    .execute()
  const converted = await db
    .selectFrom('iqs_conversions')
    .select(sql<string>`coalesce(sum(quantity), 0)`.as('quantity'))
    .where('status', '=', 'ACCEPTED')
    .executeTakeFirst()
  const parties = await partiesOf(db, [...new Set([...balances.map((b) => b.trader_id), ...wallets.keys()])])
  const balanceOf = async (instrument: string, address: string) => {
    const data = await client.call(
      tokenAddress(contracts, instrument),
      token.encodeFunctionData('balanceOf', [address]),
    )
    return Number(token.decodeFunctionResult('balanceOf', data)[0] as bigint)
  }

  const instruments: Reconciliation['instruments'] = []
  for (const instrument of CHAIN_INSTRUMENTS) {
    const engine = new Map<string, number>()
    for (const b of balances) if (b.instrument === instrument) engine.set(b.trader_id, Number(b.held))
    const holders = [...new Set([...engine.keys(), ...wallets.keys()])].sort()
    const differences: Reconciliation['instruments'][number]['differences'] = []
    let held = 0
    for (const traderId of holders) {
      const address = wallets.get(traderId) ?? null
      const inEngine = engine.get(traderId) ?? 0
      held += inEngine
      const onChain = address ? await balanceOf(instrument, address) : null
      if ((onChain ?? 0) !== inEngine)
        differences.push({
          traderId,
          name: parties.get(traderId)?.name ?? null,
          address,
          engine: inEngine,
          chain: onChain,
          difference: (onChain ?? 0) - inEngine,
        })
    }
    instruments.push({
      instrument,
      holders: holders.filter((id) => (engine.get(id) ?? 0) > 0).length,
      differences,
      treasury: {
        chain: await balanceOf(instrument, client.address),
        engine: instrument === 'IQS' ? maxSupply('IQS') - Number(converted?.quantity ?? 0) - held : 0,
      },
    })
  }
  const backlog = await outboxBacklog(db)
  return { checkedAt: at.toISOString(), blockNumber, instruments, openRows: backlog.pending + backlog.sent }
}
