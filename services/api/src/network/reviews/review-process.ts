import { defineProcess } from '../workflow/process.js'
import { notifyReviewed } from './review-notices.js'

/**
 * A review's small state machine (issue 16, part 3), its table in ./README.md: a party submits it
 * (published at once, the reviewed party is told), an admin may hide it (it leaves the profile and
 * the rating). Every move is recorded in network_transitions.
 */
export const reviewProcess = defineProcess({
  name: 'review',
  table: 'network_reviews',
  stateColumn: 'state',
  updatedAtColumn: 'updated_at',
  initial: 'initial',
  removed: [],
  states: ['initial', 'published', 'hidden'],
  notFound: 'REVIEW_NOT_FOUND',
  transitions: [
    {
      name: 'submit',
      actor: ['consultant', 'owner'],
      from: 'initial',
      to: 'published',
      effects: ['notifyReviewed'],
    },
    { name: 'hide', actor: 'admin', from: 'published', to: 'hidden' },
  ],
  effects: { notifyReviewed },
})
