import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { errorOf, startTokenApp, type Person, type TokenTestApp } from './settlement-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/** A multipart/form-data body as a browser sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const boundary = '----iqs-test-boundary'
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

for (const backend of journeyDatabases()) {
  describe(`news, votes and shareholders on ${backend.name}`, () => {
    let t: TokenTestApp
    let holder: Person
    let small: Person
    let noShares: Person
    let member: Person

    const publish = (
      fields: Record<string, string>,
      file?: { name: string; content: Buffer; type?: string },
    ) => {
      const body = multipart(fields, file)
      return t.send(t.admin.jar, { method: 'POST', url: '/api/admin/iqs/news', ...body })
    }

    beforeAll(async () => {
      t = await startTokenApp(backend)
      holder = await t.trader(300)
      small = await t.trader(100)
      noShares = await t.trader()
      member = await t.member()
    })
    afterAll(() => t?.close())

    describe('financial news', () => {
      it('publishes news with a file checked by content, and serves it to traders', async () => {
        const created = await publish(
          { title: 'Q3 results', body: 'Revenue up.' },
          { name: 'q3.pdf', content: PDF },
        )
        expect(created.statusCode).toBe(201)
        const news = created.json().data
        expect(news).toMatchObject({
          title: 'Q3 results',
          body: 'Revenue up.',
          file: { name: 'q3.pdf', mediaType: 'application/pdf', size: PDF.length },
        })
        const list = await t.as(holder, 'GET', '/api/iqs/news')
        expect(list.json().data[0]).toMatchObject({ id: news.id })
        const file = await t.as(holder, 'GET', news.file.url)
        expect(file.statusCode).toBe(200)
        expect(file.headers['content-type']).toBe('application/pdf')
        expect(file.rawPayload.equals(PDF)).toBe(true)
        expect(
          (await publish({ title: 'Logo', body: 'New logo' }, { name: 'logo.png', content: PNG })).statusCode,
        ).toBe(201)
        expect(
          (
            await publish(
              { title: 'Note', body: 'Plain' },
              { name: 'note.txt', content: Buffer.from('hello\n') },
            )
          ).statusCode,
        ).toBe(201)
        expect((await publish({ title: 'No file', body: 'Text only' })).json().data.file).toBeNull()
      })

      it('refuses disguised, unknown and oversized files and bad fields, publishing nothing', async () => {
        const before = (await t.as(t.admin, 'GET', '/api/iqs/news')).json().data.length
        const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)])
        for (const file of [
          { name: 'report.pdf', content: exe },
          { name: 'photo.png', content: PDF },
          { name: 'tool.exe', content: exe },
          { name: 'noext', content: PDF },
          { name: 'fake.txt', content: exe },
        ]) {
          const refused = await publish({ title: 'x', body: 'y' }, file)
          expect(refused.statusCode, file.name).toBe(415)
          expect(errorOf(refused).message).toBe(
            'File format not allowed, allowed formats are : pdf, doc, docx, txt, jpg, jpeg, png',
          )
        }
        const big = await publish(
          { title: 'x', body: 'y' },
          { name: 'big.txt', content: Buffer.alloc(10 * 1024 * 1024 + 1, 97) },
        )
        expect(big.statusCode).toBe(413)
        expect(errorOf(big).message).toMatch(/^File size should not exceed/)
        expect((await publish({ title: '', body: 'y' })).statusCode).toBe(400)
        expect((await publish({ body: 'y' })).statusCode).toBe(400)
        expect(
          (await t.as(t.admin, 'POST', '/api/admin/iqs/news', { title: 'json', body: 'x' })).statusCode,
        ).toBe(415)
        const asTrader = await t.send(holder.jar, {
          method: 'POST',
          url: '/api/admin/iqs/news',
          ...multipart({ title: 'x', body: 'y' }),
        })
        expect(asTrader.statusCode).toBe(403)
        expect((await t.as(t.admin, 'GET', '/api/iqs/news')).json().data.length).toBe(before)
        expect((await t.as(member, 'GET', '/api/iqs/news')).statusCode).toBe(403)
        expect((await t.as(holder, 'GET', '/api/iqs/news/unknown/file')).statusCode).toBe(404)
      })
    })

    describe('votes', () => {
      const future = (ms: number) => new Date(Date.now() + ms).toISOString()
      const createVote = (body: Record<string, unknown>) =>
        t.as(t.admin, 'POST', '/api/admin/iqs/votes', body)
      const valid = {
        title: 'AGM 2024',
        questions: [
          { question: 'Approve the accounts?', answers: ['Yes', 'No'] },
          { question: 'Dividend?', answers: ['0.10', '0.20', 'None'] },
        ],
        endDate: future(3_600_000),
        isPublic: true,
        multipleAnswers: false,
      }

      it('refuses bad votes with the spec message', async () => {
        for (const body of [
          { ...valid, questions: [] },
          { ...valid, questions: [{ question: 'Only one answer?', answers: ['Yes'] }] },
          { ...valid, endDate: new Date(Date.now() - 1000).toISOString() },
          { ...valid, endDate: 'tomorrow' },
          { ...valid, isPublic: 'yes' },
          {},
        ]) {
          const refused = await createVote(body)
          expect(refused.statusCode, JSON.stringify(body)).toBe(400)
          expect(errorOf(refused)).toMatchObject({
            code: 'VOTE_CREATE_FAILED',
            message: 'An error occured while creating the vote...',
          })
        }
        expect((await t.as(holder, 'POST', '/api/admin/iqs/votes', valid)).statusCode).toBe(403)
        expect((await t.as(t.admin, 'GET', '/api/admin/iqs/votes')).json().data).toEqual([])
      })

      it('weighs one ballot per holder by the shares at the record date; public results name the voters', async () => {
        const created = await createVote(valid)
        expect(created.statusCode).toBe(201)
        const vote = created.json().data
        expect(vote).toMatchObject({ open: true, ballots: 0, eligibleWeight: '400' })
        // Shares moved after the record date do not change the weight.
        await t.market('IQS', {
          type: 'CreditTokens',
          traderId: String(small.id),
          quantity: 1000,
          source: 'TREASURY_ALLOCATION',
          reference: 'after the record date',
        })
        const ballot = (person: Person, choices: unknown) =>
          t.as(person, 'POST', `/api/iqs/votes/${vote.id}/ballot`, { choices })

        const cast = await ballot(holder, [[0], [1]])
        expect(cast.statusCode).toBe(200)
        expect(cast.json().data.myBallot).toEqual({ choices: [[0], [1]], weight: '300' })
        expect((await ballot(small, [[1], [1]])).json().data.myBallot.weight).toBe('100')

        const refusals: [Person, unknown, string][] = [
          [holder, [[1], [0]], 'ALREADY_VOTED'],
          [noShares, [[0], [0]], 'NOT_A_HOLDER'],
        ]
        for (const [person, choices, reason] of refusals) {
          const refused = await ballot(person, choices)
          expect(refused.statusCode).toBe(409)
          expect(errorOf(refused)).toMatchObject({ code: 'VOTE_REFUSED', details: { reason } })
          expect(errorOf(refused).message).toMatch(/^Error while casting vote/)
        }
        expect((await ballot(member, [[0], [0]])).statusCode).toBe(403)
        expect(
          (await t.as(holder, 'POST', '/api/iqs/votes/unknown/ballot', { choices: [[0]] })).statusCode,
        ).toBe(404)

        const results = (await t.as(t.admin, 'GET', '/api/admin/iqs/votes')).json().data[0]
        expect(results).toMatchObject({ ballots: 2, castWeight: '400' })
        expect(results.results[0].answers[0]).toMatchObject({
          answer: 'Yes',
          weight: '300',
          voters: [{ id: holder.id, name: 'Ada Lovelace', weight: '300' }],
        })
        expect(results.results[1].answers[1]).toMatchObject({ answer: '0.20', weight: '400' })
        const mine = (await t.as(noShares, 'GET', '/api/iqs/votes')).json().data[0]
        expect(mine).toMatchObject({ myWeight: '0', myBallot: null, open: true })
      })

      it('refuses several answers unless allowed, bad choices, and ballots after the end; private votes hide voters', async () => {
        // An end date well ahead, then the clock moved past it: a slow machine can neither close the
        // vote before the refusals below nor make the test wait.
        const vote = (await createVote({ ...valid, isPublic: false, endDate: future(600_000) })).json().data
        const ballot = (person: Person, choices: unknown) =>
          t.as(person, 'POST', `/api/iqs/votes/${vote.id}/ballot`, { choices })
        for (const [choices, reason] of [
          [[[0, 1], [0]], 'SINGLE_ANSWER'],
          [[[0]], 'INVALID_CHOICES'],
          [[[5], [0]], 'INVALID_CHOICES'],
          [[[0, 0], [0]], 'INVALID_CHOICES'],
          ['all', 'INVALID_CHOICES'],
        ] as const) {
          const refused = await ballot(holder, choices)
          expect(refused.statusCode, JSON.stringify(choices)).toBe(409)
          expect(errorOf(refused).details, JSON.stringify(choices)).toEqual({ reason })
        }
        expect((await ballot(small, [[1], [2]])).statusCode).toBe(200)
        const secret = (await t.as(t.admin, 'GET', '/api/admin/iqs/votes'))
          .json()
          .data.find((v: { id: string }) => v.id === vote.id)
        expect(secret.results[0].answers[1]).toMatchObject({ weight: '1100', voters: null })
        // Only Date is faked: timers, sockets and the database run as usual.
        vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(vote.endsAt) + 1_000 })
        try {
          const late = await ballot(holder, [[0], [0]])
          expect(errorOf(late).details).toEqual({ reason: 'CLOSED' })
          expect(
            (await t.as(holder, 'GET', '/api/iqs/votes'))
              .json()
              .data.find((v: { id: string }) => v.id === vote.id).open,
          ).toBe(false)
        } finally {
          vi.useRealTimers()
        }

        const multiple = (await createVote({ ...valid, multipleAnswers: true })).json().data
        const both = await t.as(holder, 'POST', `/api/iqs/votes/${multiple.id}/ballot`, {
          choices: [[0, 1], [2]],
        })
        expect(both.statusCode).toBe(200)
      })
    })

    describe('adding a shareholder', () => {
      it('refuses an unknown account or a bad quantity: "Error validating shareholder"', async () => {
        const unknown = await t.as(t.admin, 'POST', '/api/admin/iqs/holdings/shareholders', {
          email: 'nobody@example.com',
          quantity: 10,
        })
        expect(unknown.statusCode).toBe(400)
        expect(errorOf(unknown).message).toMatch(/^Error validating shareholder/)
        expect(
          (
            await t.as(t.admin, 'POST', '/api/admin/iqs/holdings/shareholders', {
              email: member.email,
              quantity: 0,
            })
          ).statusCode,
        ).toBe(400)
        expect(
          (
            await t.as(holder, 'POST', '/api/admin/iqs/holdings/shareholders', {
              email: member.email,
              quantity: 1,
            })
          ).statusCode,
        ).toBe(403)
      })

      it('allocates shares from the treasury, within what it holds', async () => {
        const short = await t.as(t.admin, 'POST', '/api/admin/iqs/holdings/shareholders', {
          email: member.email,
          quantity: 10,
        })
        expect(short.statusCode).toBe(400)
        expect(errorOf(short).code).toBe('SHAREHOLDER_INVALID')
        await t.market('IQS', { type: 'CreateTokens', quantity: 1_000, reference: 'test issue' })
        const added = await t.as(t.admin, 'POST', '/api/admin/iqs/holdings/shareholders', {
          email: member.email,
          quantity: '250',
        })
        expect(added.statusCode).toBe(201)
        expect(await t.balance(member)).toMatchObject({ available: 250 })
        const register = (await t.as(t.admin, 'GET', '/api/admin/iqs/holdings')).json().data
        expect(register.holders.find((h: { userId: number }) => h.userId === member.id)).toMatchObject({
          iqsShares: '250',
        })
      })
    })
  })
}
