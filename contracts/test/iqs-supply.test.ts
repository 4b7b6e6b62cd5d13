import { AbiCoder } from 'ethers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { IQSToken, OSTToken, roles } from '../src/index.js'
import { deployPlatform, expectRevert, newWallet, type Platform } from './helpers/platform-fixture.js'

const functionNames = (abi: readonly { type: string; name?: string }[]): string[] =>
  abi.filter((entry) => entry.type === 'function').map((entry) => entry.name ?? '')

describe('IQSToken supply', () => {
  let platform: Platform
  beforeEach(async () => {
    platform = await deployPlatform()
  })
  afterEach(() => platform.chain.close())

  it('mints exactly 500,000,000 whole tokens to the treasury at deployment', async () => {
    const { iqs, treasury } = platform
    expect(await iqs.read<bigint>('totalSupply')).toBe(500_000_000n)
    expect(await iqs.read<bigint>('balanceOf', treasury.address)).toBe(500_000_000n)
    expect(await iqs.read<bigint>('decimals')).toBe(0n)
    expect(await iqs.read<string>('name')).toBe('IQS')
    expect(await iqs.read<string>('symbol')).toBe('IQS')
  })

  it('has no mint function, and burns only through burnFrom (the conversion)', () => {
    expect(functionNames(IQSToken.abi).filter((name) => /mint|burn/i.test(name))).toEqual(['burnFrom'])
    expect(functionNames(OSTToken.abi).filter((name) => /mint|burn/i.test(name))).toEqual([])
  })

  it('lets only the converter (OST) burn: not the agent, not the holder', async () => {
    const { iqs, treasury, agent, addresses } = platform
    expect(await iqs.read<boolean>('hasRole', roles.CONVERTER_ROLE, addresses.ost)).toBe(true)
    const args = expectRevert(
      await iqs.send('burnFrom', treasury.address, 1),
      'AccessControlUnauthorizedAccount',
    )
    expect(args).toEqual([agent.address, roles.CONVERTER_ROLE])
    const byHolder = iqs.as(platform.clientOf(treasury))
    expectRevert(await byHolder.send('burnFrom', treasury.address, 1), 'AccessControlUnauthorizedAccount')
    expect(await iqs.read<bigint>('totalSupply')).toBe(500_000_000n)
  })

  it('refuses a deployment whose treasury is not on the list', async () => {
    const { agent, addresses } = platform
    const args = AbiCoder.defaultAbiCoder().encode(
      ['address', 'address', 'address'],
      [addresses.registry, agent.address, newWallet().address],
    )
    await expect(agent.deploy(IQSToken.bytecode, args)).rejects.toMatchObject({ name: 'DeployRevertedError' })
  })

  it('reads the registry and gives the agent and Settlement their roles', async () => {
    const { iqs, addresses, agent } = platform
    expect(await iqs.read<string>('identityRegistry')).toBe(addresses.registry)
    expect(await iqs.read<boolean>('hasRole', roles.AGENT_ROLE, agent.address)).toBe(true)
    expect(await iqs.read<boolean>('hasRole', roles.OPERATOR_ROLE, addresses.settlement)).toBe(true)
  })
})
