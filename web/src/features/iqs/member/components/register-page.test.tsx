import { KYC_MAX_FILE_BYTES } from '@iqs/protocol'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getToasts, resetToasts } from '../../../../components/ui/toast/toast-store.js'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { RegisterPage } from './register-page.js'

/** The upload the form sends (XMLHttpRequest, for its progress events), driven by the test. */
class FakeUpload {
  static last: FakeUpload | null = null
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  withCredentials = false
  status = 0
  responseText = ''
  url = ''
  body: FormData | null = null
  open(_method: string, url: string) {
    this.url = url
  }
  send(body: FormData) {
    this.body = body
    FakeUpload.last = this
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent))
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    act(() => this.onload?.())
  }
}

const file = (name: string, bytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type })

const registering = { white_list_status: 'REGISTERING', missing: ['id', 'bank'], files: [] }
const pending = { white_list_status: 'PENDING', missing: [], files: [] }
/** What `GET /api/share-owners/me/kyc` answers now. */
let kyc: typeof registering | typeof pending = registering

describe('the register / KYC form', () => {
  beforeEach(() => {
    resetToasts()
    kyc = registering
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
    mockApi({
      '/api/share-owners/me': () =>
        Response.json({ error: { code: 'NOT_FOUND', message: 'no profile' } }, { status: 404 }),
      '/api/share-owners/me/kyc': () => Response.json({ data: kyc }),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  // The form's `accept` attribute only filters the browser's picker: the check must hold on its own.
  const user = () => userEvent.setup({ applyAccept: false })

  it('refuses a file of the wrong type with the spec text', async () => {
    await renderMember(<RegisterPage />)
    await user().upload(screen.getByLabelText('Identity document'), file('id.docx', 10, 'application/msword'))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File format not allowed, allowed formats are : pdf, jpg, jpeg, png',
    )
  })

  it('refuses a file over 10 MB with the spec text, and takes one at the limit', async () => {
    await renderMember(<RegisterPage />)
    const big = file('bank.pdf', 1)
    Object.defineProperty(big, 'size', { value: KYC_MAX_FILE_BYTES + 1 })
    await user().upload(screen.getByLabelText('Bank details'), big)
    expect(screen.getByRole('alert')).toHaveTextContent('File size should not exceed 10 MB')

    const atLimit = file('bank.pdf', 1)
    Object.defineProperty(atLimit, 'size', { value: KYC_MAX_FILE_BYTES })
    await user().upload(screen.getByLabelText('Bank details'), atLimit)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the upload progress of the whole file and of each document, then the saved state', async () => {
    await renderMember(<RegisterPage />)
    expect(await screen.findByRole('heading', { name: /Your account/ })).toHaveTextContent('Restricted')
    await user().type(screen.getByLabelText('Address'), '2 avenue Foch, Paris')
    await user().upload(screen.getByLabelText('Identity document'), file('id.pdf', 1000))
    await user().upload(screen.getByLabelText('Bank details'), file('bank.png', 1000, 'image/png'))
    await user().click(screen.getByLabelText('I confirm that I am not a politically exposed person'))
    await user().click(screen.getByRole('button', { name: 'Save my file' }))

    const upload = FakeUpload.last!
    expect(upload.url).toMatch(/\/api\/share-owners\/me\/kyc$/)
    expect((upload.body?.get('id') as File).name).toBe('id.pdf')
    expect(upload.body?.get('pep_confirmed')).toBe('true')
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled()

    // 500 bytes of fields first, then the identity document, then the bank details.
    upload.progress(1500, 2500)
    const bar = (name: string) => screen.getByRole('progressbar', { name })
    expect(bar('Upload progress')).toHaveAttribute('value', '1500')
    expect(bar('Upload progress')).toHaveAttribute('max', '2500')
    expect(bar('Upload of id.pdf')).toHaveAttribute('value', '1')
    expect(bar('Upload of bank.png')).toHaveAttribute('value', '0')
    upload.progress(2000, 2500)
    expect(bar('Upload of bank.png')).toHaveAttribute('value', '0.5')

    kyc = pending
    upload.respond(200, { data: pending })
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    expect(getToasts().map((t) => [t.kind, t.message])).toContainEqual([
      'success',
      'Your documents are saved',
    ])
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /Your account/ })).toHaveTextContent('Pending'),
    )
  })

  it('says when the upload failed, with the spec text', async () => {
    await renderMember(<RegisterPage />)
    await user().upload(screen.getByLabelText('Identity document'), file('id.pdf', 10))
    await user().click(screen.getByRole('button', { name: 'Save my file' }))
    FakeUpload.last!.respond(500, { error: { code: 'INTERNAL', message: 'boom' } })
    await waitFor(() =>
      expect(getToasts().map((t) => [t.kind, t.message])).toContainEqual([
        'error',
        'An error occurred while uploading your documents. Please try again later.',
      ]),
    )
  })
})
