import type { ApplicationState } from '@iqs/protocol'
import { draftContract } from '../contracts/draft-contract.js'
import { defineProcess } from '../workflow/process.js'
import { notifyOtherSide } from './application-notices.js'

/** An application nobody answered (submitted or shortlisted) expires after this many days. */
export const APPLICATION_EXPIRY_DAYS = 14

/** The states an application is live in: one per consultant and project (migration 0820's index). */
export const LIVE_STATES = ['submitted', 'shortlisted', 'accepted'] as const satisfies ApplicationState[]

/**
 * The application's state machine (issue 16), its table in ./README.md. `initial` is before it
 * exists. Every transition tells the other side (a notification, then a mail): `notifyOtherSide`.
 * Closing the project changes nothing here: an owner may still accept someone.
 */
export const applicationProcess = defineProcess({
  name: 'application',
  table: 'network_applications',
  stateColumn: 'state',
  updatedAtColumn: 'updated_at',
  initial: 'initial',
  removed: [],
  states: ['initial', 'submitted', 'shortlisted', 'accepted', 'rejected', 'withdrawn', 'expired'],
  notFound: 'APPLICATION_NOT_FOUND',
  transitions: [
    { name: 'submit', actor: 'applicant', from: 'initial', to: 'submitted', effects: ['notifyOtherSide'] },
    { name: 'shortlist', actor: 'owner', from: 'submitted', to: 'shortlisted', effects: ['notifyOtherSide'] },
    {
      name: 'accept',
      actor: 'owner',
      from: ['submitted', 'shortlisted'],
      to: 'accepted',
      // The contract is drafted in the acceptance's transaction (../contracts, issue 16 part 3).
      effects: ['notifyOtherSide', 'draftContract'],
    },
    {
      name: 'reject',
      actor: 'owner',
      from: ['submitted', 'shortlisted'],
      to: 'rejected',
      effects: ['notifyOtherSide'],
    },
    {
      name: 'withdraw',
      actor: ['applicant', 'system'],
      from: ['submitted', 'shortlisted'],
      to: 'withdrawn',
      effects: ['notifyOtherSide'],
    },
    {
      name: 'expire',
      actor: 'system',
      from: ['submitted', 'shortlisted'],
      to: 'expired',
      after: { days: APPLICATION_EXPIRY_DAYS, since: 'entered' },
      effects: ['notifyOtherSide'],
    },
  ],
  effects: { notifyOtherSide, draftContract },
})
