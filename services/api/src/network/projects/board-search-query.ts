import { sql, type RawBuilder } from 'kysely'

/** A lexeme in tsquery's text form: 'word', a quote inside doubled. */
const LEXEME = "'((?:[^']|'')*)'"
/** The same lexeme as a prefix: 'word':* . */
const AS_PREFIX = "'\\1':*"

/**
 * The board's search words as a tsquery for the `search` vector: web-search syntax (words, "a
 * phrase", -excluded, or), read by `websearch_to_tsquery('simple', ...)`, with each word made a
 * prefix, so that the header's search box finds "insurance" from "insur" as it did with ILIKE.
 * The same SQL on PGlite and PostgreSQL; a query without words ("%") matches nothing.
 */
export function boardSearchQuery(words: string): RawBuilder<unknown> {
  return sql`regexp_replace(websearch_to_tsquery('simple', ${words})::text, ${LEXEME}, ${AS_PREFIX}, 'g')::tsquery`
}
