import type { Kysely } from 'kysely'

/**
 * A kysely instance or transaction over any schema that includes the event
 * store's tables (as kysely's own `Migrator` takes `Kysely<any>`): the
 * store's queries are raw SQL, so the caller's table interface does not matter.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyKysely = Kysely<any>
