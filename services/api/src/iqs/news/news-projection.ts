import type { Projection } from '../../platform/projections/projection.js'
import { writeRows } from '../../platform/projections/row-batch.js'
import { streamEvents } from '../../platform/projections/stream-events.js'
import type { NewsPublished } from './news-decider.js'

/** iqs_news: one row per published news item. */
export const newsProjection: Projection = {
  name: 'iqs-news',
  tables: ['iqs_news'],
  async apply(trx, recorded) {
    const rows = streamEvents<NewsPublished>(recorded, 'news-')
      .filter((e) => e.event.type === 'NewsPublished')
      .map(({ event }) => ({
        news_id: event.newsId,
        title: event.title,
        body: event.body,
        file_name: event.file?.name ?? null,
        file_media_type: event.file?.mediaType ?? null,
        file_size: event.file?.size ?? null,
        file_key: event.file?.key ?? null,
        published_at: event.at,
        author_id: event.authorId,
      }))
    await writeRows(trx, 'iqs_news', rows)
  },
}
