import type { AdminAdDetail, AdminPublicationDetail, AdminReferenceDetail, Me } from '@iqs/protocol'

/** `GET /api/me` of an admin holding these groups. */
export const adminMe = (permissions: Me['admin_permissions']): Me => ({
  user: { id: 7, email: 'wendy@iqs.demo', user_type: 'Admin', first_name: 'Wendy', last_name: 'Webmaster' },
  totpActivated: false,
  language: 'en',
  admin_permissions: permissions,
})

const history = [
  {
    id: 2,
    action: 'update',
    at: '2026-03-02T10:00:00.000Z',
    admin: { user_id: 7, name: 'Wendy Webmaster' },
    changes: { title_en: { from: 'Old title', to: 'Pricing outcomes' } },
  },
  {
    id: 1,
    action: 'create',
    at: '2026-03-01T09:00:00.000Z',
    admin: { user_id: 7, name: 'Wendy Webmaster' },
    changes: {},
  },
]

export const publicationFixture = (
  overrides: Partial<AdminPublicationDetail> = {},
): AdminPublicationDetail => ({
  id: 12,
  title_en: 'Pricing outcomes',
  title_fr: 'Tarifer les résultats',
  content_en: 'How success fees are set.',
  content_fr: 'Comment les success fees sont fixées.',
  date: '2026-03-15',
  published: false,
  file: {
    name: 'fees.pdf',
    content_type: 'application/pdf',
    size: 2048,
    url: '/api/storage/site/publications/files/abc.pdf',
  },
  cover: null,
  updated_at: '2026-03-02T10:00:00.000Z',
  history,
  ...overrides,
})

export const publicationsPage = (items: AdminPublicationDetail[]) => ({
  items: items.map(({ history: _history, ...item }) => item),
  total: items.length,
  page: 1,
  page_size: 20,
  page_count: 1,
})

export const adFixture = (overrides: Partial<AdminAdDetail> = {}): AdminAdDetail => ({
  id: 3,
  title_en: 'Join us',
  title_fr: 'Rejoignez-nous',
  description_en: 'Grow with the network.',
  description_fr: 'Grandissez avec le réseau.',
  link: '/about-us/exec-partners',
  image: {
    name: 'banner.png',
    content_type: 'image/png',
    size: 4096,
    url: '/api/storage/site/ads/banner.png',
  },
  position: 0,
  active: true,
  active_from: null,
  active_until: null,
  showing: true,
  updated_at: '2026-03-02T10:00:00.000Z',
  history: [],
  ...overrides,
})

export const referenceFixture = (overrides: Partial<AdminReferenceDetail> = {}): AdminReferenceDetail => ({
  id: 5,
  client_name: 'Northwind Bank',
  sector: 'banking',
  quote_en: 'A senior team in five days.',
  quote_fr: 'Une équipe senior en cinq jours.',
  summary_en: 'Core banking migration.',
  summary_fr: 'Migration du core banking.',
  position: 0,
  visible: true,
  logo: null,
  updated_at: '2026-03-02T10:00:00.000Z',
  history: [],
  ...overrides,
})
