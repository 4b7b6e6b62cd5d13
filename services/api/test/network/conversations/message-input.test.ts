import { MAX_MESSAGE_LENGTH, MESSAGE_ATTACHMENT_MAX_BYTES, type MessagePage } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { SAMPLE, signInAs } from '../../iqs-core/iqs-test-kit.js'
import {
  call,
  dataOf,
  messageCounts,
  parties,
  refusal,
  storedMessageFiles,
  write,
  writeWithFiles,
  type Parties,
} from './conversations-test-kit.js'
import { XLSX } from './sample-files.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`what a message may carry on ${backend.name}`, () => {
    let t: AccountsTestApp
    let p: Parties

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      p = await parties(t)
    })
    afterAll(() => t.close())

    /** Sends, expects the refusal, and that nothing was written. */
    async function refused(send: () => ReturnType<typeof write>, status: number, code: string) {
      const before = await messageCounts(t)
      const files = await storedMessageFiles(t, p.ada.id)
      expect(refusal(await send(), status).code).toBe(code)
      expect(await messageCounts(t)).toEqual(before)
      expect(await storedMessageFiles(t, p.ada.id)).toBe(files)
    }

    it.each([
      ['an empty body', { body: '' }],
      ['only spaces', { body: '   \n ' }],
      ['a body too long', { body: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }],
      ['a control character', { body: 'bell \u0007' }],
      ['no body', {}],
      ['an unknown field', { body: 'Hi', to: 'everyone' }],
      ['a number', { body: 42 }],
    ])('refuses %s as JSON (400), writing nothing', async (_, body) => {
      await refused(() => write(t, p.ada, p.applicationId, body), 400, 'VALIDATION_FAILED')
    })

    it('takes the longest body', async () => {
      const page = dataOf<MessagePage>(
        await write(t, p.ada, p.applicationId, { body: 'y'.repeat(MAX_MESSAGE_LENGTH) }),
        201,
      )
      expect(page.items.at(-1)!.body).toHaveLength(MAX_MESSAGE_LENGTH)
    })

    it('stores up to 3 files of the allowed kinds, which both parties and admins download', async () => {
      const stored = await storedMessageFiles(t, p.client.id)
      const page = dataOf<MessagePage>(
        await writeWithFiles(t, p.client, p.applicationId, { body: 'The brief and the budget' }, [
          { filename: 'brief.pdf', content: SAMPLE.pdf },
          { filename: 'budget.xlsx', content: XLSX },
          { filename: 'site.png', content: SAMPLE.png },
        ]),
        201,
      )
      const message = page.items.at(-1)!
      expect(message.body).toBe('The brief and the budget')
      expect(message.attachments.map((a) => [a.n, a.file_name, a.mime_type, a.size])).toEqual([
        [1, 'brief.pdf', 'application/pdf', SAMPLE.pdf.length],
        [2, 'budget.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', XLSX.length],
        [3, 'site.png', 'image/png', SAMPLE.png.length],
      ])
      expect(await t.app.files.get(`users/${p.client.id}/messages/${message.id}/2`)).toBeDefined()
      // Each file and its `.type` beside it (the local store).
      expect(await storedMessageFiles(t, p.client.id)).toBe(stored + 6)
      const admin = await signInAs(t, 'Admin')
      for (const who of [p.ada, p.client, admin]) {
        const download = await call(t, who, 'GET', message.attachments[0]!.url)
        expect(download.statusCode).toBe(200)
        expect(download.headers['content-type']).toBe('application/pdf')
        expect(download.headers['content-disposition']).toBe('attachment; filename="brief.pdf"')
        expect(download.headers['x-content-type-options']).toBe('nosniff')
        expect(download.rawPayload.equals(SAMPLE.pdf)).toBe(true)
      }
      const stranger = await signInAs(t, 'Consultant')
      expect(refusal(await call(t, stranger, 'GET', message.attachments[0]!.url), 404).code).toBe(
        'APPLICATION_NOT_FOUND',
      )
    })

    it("does not serve a message's file through another conversation", async () => {
      const other = await parties(t)
      const page = dataOf<MessagePage>(
        await writeWithFiles(t, p.client, p.applicationId, { body: 'One file' }, [
          { filename: 'a.pdf', content: SAMPLE.pdf },
        ]),
        201,
      )
      const message = page.items.at(-1)!
      const elsewhere = `/api/network/applications/${other.applicationId}/messages/${message.id}/attachments/1`
      expect(refusal(await call(t, other.ada, 'GET', elsewhere), 404).code).toBe('FILE_NOT_FOUND')
      expect(
        refusal(await call(t, p.ada, 'GET', message.attachments[0]!.url.replace(/1$/, '2')), 404).code,
      ).toBe('FILE_NOT_FOUND')
      expect((await call(t, p.ada, 'GET', message.attachments[0]!.url.replace(/1$/, '4'))).statusCode).toBe(
        400,
      )
    })

    it('refuses a fourth file (400), writing and storing nothing', async () => {
      await refused(
        () =>
          writeWithFiles(
            t,
            p.ada,
            p.applicationId,
            { body: 'Four' },
            [1, 2, 3, 4].map((i) => ({ filename: `f${i}.pdf`, content: SAMPLE.pdf })),
          ),
        400,
        'MESSAGE_TOO_MANY_ATTACHMENTS',
      )
    })

    it.each([
      ['an executable', 'tool.pdf', SAMPLE.exe],
      ['a text file', 'notes.txt', SAMPLE.txt],
      ['a PNG named .pdf', 'scan.pdf', SAMPLE.png],
      ['a PDF named .xlsx', 'sheet.xlsx', SAMPLE.pdf],
      ['a spreadsheet named .pdf', 'sheet.pdf', XLSX],
    ])('refuses %s (415), writing nothing', async (_, filename, content) => {
      await refused(
        () => writeWithFiles(t, p.ada, p.applicationId, { body: 'A file' }, [{ filename, content }]),
        415,
        'MESSAGE_ATTACHMENT_FORMAT',
      )
    })

    it('refuses a file over 10 MB (413), writing nothing', async () => {
      const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(MESSAGE_ATTACHMENT_MAX_BYTES, 0x20)])
      await refused(
        () =>
          writeWithFiles(t, p.ada, p.applicationId, { body: 'Big' }, [{ filename: 'big.pdf', content: big }]),
        413,
        'MESSAGE_ATTACHMENT_TOO_LARGE',
      )
    })

    it('refuses a multipart message without a body, or files under another name (400)', async () => {
      await refused(
        () => writeWithFiles(t, p.ada, p.applicationId, {}, [{ filename: 'a.pdf', content: SAMPLE.pdf }]),
        400,
        'VALIDATION_FAILED',
      )
      await refused(
        () =>
          t.send(p.ada.jar, {
            method: 'POST',
            url: `/api/network/applications/${p.applicationId}/messages`,
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
            payload:
              '--x\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--x--\r\n',
          }),
        400,
        'VALIDATION_FAILED',
      )
    })

    it("refuses a stranger's or an admin's form before reading it", async () => {
      const admin = await signInAs(t, 'Admin')
      await refused(
        () =>
          writeWithFiles(t, admin, p.applicationId, { body: 'Hi' }, [
            { filename: 'a.pdf', content: SAMPLE.pdf },
          ]),
        403,
        'CONVERSATION_READ_ONLY',
      )
      const stranger = await signInAs(t, 'Client')
      await refused(
        () =>
          writeWithFiles(t, stranger, p.applicationId, { body: 'Hi' }, [
            { filename: 'a.pdf', content: SAMPLE.pdf },
          ]),
        404,
        'APPLICATION_NOT_FOUND',
      )
    })
  })
}
