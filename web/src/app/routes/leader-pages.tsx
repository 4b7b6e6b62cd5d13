import { LeadersByGroup } from '../../features/site/leaders/components/leaders-by-group.js'

/** The /our-leaders tabs; the router loads them lazily. */
export const LeadersBySectorRoute = () => <LeadersByGroup by="sector" />
export const LeadersByPracticeRoute = () => <LeadersByGroup by="practice" />
export const LeadersByFunctionRoute = () => <LeadersByGroup by="function" />
