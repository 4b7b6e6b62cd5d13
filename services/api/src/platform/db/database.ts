/**
 * The api's view of its tables, for `Kysely<Database>`. Empty here on purpose: each context declares
 * its own tables next to its repositories and adds them to this interface from its `*-tables.ts`
 * (`identity/identity-tables.ts`, `site/site-tables.ts`, `iqs/iqs-tables.ts`, `network/network-tables.ts`) by module
 * augmentation, so `platform/` imports no context while every query still sees every table's types.
 *
 * @example
 * declare module '../platform/db/database.js' {
 *   interface Database { users: UsersTable }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the contexts (see above)
export interface Database {}
