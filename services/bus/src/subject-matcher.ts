/**
 * True when `subject` matches the NATS `pattern`: `*` stands for exactly one
 * token and a final `>` for one or more. Kept identical to NATS so the
 * in-process bus never accepts a subscription NATS would route differently.
 */
export function subjectMatches(pattern: string, subject: string): boolean {
  if (pattern === subject) return true
  const want = pattern.split('.')
  const have = subject.split('.')
  for (let i = 0; i < want.length; i++) {
    const token = want[i]
    if (token === '>') return i === want.length - 1 && have.length > i
    if (i >= have.length) return false
    if (token !== '*' && token !== have[i]) return false
  }
  return want.length === have.length
}

/** Refuses empty tokens and wildcards in a published subject, as NATS does. */
export function assertPublishSubject(subject: string): void {
  if (!subject || subject.split('.').some((t) => t === '' || t === '*' || t === '>' || /\s/.test(t))) {
    throw new TypeError(`Invalid subject to publish on: '${subject}'`)
  }
}
