/** One block of a mail's body: a paragraph of text, or a link shown as its own line. */
export type MailBlock = string | { link: string; label?: string }

/** `&`, `<`, `>`, quotes: a value can never open a tag or leave an attribute. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Only web links become `href`s: a `javascript:` or `data:` value stays inert text. */
function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url)
}

/**
 * The HTML and text bodies of a mail from the same blocks, so the two never say different things.
 * Every value is escaped: names and links typed by users cannot inject markup. The layout is
 * deliberately plain (inline styles only) since mail clients drop stylesheets.
 *
 * @example
 * const { html, text } = mailBody('en', ['Hello,', { link: resetUrl, label: 'Choose a new password' }])
 */
export function mailBody(
  language: 'en' | 'fr',
  blocks: readonly MailBlock[],
): { html: string; text: string } {
  const html = blocks
    .map((block) => {
      if (typeof block === 'string') {
        return `<p style="margin:0 0 16px">${escapeHtml(block).replaceAll('\n', '<br>')}</p>`
      }
      const label = escapeHtml(block.label ?? block.link)
      if (!isWebLink(block.link)) return `<p style="margin:0 0 16px">${label}</p>`
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="color:#0b5cad">${label}</a></p>`
    })
    .join('\n')
  const text = blocks
    .map((block) =>
      typeof block === 'string' ? block : block.label ? `${block.label}:\n${block.link}` : block.link,
    )
    .join('\n\n')
  return {
    html:
      `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"></head>` +
      `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">\n` +
      `${html}\n</body></html>`,
    text,
  }
}
