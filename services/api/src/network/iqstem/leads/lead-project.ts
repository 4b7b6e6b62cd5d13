import { projectRequestSchema, type ProjectFields } from '@iqs/protocol'
import type { Selectable } from 'kysely'
import type { IqstemLeadsTable } from '../iqstem.tables.js'

/** The project form's limits: the pre-filled draft must be one its owner can save as it is. */
const TITLE_MAX = 200
const NEED_IN_TITLE_MAX = 150
const CONTACT_MAX = 200

/** At most `max` characters (code points: an emoji is not cut in half), trailing spaces dropped. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('').trimEnd()

type LeadRow = Pick<
  Selectable<IqstemLeadsTable>,
  'company' | 'need' | 'sector' | 'budget' | 'contact_name' | 'contact_role'
>

/**
 * The draft project a lead becomes, pre-filled for its owner to complete and publish: the title
 * "<company>: <the need's first line, 150 characters at most>", the sector, the need as the
 * description, the budget as the base fee (left empty when it is above what the project form
 * takes), the contact "name (role)". The rest (practice, place, duration, seniority, KPIs) is the
 * owner's to write.
 */
export function leadProjectFields(lead: LeadRow): ProjectFields {
  const firstLine = lead.need.split(/\r?\n|\r/)[0]?.trim() ?? ''
  const fee = projectRequestSchema.shape.base_fee.safeParse(lead.budget)
  const contact = lead.contact_role ? `${lead.contact_name} (${lead.contact_role})` : lead.contact_name
  return {
    title: cut(`${lead.company}: ${cut(firstLine, NEED_IN_TITLE_MAX)}`, TITLE_MAX),
    sector: lead.sector as ProjectFields['sector'],
    domain: null,
    city: null,
    remote: false,
    duration_days: null,
    experience: null,
    description: lead.need.replace(/\r\n?/g, '\n'),
    base_fee: fee.success ? fee.data : null,
    success_fee: null,
    bonus_percent: null,
    malus_percent: null,
    kpis: [],
    contact: cut(contact, CONTACT_MAX),
  }
}
