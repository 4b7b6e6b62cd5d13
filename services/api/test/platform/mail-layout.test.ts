import { describe, expect, it } from 'vitest'
import { escapeHtml, mailBody } from '../../src/platform/mail/mail-layout.js'

describe('the mail layout', () => {
  it('escapes every value, in paragraphs, link labels and hrefs', () => {
    const { html } = mailBody('en', [
      'Hello <script>alert(1)</script> & "friends"',
      { link: 'https://iqs.example/reset?token=a"b<c>&d=1', label: 'Open <b>this</b>' },
    ])
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;')
    expect(html).toContain('href="https://iqs.example/reset?token=a&quot;b&lt;c&gt;&amp;d=1"')
    expect(html).toContain('Open &lt;b&gt;this&lt;/b&gt;')
    expect(html).toContain('<html lang="en">')
  })

  it('never turns a non-web link into an href', () => {
    const { html, text } = mailBody('fr', [{ link: 'javascript:alert(1)', label: 'Cliquez' }])
    expect(html).not.toContain('href')
    expect(html).toContain('Cliquez')
    expect(text).toBe('Cliquez:\njavascript:alert(1)')
  })

  it('says the same in the text part, links in full', () => {
    const { text } = mailBody('en', ['First.', { link: 'https://iqs.example/x', label: 'Go' }, 'Last.'])
    expect(text).toBe('First.\n\nGo:\nhttps://iqs.example/x\n\nLast.')
  })

  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href='x'>"&"</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;')
  })
})
