/** Row of iqs_news (migrations/0600), projected from the `news-<id>` streams. */
export interface IqsNewsTable {
  news_id: string
  title: string
  body: string
  file_name: string | null
  file_media_type: string | null
  file_size: number | null
  /** Path of the stored file under DATA_DIR/uploads. */
  file_key: string | null
  published_at: Date
  author_id: string
}
