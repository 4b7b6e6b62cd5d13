/** A wide banner image for an ad: navy gradient, an accent shape and a caption. */
export function makeAdImage(
  caption: string,
  accent: string,
  shape: 'circle' | 'bars' | 'diamond' | 'wave',
): Buffer {
  const shapes = {
    circle: `<circle cx="250" cy="60" r="70" fill="${accent}" opacity="0.85"/><circle cx="300" cy="120" r="40" fill="#ffffff" opacity="0.15"/>`,
    bars: `<rect x="215" y="70" width="22" height="70" fill="${accent}"/><rect x="245" y="45" width="22" height="95" fill="${accent}" opacity="0.8"/><rect x="275" y="20" width="22" height="120" fill="#ffffff" opacity="0.7"/>`,
    diamond: `<path d="M260 10 L320 75 L260 140 L200 75 Z" fill="${accent}" opacity="0.85"/>`,
    wave: `<path d="M0 120 C80 80 160 160 240 110 S340 70 340 70 V160 H0 Z" fill="${accent}" opacity="0.7"/>`,
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="340" height="160" viewBox="0 0 340 160" role="img" aria-label="${escapeXml(caption)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1f44"/><stop offset="1" stop-color="#1d3f7a"/></linearGradient></defs>
<rect width="340" height="160" fill="url(#g)"/>${shapes[shape]}
<text x="20" y="135" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#ffffff">${escapeXml(caption)}</text>
</svg>`
  return Buffer.from(svg, 'utf8')
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A client's logo for the demo references: its initials in a rounded square of its colour. */
export function makeLogoImage(initials: string, name: string, accent: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">
<rect width="160" height="160" rx="32" fill="${accent}"/>
<text x="80" y="100" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`
  return Buffer.from(svg, 'utf8')
}
