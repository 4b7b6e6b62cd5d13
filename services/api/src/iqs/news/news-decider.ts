import type { Decider } from '../../platform/event-sourcing/decider.js'
import { appError } from '../../platform/errors.js'

export const newsStreamId = (newsId: string) => `news-${newsId}`

export interface NewsPublished {
  type: 'NewsPublished'
  newsId: string
  title: string
  body: string
  /** The attachment: its bytes live in DATA_DIR/uploads under `key`, never in the log. */
  file: { name: string; mediaType: string; size: number; sha256: string; key: string } | null
  authorId: string
  at: string
}

/** A financial news item: published once. */
export const newsDecider: Decider<
  NewsPublished | null,
  { type: 'Publish'; news: NewsPublished },
  NewsPublished
> = {
  initialState: () => null,
  evolve: (_state, event) => event,
  decide(command, state) {
    if (state) throw appError('CONFLICT', 'This news item already exists')
    return [command.news]
  },
}
