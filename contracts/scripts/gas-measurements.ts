import { Wallet, id } from 'ethers'
import {
  AnchorRegistry,
  contractInterfaces,
  createInProcessChain,
  deployPlatformContracts,
  IdentityRegistry,
  IQSToken,
  OSTToken,
  SETTLED_TRADE_TYPES,
  Settlement,
  sendOrThrow,
  settledTradeDomain,
  traderKey,
  type ChainClient,
  type SettledTrade,
  type TxOutcome,
} from '../src/index.js'

export interface GasRow {
  operation: string
  gas: bigint
}

const CHAIN_ID = 31337
/** 2026-01-01T00:00:00Z: block times do not change gas, but a fixed clock keeps every run identical. */
const NOW = 1_767_225_600_000

/**
 * Fixed keys: calldata costs more for non-zero bytes, so random addresses would make the numbers
 * wobble from run to run.
 */
const wallet = (label: string): Wallet => new Wallet(id(`iqs gas report: ${label}`))

/** Wraps a client to note the gas of each deployment, named by the artifact whose bytecode it sent. */
function recordingDeploys(client: ChainClient, rows: GasRow[]): ChainClient {
  const artifacts = [IdentityRegistry, IQSToken, OSTToken, Settlement, AnchorRegistry]
  return {
    chainId: client.chainId,
    address: client.address,
    async deploy(bytecode, encodedArgs) {
      const deployed = await client.deploy(bytecode, encodedArgs)
      const name = artifacts.find((artifact) => artifact.bytecode === bytecode)?.contractName ?? 'unknown'
      rows.push({ operation: `deploy ${name}`, gas: deployed.outcome.gasUsed })
      return deployed
    },
    send: (to, data) => client.send(to, data),
    sign: (to, data) => client.sign(to, data),
    broadcast: (raw) => client.broadcast(raw),
    outcome: (hash) => client.outcome(hash),
    call: (to, data) => client.call(to, data),
    code: (address) => client.code(address),
    blockNumber: () => client.blockNumber(),
  }
}

/** Deploys the platform on a fresh in-process chain and measures each operation's gas. */
export async function measureGas(): Promise<GasRow[]> {
  const chain = await createInProcessChain({ chainId: CHAIN_ID, now: () => NOW })
  try {
    const rows: GasRow[] = []
    const [platform, treasury, signer] = [wallet('platform'), wallet('treasury'), wallet('signer')]
    const agent = chain.client(platform.privateKey)
    const deployed = await deployPlatformContracts(recordingDeploys(agent, rows), {
      treasury: treasury.address,
      platformSigner: signer.address,
    })
    const deploymentsGas = rows.reduce((sum, row) => sum + row.gas, 0n)
    rows.push({
      operation: 'deploy: wiring (roles, treasury on the list, tokens registered)',
      gas: deployed.gasUsed - deploymentsGas,
    })
    rows.push({ operation: 'deploy: everything', gas: deployed.gasUsed })

    const { IdentityRegistry: registry, IQSToken: iqs, OSTToken: ost } = contractInterfaces
    const { Settlement: settlement, AnchorRegistry: anchors } = contractInterfaces
    const measure = async (operation: string, outcome: Promise<TxOutcome>, per = 1n): Promise<void> => {
      rows.push({ operation, gas: (await outcome).gasUsed / per })
    }
    const asAgent = (to: string, data: string): Promise<TxOutcome> =>
      sendOrThrow(agent, to, data, 'gas report')

    const traders = Array.from({ length: 12 }, (_, i) => wallet(`trader-${i}`))
    for (const [i, trader] of traders.entries()) {
      const allowed = asAgent(
        deployed.registry,
        registry.encodeFunctionData('allow', [trader.address, traderKey(`trader-${i}`)]),
      )
      if (i === 0) await measure('IdentityRegistry.allow', allowed)
      else await allowed
    }
    // trader-0 sells to trader-1 in the trades below; trader-2 receives the forced transfer.
    const [seller, , other] = traders as [Wallet, Wallet, Wallet]
    const fromTreasury = chain.client(treasury.privateKey)
    const transfer = (to: Wallet, amount: number): Promise<TxOutcome> =>
      sendOrThrow(
        fromTreasury,
        deployed.iqs,
        iqs.encodeFunctionData('transfer', [to.address, amount]),
        'transfer',
      )
    await measure('IQS transfer (to a new holder)', transfer(seller, 100_000))
    await measure('IQS transfer (to a holder)', transfer(seller, 100_000))

    const trade = (n: number): SettledTrade => ({
      tradeId: `TRADE-${String(n).padStart(6, '0')}`,
      instrument: 'IQS',
      buyer: 'trader-1',
      seller: 'trader-0',
      quantity: '100',
      unitPriceCents: '1250',
      settledAt: String(NOW),
    })
    const settle = async (trades: SettledTrade[]): Promise<TxOutcome> => {
      const signatures = await Promise.all(
        trades.map((value) => signer.signTypedData(settledTradeDomain(CHAIN_ID), SETTLED_TRADE_TYPES, value)),
      )
      return asAgent(deployed.settlement, settlement.encodeFunctionData('settle', [trades, signatures]))
    }
    await measure('Settlement.settle, batch of 1 (first trade to the buyer)', settle([trade(1)]))
    await measure('Settlement.settle, batch of 1', settle([trade(2)]))
    const ten = Array.from({ length: 10 }, (_, i) => trade(10 + i))
    const batch = settle(ten)
    await measure('Settlement.settle, batch of 10 (per trade)', batch, 10n)
    rows.push({ operation: 'Settlement.settle, batch of 10 (whole batch)', gas: (await batch).gasUsed })

    await measure('IQS pause', asAgent(deployed.iqs, iqs.encodeFunctionData('pause')))
    await measure('IQS unpause', asAgent(deployed.iqs, iqs.encodeFunctionData('unpause')))
    await measure('IQS freeze', asAgent(deployed.iqs, iqs.encodeFunctionData('freeze', [seller.address])))
    await measure(
      'IQS forcedTransfer (from a frozen wallet)',
      asAgent(deployed.iqs, iqs.encodeFunctionData('forcedTransfer', [seller.address, other.address, 50])),
    )
    await measure('IQS unfreeze', asAgent(deployed.iqs, iqs.encodeFunctionData('unfreeze', [seller.address])))
    await measure(
      'OST convert (first OST of the holder)',
      asAgent(deployed.ost, ost.encodeFunctionData('convert', [seller.address, 1_000])),
    )
    await measure(
      'OST convert',
      asAgent(deployed.ost, ost.encodeFunctionData('convert', [seller.address, 1_000])),
    )
    await measure('OST issue', asAgent(deployed.ost, ost.encodeFunctionData('issue', [seller.address, 500])))
    await measure(
      'AnchorRegistry.anchor (first)',
      asAgent(deployed.anchors, anchors.encodeFunctionData('anchor', [1_000, id('head 1000')])),
    )
    await measure(
      'AnchorRegistry.anchor',
      asAgent(deployed.anchors, anchors.encodeFunctionData('anchor', [2_000, id('head 2000')])),
    )
    return rows
  } finally {
    await chain.close()
  }
}

/** The rows as a Markdown table, gas right-aligned with thousands separators. */
export function formatGasTable(rows: GasRow[]): string {
  const cells = rows.map((row) => [row.operation, row.gas.toLocaleString('en-US')] as const)
  const [nameWidth, gasWidth] = [
    Math.max('operation'.length, ...cells.map(([name]) => name.length)),
    Math.max('gas'.length, ...cells.map(([, gas]) => gas.length)),
  ]
  return [
    `| ${'operation'.padEnd(nameWidth)} | ${'gas'.padStart(gasWidth)} |`,
    `| ${'-'.repeat(nameWidth)} | ${'-'.repeat(gasWidth - 1)}: |`,
    ...cells.map(([name, gas]) => `| ${name.padEnd(nameWidth)} | ${gas.padStart(gasWidth)} |`),
  ].join('\n')
}
