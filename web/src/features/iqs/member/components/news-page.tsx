import { useTranslation } from 'react-i18next'
import { apiUrl } from '../../../../lib/api-client.js'
import { formatDate, formatFileSize } from '../../../../lib/format.js'
import { useNews } from '../api/news.js'

/** /my-iqs-tokens/financial-news: the company's financial news with their attachments. */
export function NewsPage() {
  const { t, i18n } = useTranslation('iqs-member')
  const news = useNews()
  const items = news.data ?? []
  return (
    <section className="iqs-stack" aria-labelledby="news-title">
      <h2 id="news-title">{t('news.title')}</h2>
      {news.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className="muted">{t('news.empty')}</p>
      ) : (
        items.map((item) => (
          <article key={item.id} className="card news-item">
            <h3>{item.title}</h3>
            <p className="muted">{formatDate(item.publishedAt, i18n.language)}</p>
            <p className="news-item__body">{item.body}</p>
            {item.file && (
              <a className="button button--secondary" href={apiUrl(item.file.url)} download={item.file.name}>
                {t('news.download', {
                  name: item.file.name,
                  size: formatFileSize(item.file.size, i18n.language),
                })}
              </a>
            )}
          </article>
        ))
      )}
    </section>
  )
}
