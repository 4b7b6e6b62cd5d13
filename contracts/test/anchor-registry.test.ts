import { ZeroHash, id } from 'ethers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { roles } from '../src/index.js'
import {
  deployPlatform,
  expectMined,
  expectRevert,
  type Platform,
  newWallet,
} from './helpers/platform-fixture.js'

describe('AnchorRegistry', () => {
  let platform: Platform
  beforeEach(async () => {
    platform = await deployPlatform()
  })
  afterEach(() => platform.chain.close())

  it('has nothing anchored at first', async () => {
    expect(await platform.anchors.readAll('latest')).toEqual([0n, ZeroHash, 0n])
  })

  it('records head hashes at increasing positions: anchorAt, latest, event', async () => {
    const { anchors } = platform
    expectMined(await anchors.send('anchor', 10, id('head-10')))
    const outcome = expectMined(await anchors.send('anchor', 25, id('head-25')))
    expect(anchors.iface.parseLog(outcome.logs[0]!)?.args.toArray()).toEqual([25n, id('head-25')])
    expect(await anchors.read<string>('anchorAt', 10)).toBe(id('head-10'))
    expect(await anchors.read<string>('anchorAt', 25)).toBe(id('head-25'))
    expect(await anchors.read<string>('anchorAt', 11)).toBe(ZeroHash)
    expect(await anchors.readAll('latest')).toEqual([25n, id('head-25'), BigInt(outcome.blockNumber)])
  })

  it('refuses a position that is not after the last (PositionNotAfterLast)', async () => {
    const { anchors } = platform
    expectRevert(await anchors.send('anchor', 0, id('zero')), 'PositionNotAfterLast')
    expectMined(await anchors.send('anchor', 10, id('head-10')))
    expect(expectRevert(await anchors.send('anchor', 10, id('again')), 'PositionNotAfterLast')).toEqual([
      10n,
      10n,
    ])
    expectRevert(await anchors.send('anchor', 9, id('earlier')), 'PositionNotAfterLast')
    expect(await anchors.read<string>('anchorAt', 10)).toBe(id('head-10'))
  })

  it('refuses an empty head hash', async () => {
    expectRevert(await platform.anchors.send('anchor', 1, ZeroHash), 'ZeroHeadHash')
  })

  it('lets only the anchor role write', async () => {
    const stranger = platform.anchors.as(platform.clientOf(newWallet()))
    const args = expectRevert(
      await stranger.send('anchor', 1, id('forged')),
      'AccessControlUnauthorizedAccount',
    )
    expect(args[1]).toBe(roles.ANCHOR_ROLE)
  })
})
