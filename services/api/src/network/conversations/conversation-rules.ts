import type { ApplicationState } from '@iqs/protocol'
import { appError } from '../../platform/errors.js'
import type { ApplicationPart } from '../applications/application-access.js'
import type { ApplicationView } from '../applications/applications.repository.js'

/** A conversation whose application closed (rejected, withdrawn, expired) takes messages this many days more. */
export const CLOSED_CONVERSATION_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000
const OPEN_STATES: readonly ApplicationState[] = ['submitted', 'shortlisted', 'accepted']

/** What a reader may do in a conversation now. */
export interface WriteRule {
  canWrite: boolean
  /** When a closed application's conversation stops taking messages; null while it is open. */
  writeUntil: Date | null
  /** Why not, as the refusal a message would get. */
  refusal?: 'CONVERSATION_READ_ONLY' | 'CONVERSATION_CLOSED'
}

/**
 * Who may write, and until when. Admins read only. The parties write while the application is
 * live (submitted, shortlisted, accepted: the contract's conversation is the accepted
 * application's), and for 30 days after it closed (the state's last move, `updated_at`): time
 * to ask why, or to say goodbye. Nobody writes to someone whose account is erased.
 */
export function writeRule(view: ApplicationView, part: ApplicationPart, now: Date): WriteRule {
  const live = OPEN_STATES.includes(view.state)
  const writeUntil = live ? null : new Date(view.updated_at.getTime() + CLOSED_CONVERSATION_DAYS * DAY_MS)
  if (part === 'admin') return { canWrite: false, writeUntil, refusal: 'CONVERSATION_READ_ONLY' }
  const otherGone = part === 'owner' ? view.consultant_deleted_at !== null : view.project_owner_id === null
  if (otherGone || (writeUntil !== null && now >= writeUntil))
    return { canWrite: false, writeUntil, refusal: 'CONVERSATION_CLOSED' }
  return { canWrite: true, writeUntil }
}

/** Throws the refusal of `writeRule` (403 for admins, 409 once closed). */
export function assertMayWrite(view: ApplicationView, part: ApplicationPart, now: Date): void {
  const rule = writeRule(view, part, now)
  if (rule.refusal) throw appError(rule.refusal)
}
