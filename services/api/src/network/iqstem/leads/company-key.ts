/**
 * A company's name folded so that one company is one key however it is typed: compatibility
 * forms unified (NFKC: a full-width "ＡＣＭＥ" is "ACME"), lower case, trimmed, inner spaces
 * collapsed. "ACME  Corp" and " acme corp" are the same lead (`iqstem_leads.company_key`).
 *
 * @example companyKey('  ACME \t Corp ') // 'acme corp'
 */
export function companyKey(company: string): string {
  return company.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ')
}
