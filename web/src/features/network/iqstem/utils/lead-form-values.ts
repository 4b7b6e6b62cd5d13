import type { LeadRequest } from '@iqs/protocol'

/** What the lead form holds: the request as a client may send it (the schema turns '' into null). */
export type LeadFormValues = LeadRequest

/**
 * A new lead: every field empty, no choice made, consent not given. The sector and timing start
 * unset (the schema then asks for a choice), cast because the request's types have no "none".
 */
export const BLANK_LEAD: LeadFormValues = {
  company: '',
  contact_name: '',
  contact_role: '',
  contact_email: '',
  contact_phone: '',
  sector: undefined as unknown as LeadRequest['sector'],
  need: '',
  budget: null,
  timing: undefined as unknown as LeadRequest['timing'],
  consent: false as unknown as true,
}

/** A select's value: its empty "Choose..." option is "no choice" (undefined: the schema asks for one). */
export const choiceOrUndefined = (value: unknown): string | undefined =>
  value === '' || value == null ? undefined : String(value)

/** An amount's text, trimmed; empty is null (the budget is optional). */
export const amountOrNull = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : ''
  return text === '' ? null : text
}
