import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adFixture } from '../testing/site-admin-fixtures.js'
import {
  callsOf,
  renderSiteAdmin,
  resetSiteAdminTest,
  WAIT,
  warmUpSiteAdmin,
} from '../testing/render-site-admin.js'

const user = () => userEvent.setup()
const LIST = '/api/admin/site/ads'
const { history: _history, ...listed } = adFixture()

/** The ad space page: the ads and why each shows or not, the form, the preview, the side column's refresh. */
describe('the ad space admin', () => {
  beforeAll(warmUpSiteAdmin, 60_000)
  beforeEach(resetSiteAdminTest, 20_000)
  afterEach(resetSiteAdminTest, 20_000)

  it('lists the ads with whether each shows today, and why not', async () => {
    await renderSiteAdmin('/admin-web-site/ad-space', {
      [LIST]: {
        items: [
          listed,
          { ...listed, id: 4, title_en: 'Hidden ad', active: false, showing: false, position: 1 },
          { ...listed, id: 5, title_en: 'Bare ad', image: null, showing: false, position: 2 },
          { ...listed, id: 6, title_en: 'Later ad', active_from: '2999-01-01', showing: false, position: 3 },
        ],
      },
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Ad space' }, WAIT)).toBeInTheDocument()
    const state = async (title: string) => (await screen.findByText(title)).closest('tr')!.textContent
    expect(await state('Join us')).toContain('Showing')
    expect(await state('Hidden ad')).toContain('Inactive')
    expect(await state('Bare ad')).toContain('No image')
    expect(await state('Later ad')).toMatch(/From 1 January 2999.*Scheduled/)
  }, 30_000)

  it('saves an edit and reads the side column again at once, in the reader’s language', async () => {
    let title = 'Join us'
    const { api } = await renderSiteAdmin('/admin-web-site/ad-space?edit=3', {
      [LIST]: () => Response.json({ data: { items: [{ ...listed, title_en: title }] } }),
      '/api/admin/site/ads/3': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'PUT') title = (JSON.parse(String(init.body)) as { title_en: string }).title_en
        return Response.json({ data: adFixture({ title_en: title }) })
      },
      '/api/adds': () =>
        Response.json({ data: [{ id: 3, title, description: 'Grow', image_link: 'x.png', add_link: '/' }] }),
    })
    const panel = await screen.findByRole('region', { name: 'Ad' }, WAIT)
    const field = await within(panel).findByLabelText('Title (English)')
    const sideColumn = screen.getByRole('region', { name: 'Featured' })
    await within(sideColumn).findByText('Join us')
    const adsReads = () => callsOf(api, 'GET').filter(([path]) => path.startsWith('/api/adds'))
    const before = adsReads().length
    expect(adsReads().at(-1)?.[0]).toBe('/api/adds?lang=en')

    await user().clear(field)
    await user().type(field, 'Join the network')
    await user().click(within(panel).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf(api, 'PUT')).toHaveLength(1))
    expect(callsOf(api, 'PUT')[0]![1]).toMatchObject({
      title_en: 'Join the network',
      position: 0,
      active: true,
      active_from: null,
    })
    // The side column (cached 10 minutes) is read again for the admin's own browser.
    await waitFor(() => expect(adsReads().length).toBeGreaterThan(before))
    expect(await within(sideColumn).findByText('Join the network')).toBeInTheDocument()
  }, 30_000)

  it('refuses a link that is neither a site path nor an https address, and dates in the wrong order', async () => {
    const { api } = await renderSiteAdmin('/admin-web-site/ad-space?edit=new', { [LIST]: { items: [] } })
    const panel = await screen.findByRole('region', { name: 'Ad' }, WAIT)
    await user().type(within(panel).getByLabelText('Title (English)'), 'Offer')
    await user().type(within(panel).getByLabelText('Description (English)'), 'A good offer')
    await user().type(within(panel).getByLabelText('Link'), 'javascript:alert(1)')
    await user().type(within(panel).getByLabelText('Shown from'), '2030-06-12')
    await user().type(within(panel).getByLabelText('Shown until'), '2030-06-11')
    await user().click(within(panel).getByRole('button', { name: 'Create the ad' }))
    expect(
      await within(panel).findByText('Enter a path of this site (starting with /) or an https:// address.'),
    ).toBeInTheDocument()
    expect(within(panel).getByText('The last day must not be before the first one.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([])
    expect(within(panel).getByText(/Its image can be added once the ad is created/)).toBeInTheDocument()
  }, 30_000)

  it('previews the ad in French as the side column shows it', async () => {
    await renderSiteAdmin('/admin-web-site/ad-space?edit=3', {
      [LIST]: { items: [listed] },
      '/api/admin/site/ads/3': adFixture(),
    })
    const preview = await screen.findByRole('region', { name: 'Preview' }, WAIT)
    await user().click(within(preview).getByRole('button', { name: 'French' }))
    const card = await within(preview).findByRole('link', { name: /Rejoignez-nous/ })
    expect(card).toHaveAttribute('href', '/about-us/exec-partners')
    expect(card).toHaveTextContent('Grandissez avec le réseau.')
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/storage/site/ads/banner.png')
  }, 30_000)
})
