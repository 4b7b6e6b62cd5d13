import type { LeadState } from '@iqs/protocol'

/** An admin's move on a lead, as the api's lead process allows it (network/iqstem/leads/lead-process.ts). */
export type AdminLeadAction = 'assign' | 'qualify' | 'notes' | 'convert' | 'lose'

const ALLOWED: Record<LeadState, readonly AdminLeadAction[]> = {
  submitted: ['assign', 'qualify', 'notes', 'lose'],
  qualified: ['assign', 'convert', 'notes', 'lose'],
  converted: ['assign', 'notes', 'lose'],
  contracted: ['notes'],
  paid: [],
  lost: [],
}

/**
 * The actions a lead's state allows, in the order of its life: the page offers only these (the api
 * refuses the others with 409 TRANSITION_NOT_ALLOWED, which the page shows if the lead moved meanwhile).
 */
export const leadActions = (state: LeadState): readonly AdminLeadAction[] => ALLOWED[state]
