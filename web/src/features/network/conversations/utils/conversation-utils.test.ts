import { MESSAGE_ATTACHMENT_MAX_BYTES } from '@iqs/protocol'
import { describe, expect, it } from 'vitest'
import { messageFixture, messagePageFixture } from '../testing/message-fixture.js'
import { attachmentProblem } from './attachment-check.js'
import { applicantAnchor } from './applicant-anchor.js'
import { arrivedSince, newestSeq, threadItems } from './thread-items.js'

const file = (name: string, size = 1000) => ({ name, size })

describe("the composer's file check", () => {
  it('takes up to 3 files of the allowed formats, whatever the case of their extension', () => {
    expect(attachmentProblem([file('a.pdf'), file('b.XLSX'), file('c.jpeg')])).toBeNull()
    expect(attachmentProblem([file('a.docx'), file('b.doc'), file('c.png')])).toBeNull()
    expect(attachmentProblem([])).toBeNull()
  })

  it('refuses a fourth file, a file over 10 MB, and other formats, naming the file', () => {
    expect(attachmentProblem([file('1.pdf'), file('2.pdf'), file('3.pdf'), file('4.pdf')])).toEqual({
      key: 'composer.tooMany',
      values: { max: 3 },
    })
    expect(attachmentProblem([file('big.pdf', MESSAGE_ATTACHMENT_MAX_BYTES + 1)])).toEqual({
      key: 'composer.tooLarge',
      values: { name: 'big.pdf' },
    })
    expect(attachmentProblem([file('ok.pdf', MESSAGE_ATTACHMENT_MAX_BYTES)])).toBeNull()
    for (const name of ['tool.exe', 'notes.txt', 'noextension', 'archive.zip'])
      expect(attachmentProblem([file(name)])?.key).toBe('composer.wrongType')
  })
})

describe("the thread's order", () => {
  const m = (seq: number, mine = false) => messageFixture({ id: `id-${seq}`, seq, mine })

  it('reads the newest page and the older ones oldest first, each message once', () => {
    const newest = messagePageFixture([m(3), m(4), m(5)])
    const older = messagePageFixture([m(1), m(2), m(3)])
    expect(threadItems([newest, older]).map((x) => x.seq)).toEqual([1, 2, 3, 4, 5])
    expect(threadItems([])).toEqual([])
  })

  it("counts the other side's messages after the one last seen, not mine", () => {
    const items = [m(1), m(2, true), m(3), m(4)]
    expect(arrivedSince(items, 2)).toBe(2)
    expect(arrivedSince(items, 4)).toBe(0)
    expect(arrivedSince([m(5, true)], 4)).toBe(0)
    expect(newestSeq(items)).toBe(4)
    expect(newestSeq([])).toBe(0)
  })

  it("names an applicant's row as the api's links do", () => {
    expect(applicantAnchor('abc')).toBe('applicant-abc')
  })
})
