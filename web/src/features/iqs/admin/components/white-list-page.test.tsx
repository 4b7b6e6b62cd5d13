import type { WhiteListEntry, WhiteListPage } from '@iqs/protocol'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { WhiteListPage as WhiteListScreen } from './white-list-page.js'

const approved: WhiteListEntry = {
  user_id: 5,
  first_name: 'Theo',
  last_name: 'Trader',
  email: 'trader1@iqs.demo',
  business_name: null,
  country: 'France',
  type: 'INDIVIDUAL',
  sub_type: 'Consultant',
  status: 'APPROVED',
  registered: '2026-01-05T10:00:00Z',
}
const counts = { REGISTERING: 0, PENDING: 0, APPROVED: 1234, REJECTED: 1, LOCKED: 0 }

/** The api's answer for the status asked: the approved trader unless another status is asked. */
function whiteList(asked: string[]) {
  return (url: URL) => {
    const status = url.searchParams.get('status')
    asked.push(status ?? 'all')
    const items = status && status !== 'APPROVED' ? [] : [approved]
    const page: WhiteListPage = { items, total: items.length, page: 1, pageSize: 20, counts }
    return Response.json({ data: page })
  }
}

describe('the admin white list', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['en', 'Status', ['All (1,235)', 'Registering (0)', 'Pending (0)', 'Approved (1,234)', 'Rejected (1)']],
    [
      'fr',
      'Statut',
      ['Tous (1 235)', 'En inscription (0)', 'En attente (0)', 'Approuvé (1 234)', 'Refusé (1)'],
    ],
  ])(
    'opens on every status and counts each status in the filter (%s)',
    async (language, statusLabel, firstOptions) => {
      const asked: string[] = []
      mockApi({ '/api/admin/iqs/white-list': whiteList(asked) })
      await renderMember(<WhiteListScreen />, language as 'en' | 'fr')
      await i18n.loadNamespaces('iqs-admin')
      expect(await screen.findByText('trader1@iqs.demo')).toBeInTheDocument()
      expect(asked).toEqual(['all'])
      const filter = screen.getByLabelText(statusLabel)
      expect(filter).toHaveValue('')
      // Intl writes French thousands with a narrow no-break space: compare with plain spaces.
      const options = within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent?.replace(/\s/g, ' '))
      expect(options.slice(0, firstOptions.length)).toEqual(firstOptions)
      expect(screen.getByText(i18n.t('iqs-admin:whiteList.total', { count: 1 }))).toBeInTheDocument()
    },
  )

  it('asks the api for one status when the admin picks it, the counts staying in the filter', async () => {
    const asked: string[] = []
    mockApi({ '/api/admin/iqs/white-list': whiteList(asked) })
    await renderMember(<WhiteListScreen />)
    await i18n.loadNamespaces('iqs-admin')
    await screen.findByText('trader1@iqs.demo')
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'PENDING')
    expect(await screen.findByText('No application matches these filters.')).toBeInTheDocument()
    expect(asked).toEqual(['all', 'PENDING'])
    expect(screen.getByRole('option', { name: 'Approved (1,234)' })).toBeInTheDocument()
  })
})
