import { randomBytes } from 'node:crypto'

/**
 * A referral link's secret: 32 random bytes, 43 url-safe characters. Whoever holds it registers
 * as the sponsor's consultant and reads the invitee's name and e-mail (`GET /api/register/sponsor`),
 * so it must be unguessable, not merely unique.
 */
export function newInvitationCode(): string {
  return randomBytes(32).toString('base64url')
}
