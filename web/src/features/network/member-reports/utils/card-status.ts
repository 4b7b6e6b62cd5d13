import type { ExecPartnerCardStatus } from '@iqs/protocol'

/**
 * What a card's badge says: shown; hidden by an admin; not shown while the account is suspended;
 * or no card at all (not approved, or no headline). Hidden wins: it outlasts a reactivation.
 */
export function cardStatusKey(
  card: Pick<ExecPartnerCardStatus, 'shown' | 'hidden' | 'suspended' | 'has_card'>,
) {
  if (card.shown) return 'statusShown'
  if (card.hidden) return 'statusHidden'
  if (card.suspended && card.has_card) return 'statusSuspended'
  return 'statusNone'
}
