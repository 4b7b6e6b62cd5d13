import type { AdminAd } from '@iqs/protocol'

/** Why an ad shows on the side column today or not, as its badge says. */
export type AdState = 'showing' | 'inactive' | 'noImage' | 'scheduled' | 'ended'

/** The api says whether it shows (`showing`, by its UTC day); the rest tells the admin why not. */
export function adState(ad: AdminAd, today: string): AdState {
  if (ad.showing) return 'showing'
  if (!ad.active) return 'inactive'
  if (!ad.image) return 'noImage'
  if (ad.active_from && ad.active_from > today) return 'scheduled'
  return 'ended'
}
