import type { VerifyResult } from '@iqs/protocol'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { VerifyPage } from './verify-page.js'

const TX_HASH = `0x${'d'.repeat(64)}`

const result = (onChain: VerifyResult['onChain']): VerifyResult => ({
  authentic: true,
  signer: `0x${'a'.repeat(40)}`,
  platform: true,
  platformAddress: `0x${'a'.repeat(40)}`,
  onChain,
})

const tx = { txHash: TX_HASH, blockNumber: 57, error: null, updatedAt: '2026-01-05T11:00:00Z' }

async function check(answer: VerifyResult, language: 'en' | 'fr' = 'en') {
  mockApi({ '/api/iqs/verify': answer })
  await renderMember(<VerifyPage />, language)
  await userEvent.type(screen.getByLabelText(/payload|charge/i), '{{"tradeId":"t-1"}')
  await userEvent.type(screen.getByLabelText('Signature'), '0x1234')
  await userEvent.click(
    screen.getByRole('button', {
      name: language === 'en' ? 'Check authenticity' : "Vérifier l'authenticité",
    }),
  )
  return screen.findByRole('status')
}

/** Issue 19: an authentic signature also says whether the trade is settled on chain. */
describe('the verify page, on chain', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['en', `Settled on chain in block 57 (transaction ${TX_HASH})`],
    ['fr', `Réglé sur la blockchain au bloc 57 (transaction ${TX_HASH})`],
  ] as const)('names the block and the transaction of a settled trade (%s)', async (language, text) => {
    const status = await check(result({ settled: true, tx: { ...tx, state: 'mined' } }), language)
    expect(status).toHaveTextContent(text)
  })

  it('says a trade is not yet settled on chain, and where its transaction stands', async () => {
    const status = await check(
      result({
        settled: false,
        tx: { ...tx, state: 'failed', txHash: null, blockNumber: null, error: 'Paused()' },
      }),
    )
    expect(status).toHaveTextContent('Not yet settled on chain · Chain transfer failed: Paused()')
  })

  it('says nothing of the chain when the mirror is off', async () => {
    const status = await check(result(null))
    expect(status).toHaveTextContent('Authentic: signed by the platform')
    expect(status).not.toHaveTextContent(/on chain/i)
  })
})
