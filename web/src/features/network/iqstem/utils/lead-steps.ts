import type { Lead, LeadState } from '@iqs/protocol'

/** The way a lead goes when all goes well (spec: submitted -> qualified -> converted -> contract signed -> paid). */
export const LEAD_PATH = ['submitted', 'qualified', 'converted', 'contracted', 'paid'] as const
type PathState = (typeof LEAD_PATH)[number]

export interface LeadStep {
  state: PathState | 'lost'
  /** done: reached and left (or the last); current: where the lead is; todo: still ahead. */
  status: 'done' | 'current' | 'todo'
  /** When the lead reached it, from its history; null while ahead. */
  at: string | null
}

/** When the lead last moved into `state` (edits such as notes stay in a state: they do not count). */
function reachedAt(lead: Lead, state: LeadState): string | null {
  const moves = lead.history.filter((entry) => entry.to_state === state && entry.from_state !== state)
  return moves.at(-1)?.at ?? (state === 'submitted' ? lead.created_at : null)
}

/**
 * The tracker's steps: the path up to where the lead is; a lost lead shows the steps it reached,
 * then "lost" in their place (the reason is the lead's), so the reader sees where it stopped.
 */
export function leadSteps(lead: Lead): LeadStep[] {
  if (lead.state === 'lost') {
    const lostMove = lead.history.filter((entry) => entry.to_state === 'lost').at(-1)
    const stoppedAt = LEAD_PATH.indexOf((lostMove?.from_state ?? 'submitted') as PathState)
    const reached = LEAD_PATH.slice(0, Math.max(stoppedAt, 0) + 1).map((state): LeadStep => ({
      state,
      status: 'done',
      at: reachedAt(lead, state),
    }))
    return [...reached, { state: 'lost', status: 'current', at: lostMove?.at ?? lead.updated_at }]
  }
  const current = LEAD_PATH.indexOf(lead.state)
  return LEAD_PATH.map((state, index) => ({
    state,
    // Paid is the end: nothing is ahead of it, so it reads as done rather than "in progress".
    status:
      index < current || (index === current && state === 'paid')
        ? 'done'
        : index === current
          ? 'current'
          : 'todo',
    at: index <= current ? reachedAt(lead, state) : null,
  }))
}
