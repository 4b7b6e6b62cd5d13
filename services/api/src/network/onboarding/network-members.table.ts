import type { ColumnType, Generated } from 'kysely'
import type { OnboardingStatus } from '@iqs/protocol'

/** `network_members` (migration 0781): a member's company, expertise, CV and review status. */
export interface NetworkMembersTable {
  user_id: number
  company_name: string | null
  registration_number: string | null
  company_address: string | null
  company_country: string | null
  company_size: string | null
  sector: string | null
  sectors: string[] | null
  practices: string[] | null
  functions: string[] | null
  seniority: string | null
  /** numeric(12, 2): the drivers answer a decimal string, never a float. */
  day_rate: string | null
  /** A calendar date: read it as text (`available_from::text`), the pg driver would shift a Date. */
  available_from: ColumnType<Date | string | null, string | null, string | null>
  days_per_week: number | null
  cv_key: string | null
  cv_file_name: string | null
  cv_mime_type: string | null
  cv_size: number | null
  cv_uploaded_at: Date | null
  status: Generated<OnboardingStatus>
  review_reason: string | null
  submitted_at: Date | null
  updated_at: ColumnType<Date, Date | undefined, Date>
}
