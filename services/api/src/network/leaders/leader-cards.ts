import {
  educationEntrySchema,
  skillEntrySchema,
  type Availability,
  type BusinessFunction,
  type Leader,
  type LeaderGroup,
  type LeaderGrouping,
  type Practice,
  type Sector,
} from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import { containsPattern } from '../../platform/db/contains-pattern.js'
import type { Database } from '../../platform/db/database.js'
import { photoUrls } from '../profiles/profile-view.js'
import { ratingsOf } from '../reviews/reviews.repository.js'

/**
 * The executive partners who have a card (spec §3 "Exec partner card"): read from their network
 * profiles, never from rows of their own. A partner has one once an admin approved their
 * application and their showcase has a headline; an erased account has none. The admins' list of
 * cards (issue 18, `../member-reports`) reads these, hidden or not.
 */
export function cardPartners(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .innerJoin('network_members as m', 'm.user_id', 'u.id')
    .innerJoin('network_profiles as p', 'p.user_id', 'u.id')
    .where('u.user_type', '=', 'ExecPartner')
    .where('u.deleted_at', 'is', null)
    .where('m.status', '=', 'APPROVED')
    .where(sql<boolean>`coalesce(trim(p.title), '') <> ''`)
}

/**
 * The cards the public leaders pages, the header's search and the CV link show: every partner's
 * card but those an admin hid (issue 18, `hidden_exec_partner_cards`) and those of a suspended
 * account (issue 18, migration 0890: the member admin areas' suspension hides them too).
 */
export function shownPartners(db: Kysely<Database>) {
  return cardPartners(db)
    .where('u.suspended_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('hidden_exec_partner_cards as h').select('h.user_id').whereRef('h.user_id', '=', 'u.id'),
        ),
      ),
    )
}

/** The expertise column behind each tab of /our-leaders. */
const ARRAY_COLUMN = { sector: 'm.sectors', practice: 'm.practices', function: 'm.functions' } as const

/** The values of one grouping that hold at least one partner, with their counts. */
export async function leaderGroups(db: Kysely<Database>, by: LeaderGrouping): Promise<LeaderGroup[]> {
  const values = shownPartners(db).select(sql<string>`unnest(${sql.ref(ARRAY_COLUMN[by])})`.as('value'))
  const rows = await db
    .selectFrom(values.as('v'))
    .select(['v.value', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('v.value')
    .orderBy('v.value')
    .execute()
  return rows.map((row) => ({ value: row.value, count: Number(row.count) }))
}

const CARD_COLUMNS = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'p.title',
  'p.avatar_key',
  'm.sectors',
  'm.practices',
  'm.functions',
  'm.cv_key',
  sql<string | null>`m.available_from::text`.as('available_from'),
] as const

type CardRow = {
  id: number
  first_name: string
  last_name: string
  title: string | null
  avatar_key: string | null
  sectors: string[] | null
  practices: string[] | null
  functions: string[] | null
  cv_key: string | null
  available_from: string | null
}

export interface LeaderFilter {
  by: LeaderGrouping
  value: string
}

/** Partners of one group (or all), by name. `today` (YYYY-MM-DD) dates their availability. */
export async function listLeaderCards(
  db: Kysely<Database>,
  today: string,
  filter?: LeaderFilter,
): Promise<Leader[]> {
  let query = shownPartners(db).select(CARD_COLUMNS)
  if (filter) query = query.where(sql<boolean>`${filter.value} = any(${sql.ref(ARRAY_COLUMN[filter.by])})`)
  const rows = (await query
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute()) as CardRow[]
  return toCards(db, rows, today, filter)
}

/** Partners whose name, headline, expertise, degree or taxonomy codes contain the text. */
export async function searchLeaderCards(
  db: Kysely<Database>,
  text: string,
  limit: number,
  today: string,
): Promise<{ items: Leader[]; total: number }> {
  const pattern = containsPattern(text)
  const where = shownPartners(db).where((eb) =>
    eb.or([
      eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
      eb('p.title', 'ilike', pattern),
      eb('p.summary', 'ilike', pattern),
      eb(sql<string>`array_to_string(m.sectors || m.practices || m.functions, ' ')`, 'ilike', pattern),
      eb.exists(
        eb
          .selectFrom('network_profile_entries as e')
          .select('e.id')
          .whereRef('e.user_id', '=', 'u.id')
          .where('e.section', 'in', ['education', 'skills'])
          .where(sql<string>`e.content::text`, 'ilike', pattern),
      ),
    ]),
  )
  const [counted, rows] = await Promise.all([
    where.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    where
      .select(CARD_COLUMNS)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .limit(limit)
      .execute(),
  ])
  return { items: await toCards(db, rows as CardRow[], today), total: Number(counted.total) }
}

/** The CV a shown partner's card links to: their onboarding CV, or undefined. */
export async function leaderCv(db: Kysely<Database>, userId: number) {
  return shownPartners(db)
    .select(['m.cv_key as key', 'm.cv_file_name as fileName', 'm.cv_mime_type as mimeType'])
    .where('u.id', '=', userId)
    .where('m.cv_key', 'is not', null)
    .executeTakeFirst() as Promise<
    { key: string; fileName: string | null; mimeType: string | null } | undefined
  >
}

/** Where a card's CV is downloaded. */
export const leaderCvUrl = (userId: number) => `/api/leaders/${userId}/cv`

/** The cards of these rows: their degree (first education entry) and expertise (skills) read at once. */
async function toCards(
  db: Kysely<Database>,
  rows: CardRow[],
  today: string,
  filter?: LeaderFilter,
): Promise<Leader[]> {
  if (rows.length === 0) return []
  const entries = await db
    .selectFrom('network_profile_entries')
    .select(['user_id', 'section', 'content'])
    .where(
      'user_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('section', 'in', ['education', 'skills'])
    .orderBy('position')
    .execute()
  const ratings = await ratingsOf(
    db,
    rows.map((row) => Number(row.id)),
  )
  const of = (userId: number, section: 'education' | 'skills') =>
    entries.filter((e) => Number(e.user_id) === userId && e.section === section).map((e) => e.content)
  // The filtered group's value leads, so a card under "Banking" says banking.
  const lead = <T extends string>(values: string[] | null, by: LeaderGrouping) =>
    (filter?.by === by ? filter.value : (values?.[0] ?? '')) as T
  return rows.map((row) => {
    const id = Number(row.id)
    const education = of(id, 'education').map((content) =>
      educationEntrySchema.omit({ id: true }).parse(content),
    )
    const skills = of(id, 'skills').map((content) => skillEntrySchema.omit({ id: true }).parse(content))
    const first = education[0]
    return {
      id,
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      headline: row.title ?? '',
      sector: lead<Sector>(row.sectors, 'sector'),
      practice: lead<Practice>(row.practices, 'practice'),
      function: lead<BusinessFunction>(row.functions, 'function'),
      expertise: skills.map((skill) => skill.name).join(', '),
      degree: first ? `${[first.degree, first.field].filter(Boolean).join(' ')}, ${first.school}` : '',
      // The average of the partner's published reviews (../reviews); null while there is none.
      rating: ratings.get(id)?.average ?? null,
      availability: availabilityOn(row.available_from, today),
      cv_url: row.cv_key ? leaderCvUrl(id) : null,
      photo_url: photoUrls(id, row.avatar_key)?.avatar_url ?? null,
    }
  })
}

const DAY_MS = 86_400_000

/**
 * The card's availability from the day the partner can start: now, within a month, within three
 * months, or later (shown as not available).
 */
export function availabilityOn(availableFrom: string | null, today: string): Availability {
  if (!availableFrom) return 'unavailable'
  const days = (Date.parse(`${availableFrom}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS
  if (days <= 0) return 'immediate'
  if (days <= 31) return 'one-month'
  if (days <= 92) return 'three-months'
  return 'unavailable'
}
