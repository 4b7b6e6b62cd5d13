import type { Job } from '@iqs/protocol'

/** The parts of my expertise a job matches, in the order the api ranks them (none: no mark). */
export function matchedParts(job: Pick<Job, 'match'>): ('sector' | 'domain' | 'experience')[] {
  return (['sector', 'domain', 'experience'] as const).filter((part) => job.match[part])
}
