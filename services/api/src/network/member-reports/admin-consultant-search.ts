import type {
  AdminConsultantHit,
  adminConsultantSearchQuerySchema,
  MemberReportState,
  Page,
} from '@iqs/protocol'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../platform/db/database.js'
import { toCards } from '../consultants/consultant-cards.js'
import { searchConsultants } from '../consultants/consultant-search.repository.js'
import { ratingsOf } from '../reviews/reviews.repository.js'
import { MEMBER_STATE } from './member-state.js'

/** The query as the route read it, the page size renamed as the owners' search names it. */
type Search = Omit<z.output<typeof adminConsultantSearchQuerySchema>, 'page_size'> & { pageSize: number }

/** The admins' conditions on top of the owners' search: a state, the lowest average rating. */
function adminConditions(search: Search): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = []
  if (search.state) conditions.push(sql<boolean>`${MEMBER_STATE} = ${search.state}`)
  // The published reviews' average, as the cards show it (one decimal); none: left out.
  if (search.min_rating !== undefined)
    conditions.push(sql<boolean>`coalesce((
      select round(avg(r.rating)::numeric, 1) from network_reviews r
      where r.subject_user_id = u.id and r.state = 'published'
    ) >= ${search.min_rating}, false)`)
  return conditions
}

/**
 * The admins' consultant search (`/admin-consultants/search`): the owners' search itself
 * (`../consultants`: text, limits, ranking, order) over every consultant with a membership, in
 * whatever state, narrowed by state and rating; each hit with its e-mail, state and rating.
 */
export async function adminConsultantSearch(
  db: Kysely<Database>,
  search: Search,
  context: { adminId: number; today: string },
): Promise<Page<AdminConsultantHit>> {
  const { max_day_rate, state: _state, min_rating: _minRating, pageSize, ...criteria } = search
  const page = await searchConsultants(db, {
    ...criteria,
    maxDayRate: max_day_rate,
    today: context.today,
    pageSize,
    admin: { where: adminConditions(search) },
  })
  const ids = page.items.map((row) => Number(row.user_id))
  const [cards, ratings, accounts] = await Promise.all([
    toCards(db, page.items, context.adminId, context.today),
    ratingsOf(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('users as u')
          .leftJoin('network_members as m', 'm.user_id', 'u.id')
          .select(['u.id', 'u.email', MEMBER_STATE.as('state')])
          .where('u.id', 'in', ids)
          .execute(),
  ])
  const accountOf = new Map(accounts.map((row) => [Number(row.id), row]))
  return {
    ...page,
    items: cards.map(({ shortlisted: _shortlisted, ...card }, index) => {
      const account = accountOf.get(card.user_id)
      const rating = ratings.get(card.user_id)
      return {
        ...card,
        match: page.items[index]!.match,
        email: account?.email ?? '',
        state: (account?.state ?? 'ONBOARDING') as MemberReportState,
        rating: rating?.average ?? null,
        review_count: rating?.count ?? 0,
      }
    }),
  }
}
