import { deployPlatformContracts, type ChainClient } from '@iqs/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { ChainContractAddresses } from './chain-tables.js'

/**
 * The platform's contracts on this chain: deployed at the first start (the 500 million IQS minted to
 * the platform's key, the treasury), remembered in chain_deployments, found again afterwards. A
 * remembered deployment whose code the chain no longer has (a wiped node or in-process journal)
 * is refused: sending the outbox to fresh contracts would mirror half the history.
 */
export async function ensureDeployment(
  db: Kysely<Database>,
  chain: ChainClient,
  options: { platformSigner: string; at: Date },
): Promise<ChainContractAddresses> {
  const known = await db
    .selectFrom('chain_deployments')
    .selectAll()
    .where('chain_id', '=', chain.chainId)
    .executeTakeFirst()
  if (known) {
    const code = await chain.code(known.addresses.settlement)
    if (code === '0x')
      throw new Error(
        `chain ${chain.chainId} has no contract at ${known.addresses.settlement}, deployed there on ${known.deployed_at.toISOString()}: the chain's state was lost`,
      )
    return known.addresses
  }
  const deployed = await deployPlatformContracts(chain, {
    treasury: chain.address,
    platformSigner: options.platformSigner,
  })
  const addresses: ChainContractAddresses = {
    registry: deployed.registry,
    iqs: deployed.iqs,
    ost: deployed.ost,
    settlement: deployed.settlement,
    anchors: deployed.anchors,
  }
  await db
    .insertInto('chain_deployments')
    .values({
      chain_id: chain.chainId,
      deployer: chain.address,
      addresses: JSON.stringify(addresses) as never,
      deployed_at: options.at,
    })
    .execute()
  return addresses
}
