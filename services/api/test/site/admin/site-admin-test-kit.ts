import type { AdminPermission } from '@iqs/protocol'
import ExcelJS from 'exceljs'
import sharp from 'sharp'
import type { AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { signedInUser } from '../../platform/platform-test-kit.js'

/** A signed-in admin holding only these groups (a new admin holds them all: migration 0870). */
export async function adminWith(t: AccountsTestApp, ...groups: AdminPermission[]) {
  const admin = await signedInUser(t, 'Admin')
  let removal = t.database.db.deleteFrom('admin_permissions').where('user_id', '=', admin.id)
  if (groups.length > 0) removal = removal.where('permission', 'not in', groups)
  await removal.execute()
  return admin
}

/** A caller of the api: JSON in and out, its session cookie on every request. */
export function caller(t: AccountsTestApp, cookie?: string) {
  const headers = (extra: Record<string, string> = {}) => ({ ...(cookie ? { cookie } : {}), ...extra })
  return {
    get: (url: string, extra?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers: headers(extra) }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: headers(), payload: payload as object }),
    put: (url: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url, headers: headers(), payload: payload as object }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers: headers() }),
    /** A multipart form of one file in the field `file` (or `field`). */
    upload: (url: string, fileName: string, content: Buffer, field = 'file') => {
      const form = multipartForm(field, fileName, content)
      return t.app.inject({
        method: 'PUT',
        url,
        headers: headers({ 'content-type': form.contentType }),
        payload: form.payload,
      })
    },
  }
}

const BOUNDARY = 'siteadminboundary'

export function multipartForm(field: string, fileName: string, content: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload }
}

/** A small valid PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

/** A PNG of the given size. */
export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1d3f7a' } })
    .png()
    .toBuffer()
}

/** A JPEG of the given size, noisy so that it is big. */
export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer()
}

/** A real Excel workbook. */
export async function xlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet('Figures').addRow(['Success fees', 2.5])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** A valid publication form. */
export const publicationForm = (overrides: Record<string, unknown> = {}) => ({
  title_en: 'Pricing outcomes',
  title_fr: 'Tarifer les résultats',
  content_en: 'How success fees are set.',
  content_fr: 'Comment les success fees sont fixées.',
  date: '2026-03-15',
  ...overrides,
})

/** A valid ad form. */
export const adForm = (overrides: Record<string, unknown> = {}) => ({
  title_en: 'Join us',
  title_fr: 'Rejoignez-nous',
  description_en: 'Grow with the network.',
  description_fr: 'Grandissez avec le réseau.',
  link: '/about-us/exec-partners',
  active: true,
  active_from: null,
  active_until: null,
  ...overrides,
})

/** A valid reference form. */
export const referenceForm = (overrides: Record<string, unknown> = {}) => ({
  client_name: 'Acme Rail',
  sector: 'transport',
  quote_en: 'On time, on budget.',
  quote_fr: 'Dans les temps, dans le budget.',
  summary_en: 'Timetable planning.',
  summary_fr: 'Planification des horaires.',
  visible: true,
  ...overrides,
})
