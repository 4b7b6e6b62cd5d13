import { defineProcess } from '../workflow/process.js'
import { notifyOtherParty } from './contract-notices.js'
import { announceSigned } from './contract-signed.js'
import { recordSignature } from './contract-signatures.js'

/** A draft that is not signed by both within this many days lapses. */
export const CONTRACT_LAPSE_DAYS = 14

/** The states a contract is live in: erasing a party ends it. */
export const LIVE_CONTRACT_STATES = ['draft', 'signed', 'active'] as const

/**
 * The contract's state machine (issue 16, part 3), its table in ./README.md. `initial` is before it
 * exists: accepting an application drafts it (`draft`, the owner's, in the acceptance's
 * transaction). "Party" is either side: the actor is 'consultant' or 'owner', as the route finds the
 * caller. Every transition tells the other party (`notifyOtherParty`).
 */
export const contractProcess = defineProcess({
  name: 'contract',
  table: 'network_contracts',
  stateColumn: 'state',
  updatedAtColumn: 'updated_at',
  initial: 'initial',
  removed: [],
  states: ['initial', 'draft', 'signed', 'active', 'completed', 'terminated', 'lapsed'],
  notFound: 'CONTRACT_NOT_FOUND',
  transitions: [
    { name: 'draft', actor: 'owner', from: 'initial', to: 'draft', effects: ['notifyOtherParty'] },
    // The first signature: the contract stays a draft until the other party signs too.
    {
      name: 'sign',
      actor: ['consultant', 'owner'],
      from: 'draft',
      effects: ['recordSignature', 'notifyOtherParty'],
    },
    {
      name: 'countersign',
      actor: ['consultant', 'owner'],
      from: 'draft',
      to: 'signed',
      // Signed by both: what other parts do then (IQStem's commissions accrue: contract-signed.ts).
      effects: ['recordSignature', 'notifyOtherParty', 'announceSigned'],
    },
    {
      name: 'start',
      actor: ['owner', 'system'],
      from: 'signed',
      to: 'active',
      after: { days: 0, since: { date: 'starts_on' } },
      effects: ['notifyOtherParty'],
    },
    { name: 'complete', actor: 'owner', from: 'active', to: 'completed', effects: ['notifyOtherParty'] },
    {
      name: 'terminate',
      actor: ['consultant', 'owner', 'system'],
      from: ['signed', 'active'],
      to: 'terminated',
      effects: ['notifyOtherParty'],
    },
    {
      name: 'lapse',
      actor: 'system',
      from: 'draft',
      to: 'lapsed',
      after: { days: CONTRACT_LAPSE_DAYS, since: 'entered' },
      effects: ['notifyOtherParty'],
    },
  ],
  effects: { notifyOtherParty, recordSignature, announceSigned },
})
