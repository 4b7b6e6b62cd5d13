import type { ApplicationState, ApplicationTransition } from '@iqs/protocol'

/**
 * What each side may do in each state (the api's application process,
 * services/api/src/network/applications/application-process.ts); the api checks it again.
 */
const OWNER_ACTIONS: Record<ApplicationState, readonly ApplicationTransition[]> = {
  submitted: ['shortlist', 'accept', 'reject'],
  shortlisted: ['accept', 'reject'],
  accepted: [],
  rejected: [],
  withdrawn: [],
  expired: [],
}

/** The owner's buttons for an applicant. */
export function ownerActions(state: ApplicationState): readonly ApplicationTransition[] {
  return OWNER_ACTIONS[state]
}

/** The consultant may withdraw while nobody has answered for good (submitted, shortlisted). */
export function canWithdraw(state: ApplicationState): boolean {
  return state === 'submitted' || state === 'shortlisted'
}

/** Live: the consultant may not apply to the same project again (the api's LIVE_STATES). */
export function isLive(state: ApplicationState): boolean {
  return state === 'submitted' || state === 'shortlisted' || state === 'accepted'
}
