import { AbiCoder, getAddress } from 'ethers'
import { AnchorRegistry, IdentityRegistry, IQSToken, OSTToken, Settlement } from './artifacts/index.js'
import type { ChainClient } from './chain-client.js'
import { contractInterfaces } from './contract-interfaces.js'
import { roles, traderKey } from './roles.js'
import { sendOrThrow } from './transactions.js'

export interface DeployPlatformOptions {
  /** Who holds DEFAULT_ADMIN_ROLE in the end (roles, signer rotation, tokens); the client's address by default. */
  admin?: string
  /** Receives the 500,000,000 IQS; allowed on the registry before IQS is deployed. */
  treasury: string
  /** The treasury's trader id on the registry ('treasury' by default). */
  treasuryTraderId?: string
  /** The key whose EIP-712 signatures Settlement accepts (the api's platform signer). */
  platformSigner: string
}

/** The deployed contracts' addresses (checksummed) and the gas the whole deployment used. */
export interface PlatformContracts {
  registry: string
  iqs: string
  ost: string
  settlement: string
  anchors: string
  gasUsed: bigint
}

/**
 * Deploys and wires the platform's contracts from `client`, the platform's chain key: it becomes
 * the agent (list, pause, freeze, conversion) and the anchor writer. Settlement is the operator of
 * both tokens and OST the converter of IQS; "IQS" and "OST" are registered for settlement. When
 * `admin` is another address, the client hands it DEFAULT_ADMIN_ROLE on every contract and
 * renounces its own. Any revert throws TransactionRevertedError.
 */
export async function deployPlatformContracts(
  client: ChainClient,
  options: DeployPlatformOptions,
): Promise<PlatformContracts> {
  const me = client.address
  const treasury = getAddress(options.treasury)
  let gasUsed = 0n
  const deploy = async (
    artifact: { bytecode: string },
    types: string[],
    args: unknown[],
  ): Promise<string> => {
    const { address, outcome } = await client.deploy(
      artifact.bytecode,
      AbiCoder.defaultAbiCoder().encode(types, args),
    )
    gasUsed += outcome.gasUsed
    return address
  }
  const send = async (to: string, data: string, what: string): Promise<void> => {
    gasUsed += (await sendOrThrow(client, to, data, what)).gasUsed
  }
  const { IdentityRegistry: registryAbi, IQSToken: iqsAbi, OSTToken: ostAbi } = contractInterfaces
  const { Settlement: settlementAbi, AnchorRegistry: anchorsAbi } = contractInterfaces

  const registry = await deploy(IdentityRegistry, ['address'], [me])
  await send(
    registry,
    registryAbi.encodeFunctionData('grantRole', [roles.AGENT_ROLE, me]),
    'registry: agent role',
  )
  await send(
    registry,
    registryAbi.encodeFunctionData('allow', [treasury, traderKey(options.treasuryTraderId ?? 'treasury')]),
    'registry: allow the treasury',
  )
  const iqs = await deploy(IQSToken, ['address', 'address', 'address'], [registry, me, treasury])
  const ost = await deploy(OSTToken, ['address', 'address', 'address'], [registry, me, iqs])
  const settlement = await deploy(
    Settlement,
    ['address', 'address', 'address'],
    [registry, me, options.platformSigner],
  )
  const anchors = await deploy(AnchorRegistry, ['address'], [me])

  for (const [token, abi, name] of [
    [iqs, iqsAbi, 'IQS'],
    [ost, ostAbi, 'OST'],
  ] as const) {
    await send(token, abi.encodeFunctionData('grantRole', [roles.AGENT_ROLE, me]), `${name}: agent role`)
    await send(
      token,
      abi.encodeFunctionData('grantRole', [roles.OPERATOR_ROLE, settlement]),
      `${name}: operator role`,
    )
    await send(
      settlement,
      settlementAbi.encodeFunctionData('registerToken', [name, token]),
      `settlement: ${name}`,
    )
  }
  await send(iqs, iqsAbi.encodeFunctionData('grantRole', [roles.CONVERTER_ROLE, ost]), 'IQS: converter role')
  await send(
    anchors,
    anchorsAbi.encodeFunctionData('grantRole', [roles.ANCHOR_ROLE, me]),
    'anchors: anchor role',
  )

  const admin = getAddress(options.admin ?? me)
  if (admin !== me)
    for (const contract of [registry, iqs, ost, settlement, anchors]) {
      // Every contract has AccessControl's grantRole/renounceRole: any of the interfaces encodes them.
      await send(
        contract,
        registryAbi.encodeFunctionData('grantRole', [roles.DEFAULT_ADMIN_ROLE, admin]),
        'admin handover',
      )
      await send(
        contract,
        registryAbi.encodeFunctionData('renounceRole', [roles.DEFAULT_ADMIN_ROLE, me]),
        'admin handover',
      )
    }

  return { registry, iqs, ost, settlement, anchors, gasUsed }
}
