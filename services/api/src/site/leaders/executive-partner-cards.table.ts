import type { Availability, BusinessFunction, Practice, Sector } from '@iqs/protocol'
import type { Generated, Insertable, Selectable } from 'kysely'

/** The public card of an executive partner (spec §3), shown on /our-leaders. */
export interface ExecutivePartnerCardsTable {
  id: Generated<number>
  /** The account behind the card, once profiles exist. */
  user_id: number | null
  full_name: string
  headline: Generated<string>
  sector: Sector
  practice: Practice
  business_function: BusinessFunction
  /** Domain expertise, free text. */
  expertise: Generated<string>
  degree: Generated<string>
  /** numeric(2,1): a decimal string such as '4.8'. */
  rating: string | null
  availability: Generated<Availability>
  cv_file_key: string | null
  photo_file_key: string | null
  created_at: Generated<Date>
}

export type ExecutivePartnerCardRow = Selectable<ExecutivePartnerCardsTable>
export type NewExecutivePartnerCardRow = Insertable<ExecutivePartnerCardsTable>
