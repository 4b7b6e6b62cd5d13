/**
 * What the public site may read of the network for /our-leaders and the header's search (a named
 * port: site imports this file, never network internals): the cards of the executive partners
 * whose approved profiles are public, their groups, and the CV a card links to.
 */
export {
  leaderCv,
  leaderGroups,
  listLeaderCards,
  searchLeaderCards,
  type LeaderFilter,
} from '../leaders/leader-cards.js'
