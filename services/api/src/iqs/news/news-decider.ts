import type { Decider } from '../../platform/event-sourcing/decider.js'
import { appError } from '../../platform/errors.js'

export const newsStreamId = (newsId: string) => `news-${newsId}`

/** What a news item says; the id and `at` come from the route (a random id, the app's clock). */
interface NewsContent {
  newsId: string
  title: string
  body: string
  /** The attachment: its bytes live in DATA_DIR/uploads under `key`, never in the log. */
  file: { name: string; mediaType: string; size: number; sha256: string; key: string } | null
  authorId: string
  at: string
}

export type NewsPublished = { type: 'NewsPublished' } & NewsContent

export type NewsEvent = NewsPublished
export type NewsCommand = { type: 'PublishNews' } & NewsContent
/** The item once published, null before. */
export type NewsState = NewsPublished | null

/** A financial news item: published once, never edited (a second publish of its id is refused). */
export const newsDecider: Decider<NewsState, NewsCommand, NewsEvent> = {
  initialState: () => null,
  decide(command, state) {
    switch (command.type) {
      case 'PublishNews': {
        if (state) throw appError('CONFLICT', 'This news item already exists')
        const { type: _type, ...content } = command
        return [{ type: 'NewsPublished', ...content }]
      }
      default: {
        // One command: TS narrows its `type`, not the command, to never.
        const unreachable: never = command.type
        throw new Error(`Unknown command ${JSON.stringify(unreachable)}`)
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'NewsPublished':
        return event
      default:
        return state
    }
  },
}
