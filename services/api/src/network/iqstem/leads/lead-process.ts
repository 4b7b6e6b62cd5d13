import { defineProcess } from '../../workflow/process.js'
import { notifyMember } from './lead-notices.js'

/** The states a lead stays live in: a new lead of the same company or contact is a duplicate. */
export const LIVE_LEAD_STATES = ['submitted', 'qualified', 'converted', 'contracted', 'paid'] as const

/**
 * The states whose lead is kept when its member's account is erased: a project (and perhaps a
 * commission) refers to it. Earlier ones, and lost ones, are deleted with the account.
 */
export const KEPT_LEAD_STATES = ['converted', 'contracted', 'paid'] as const

/**
 * A lead's state machine (issue 17), its table in ../README.md. `initial` is before it exists:
 * the member's `submit` creates it. 'owner' is the member who brought it; admins work it (assign,
 * notes and the moves up to the project); the system takes `contract` and `pay` for the
 * commissions' part, inside that part's own transaction, so their effects only write rows.
 * `assign` and `notes` keep the state: they are edits, recorded so the lead's history shows who
 * did what and when.
 */
export const leadProcess = defineProcess({
  name: 'lead',
  table: 'iqstem_leads',
  stateColumn: 'state',
  updatedAtColumn: 'updated_at',
  initial: 'initial',
  removed: [],
  states: ['initial', 'submitted', 'qualified', 'converted', 'contracted', 'paid', 'lost'],
  notFound: 'LEAD_NOT_FOUND',
  transitions: [
    { name: 'submit', actor: 'owner', from: 'initial', to: 'submitted' },
    { name: 'assign', actor: 'admin', from: ['submitted', 'qualified', 'converted'] },
    { name: 'notes', actor: 'admin', from: ['submitted', 'qualified', 'converted', 'contracted'] },
    { name: 'qualify', actor: 'admin', from: 'submitted', to: 'qualified', effects: ['notifyMember'] },
    { name: 'convert', actor: 'admin', from: 'qualified', to: 'converted', effects: ['notifyMember'] },
    {
      name: 'lose',
      actor: 'admin',
      from: ['submitted', 'qualified', 'converted'],
      to: 'lost',
      effects: ['notifyMember'],
    },
    { name: 'contract', actor: 'system', from: 'converted', to: 'contracted', effects: ['notifyMember'] },
    // The commission's own notice (commission.paid) tells the member; this one only moves the lead.
    { name: 'pay', actor: 'system', from: 'contracted', to: 'paid' },
  ],
  effects: { notifyMember },
})
