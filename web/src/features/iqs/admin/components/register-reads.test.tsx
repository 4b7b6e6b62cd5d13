import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'

const REGISTER = {
  position: 42,
  iqsPrice: '1.05',
  ostPrice: '1.00',
  holders: [],
  totals: { iqsShares: '0', ostShares: '0', investedEur: '0.00', marketValueEur: '0.00' },
}
const READS = [
  {
    id: 2,
    userId: 9,
    email: 'auditor@iqs.demo',
    role: 'Auditor',
    readAt: '2026-11-24T10:00:00.000Z',
    position: 42,
    format: 'xlsx',
    contactsMasked: true,
  },
  {
    id: 1,
    userId: 3,
    email: null,
    role: 'Admin',
    readAt: '2026-11-24T09:00:00.000Z',
    position: 40,
    format: 'json',
    contactsMasked: false,
  },
]

describe('who read the holders register', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    signInAs('Admin')
  })
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['en', 'Who read this register', 'Masked', 'Deleted account #3'],
    ['fr', 'Qui a consulté ce registre', 'Masqués', 'Compte supprimé n° 3'],
  ])('lists the reads on demand in %s', async (lang, title, masked, deleted) => {
    await i18n.changeLanguage(lang)
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/admin/iqs/holdings/reads': READS,
      '/api/admin/iqs/holdings': REGISTER,
    })
    renderApp('/iqs-tokens/iqs-holdings')
    const summary = await screen.findByText(title)
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/holdings/reads'))).toBe(false)
    await userEvent.click(summary)
    expect(await screen.findByText('auditor@iqs.demo')).toBeInTheDocument()
    expect(screen.getByText(masked)).toBeInTheDocument()
    expect(screen.getByText(deleted)).toBeInTheDocument()
    expect(screen.getByText('Excel')).toBeInTheDocument()
  })
})
