import { KYC_MAX_FILE_BYTES } from '@iqs/protocol'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
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

const notFound = () =>
  Response.json({ error: { code: 'SHARE_OWNER_NOT_FOUND', message: 'none' } }, { status: 404 })
const pending = { white_list_status: 'PENDING', missing: [], files: [] }
const savedId = {
  id: 'f-1',
  kind: 'id',
  file_name: 'passport.png',
  mime_type: 'image/png',
  size: 2048,
  uploaded_at: '2026-01-05T10:00:00Z',
}
/** What `GET /api/share-owners/me/kyc` answers now: 404 (never saved) or a file. */
let kyc: unknown = null

const toasts = () => getToasts().map((t) => [t.kind, t.message])
// The form's `accept` attribute only filters the browser's picker: the check must hold on its own.
const user = () => userEvent.setup({ applyAccept: false })

/** Every field of an individual's file, and both documents. */
async function fillComplete() {
  await user().type(await screen.findByLabelText('Address'), '2 avenue Foch, Paris')
  await user().type(screen.getByLabelText('Country'), 'France')
  await user().type(screen.getByLabelText('Mobile number'), '+33 6 12 34 56 78')
  await user().upload(screen.getByLabelText('Identity document'), file('id.pdf', 1000))
  await user().upload(screen.getByLabelText('Bank details'), file('bank.png', 1000, 'image/png'))
  await user().click(screen.getByLabelText('I confirm that I am not a politically exposed person'))
}

describe('the register / KYC form', () => {
  beforeEach(() => {
    resetToasts()
    kyc = null
    FakeUpload.last = null
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
    mockApi({
      '/api/share-owners/me': notFound,
      '/api/share-owners/me/kyc': () => (kyc ? Response.json({ data: kyc }) : notFound()),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('treats the 404s of a member without a profile as a new file, logging nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderMember(<RegisterPage />)
    expect(await screen.findByRole('heading', { name: /Your account/ })).toHaveTextContent('Restricted')
    expect(await screen.findByRole('button', { name: 'Save my file' })).toBeEnabled()
    expect(screen.getByText(/Still missing: address, country, mobile number/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
  })

  it('refuses a file of the wrong type with the spec text', async () => {
    await renderMember(<RegisterPage />)
    await user().upload(
      await screen.findByLabelText('Identity document'),
      file('id.docx', 10, 'application/msword'),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File format not allowed, allowed formats are : pdf, jpg, jpeg, png',
    )
    expect(screen.getByLabelText('Identity document')).toHaveAttribute('aria-invalid', 'true')
  })

  it('refuses a file over 10 MB with the spec text, and takes one at the limit', async () => {
    await renderMember(<RegisterPage />)
    const big = file('bank.pdf', 1)
    Object.defineProperty(big, 'size', { value: KYC_MAX_FILE_BYTES + 1 })
    await user().upload(await screen.findByLabelText('Bank details'), big)
    expect(screen.getByRole('alert')).toHaveTextContent('File size should not exceed 10 MB')

    const atLimit = file('bank.pdf', 1)
    Object.defineProperty(atLimit, 'size', { value: KYC_MAX_FILE_BYTES })
    await user().upload(screen.getByLabelText('Bank details'), atLimit)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(within(screen.getByTestId('kyc-file-bank')).getByText('10 MB')).toBeInTheDocument()
  })

  it('takes a dropped file and shows its name, type and size; it can be taken away again', async () => {
    await renderMember(<RegisterPage />)
    const field = within(await screen.findByTestId('kyc-file-id'))
    const zone = screen.getByTestId('kyc-file-id').querySelector('.kyc-drop') as HTMLElement
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } })
    expect(zone).toHaveClass('kyc-drop--over')
    fireEvent.drop(zone, { dataTransfer: { files: [file('passport.png', 3 * 1024, 'image/png')] } })
    expect(zone).not.toHaveClass('kyc-drop--over')
    expect(field.getByText('passport.png')).toBeInTheDocument()
    expect(field.getByText('PNG')).toBeInTheDocument()
    expect(field.getByText('3 kB')).toBeInTheDocument()
    expect(screen.getByLabelText('Identity document')).toHaveAccessibleDescription(
      'Chosen: passport.png, PNG, 3 kB.',
    )
    await user().click(field.getByRole('button', { name: 'Remove passport.png' }))
    expect(field.queryByText('passport.png')).not.toBeInTheDocument()
    // A dropped file of the wrong type is refused as a chosen one is.
    fireEvent.drop(zone, { dataTransfer: { files: [file('id.txt', 10, 'text/plain')] } })
    expect(screen.getByRole('alert')).toHaveTextContent('File format not allowed')
  })

  it('saves nothing when empty, and says on each field and in a summary what is missing', async () => {
    await renderMember(<RegisterPage />)
    await user().click(await screen.findByRole('button', { name: 'Save my file' }))
    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent('Your file is not saved yet. Please complete:')
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Enter your address',
      'Enter your country',
      'Enter your mobile number',
      'Add an identity document',
      'Add your bank details',
      'Confirm that you are not a politically exposed person',
    ])
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Enter your address')
    expect(screen.getByLabelText('Address')).toHaveFocus()
    expect(FakeUpload.last).toBeNull()
    expect(toasts()).toEqual([])
  })

  it('asks a company for its name, statutes and K-bis, and checks the values the api would refuse', async () => {
    await renderMember(<RegisterPage />)
    await user().click(await screen.findByLabelText('I apply for a company'))
    await user().type(screen.getByLabelText('Mobile number'), 'call me')
    await user().type(screen.getByLabelText('My own public key (optional)'), '0x1234')
    await user().click(screen.getByRole('button', { name: 'Save my file' }))
    const items = within(await screen.findByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      'Enter the business name',
      'Enter your address',
      'Enter your country',
      'Please enter a valid mobile number',
      'Enter an Ethereum address (0x and 40 hexadecimal digits) or a public key',
      'Add the statutes',
      'Add the K-bis',
      'Add an identity document',
      'Add your bank details',
      'Confirm that you are not a politically exposed person',
    ])
  })

  it('does not ask again for a document already on file', async () => {
    kyc = { ...pending, files: [savedId] }
    await renderMember(<RegisterPage />)
    expect(
      await screen.findByText('On file: passport.png (2 kB). Drop a new file to replace it.'),
    ).toBeInTheDocument()
    await user().click(screen.getByRole('button', { name: 'Save my file' }))
    const items = within(await screen.findByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).not.toContain('Add an identity document')
    expect(items).toContain('Add your bank details')
  })

  it('shows the api’s refusal of an incomplete file on its fields', async () => {
    await renderMember(<RegisterPage />)
    await fillComplete()
    await user().click(screen.getByRole('button', { name: 'Save my file' }))
    FakeUpload.last!.respond(422, {
      error: { code: 'KYC_INCOMPLETE', message: 'incomplete', details: { missing: ['bank'] } },
    })
    await waitFor(() =>
      expect(toasts()).toContainEqual([
        'error',
        'Your file is not saved: some fields or documents are missing',
      ]),
    )
    expect(within(screen.getByRole('alert')).getByRole('listitem')).toHaveTextContent('Add your bank details')
    expect(toasts().filter(([kind]) => kind === 'success')).toEqual([])
  })

  it('shows the upload progress of the whole file and of each document, then the saved state', async () => {
    await renderMember(<RegisterPage />)
    await fillComplete()
    await user().click(screen.getByRole('button', { name: 'Save my file' }))

    const upload = FakeUpload.last!
    expect(upload.url).toMatch(/\/api\/share-owners\/me\/kyc$/)
    expect((upload.body?.get('id') as File).name).toBe('id.pdf')
    expect(upload.body?.get('pep_confirmed')).toBe('true')
    expect(upload.body?.get('address')).toBe('2 avenue Foch, Paris')
    expect(upload.body?.get('business_name')).toBeNull()
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled()

    // 500 bytes of fields first, then the identity document, then the bank details.
    upload.progress(1500, 2500)
    const bar = (name: string) => screen.getByRole('progressbar', { name })
    expect(bar('Upload progress')).toHaveAttribute('value', '1500')
    expect(bar('Upload progress')).toHaveAttribute('max', '2500')
    expect(screen.getByText('60%')).toBeInTheDocument()
    expect(bar('Upload of id.pdf')).toHaveAttribute('value', '1')
    expect(bar('Upload of bank.png')).toHaveAttribute('value', '0')
    upload.progress(2000, 2500)
    expect(bar('Upload of bank.png')).toHaveAttribute('value', '0.5')

    kyc = pending
    upload.respond(200, { data: pending })
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    expect(toasts()).toContainEqual(['success', 'Your documents are saved'])
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /Your account/ })).toHaveTextContent('Pending'),
    )
  })

  it('says when the upload failed, with the spec text', async () => {
    await renderMember(<RegisterPage />)
    await fillComplete()
    await user().click(screen.getByRole('button', { name: 'Save my file' }))
    FakeUpload.last!.respond(500, { error: { code: 'INTERNAL', message: 'boom' } })
    await waitFor(() =>
      expect(toasts()).toContainEqual([
        'error',
        'An error occurred while uploading your documents. Please try again later.',
      ]),
    )
  })

  it('speaks French: the fields, a dropped file and what is missing', async () => {
    await renderMember(<RegisterPage />, 'fr')
    await user().upload(await screen.findByLabelText("Pièce d'identité"), file('id.docx', 10))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Format de fichier non autorisé, formats autorisés : pdf, jpg, jpeg, png',
    )
    await user().click(screen.getByRole('button', { name: 'Enregistrer mon dossier' }))
    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent("Votre dossier n'est pas encore enregistré")
    expect(summary).toHaveTextContent('Saisissez votre adresse')
    expect(summary).toHaveTextContent('Ajoutez votre RIB')
  })
})
