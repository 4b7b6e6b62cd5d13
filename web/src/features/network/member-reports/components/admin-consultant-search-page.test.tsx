import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminConsultantHitFixture, adminConsultantPageFixture } from '../testing/member-reports-fixtures.js'
import { callsOf, renderPage, resetPageTest, WAIT, warmUpTexts } from '../testing/render-page.js'
import { AdminConsultantSearchPage } from './admin-consultant-search-page.js'

const SEARCH = '/api/admin/network/consultants/search'

/** /admin-consultants/search: the owners' search form and ranking, the admins' filters and cards. */
describe('the admins’ consultant search', () => {
  beforeAll(warmUpTexts, 60_000)
  beforeEach(resetPageTest, 20_000)
  afterEach(resetPageTest, 20_000)

  it('shows each consultant with their state, e-mail and rating, opening their details', async () => {
    await renderPage(<AdminConsultantSearchPage />, '/admin-consultants/search', {
      [SEARCH]: adminConsultantPageFixture([
        adminConsultantHitFixture(),
        adminConsultantHitFixture({
          user_id: 32,
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          state: 'PENDING',
          rating: null,
          review_count: 0,
        }),
      ]),
    })
    expect(await screen.findByRole('heading', { name: 'Search consultants' }, WAIT)).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Consultants found' })
    // The cards, not the chips of facts inside them.
    const [linus, ada] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
    expect(within(linus!).getByRole('link', { name: 'Linus Torvalds' })).toHaveAttribute(
      'href',
      '/admin-consultants/details/31',
    )
    expect(linus).toHaveTextContent('Suspended')
    expect(linus).toHaveTextContent('linus@example.com')
    expect(linus).toHaveTextContent('Rated 4.8 / 5 (5 reviews)')
    expect(linus).toHaveTextContent('Matches: sector')
    expect(ada).toHaveTextContent('Pending review')
    expect(ada).toHaveTextContent('No reviews yet')
    expect(screen.getByText('2 consultants')).toBeInTheDocument()
  }, 30_000)

  it('searches with the owners’ criteria and the admins’ state and rating, kept in the address', async () => {
    const { api, router } = await renderPage(<AdminConsultantSearchPage />, '/admin-consultants/search', {
      [SEARCH]: adminConsultantPageFixture(),
    })
    await screen.findByRole('list', { name: 'Consultants found' }, WAIT)
    await userEvent.selectOptions(screen.getByLabelText('Membership state'), 'SUSPENDED')
    await waitFor(() => expect(router.state.location.search).toBe('?state=SUSPENDED'))
    await userEvent.selectOptions(screen.getByLabelText('Lowest rating'), '4')
    await userEvent.selectOptions(screen.getByLabelText('Sector'), 'telecoms')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name, headline or skill' }), 'kernel')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(callsOf(api, 'GET').map(([path]) => path)).toContain(
        `${SEARCH}?query=kernel&sector=telecoms&state=SUSPENDED&min_rating=4&page=1&page_size=10`,
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Clear the criteria' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.getByLabelText('Membership state')).toHaveValue('')
  }, 30_000)

  it('reads a state from the address and says when nobody matches', async () => {
    await renderPage(<AdminConsultantSearchPage />, '/admin-consultants/search?state=REJECTED&min_rating=9', {
      [SEARCH]: adminConsultantPageFixture([]),
    })
    expect(await screen.findByText('No consultant matches these criteria.', {}, WAIT)).toBeInTheDocument()
    expect(screen.getByLabelText('Membership state')).toHaveValue('REJECTED')
    // A rating the api would refuse is dropped from the search.
    expect(screen.getByLabelText('Lowest rating')).toHaveValue('')
  }, 30_000)

  it('reads in French', async () => {
    await renderPage(
      <AdminConsultantSearchPage />,
      '/admin-consultants/search',
      { [SEARCH]: adminConsultantPageFixture() },
      'fr',
    )
    expect(
      await screen.findByRole('heading', { name: 'Rechercher des consultants' }, WAIT),
    ).toBeInTheDocument()
    expect(await screen.findByText('Suspendu')).toBeInTheDocument()
    expect(screen.getByLabelText("État de l'adhésion")).toBeInTheDocument()
  }, 30_000)
})
