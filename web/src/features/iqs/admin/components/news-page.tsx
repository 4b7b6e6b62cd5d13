import { NEWS_FILE_FORMATS, NEWS_FILE_MAX_BYTES } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { usePublishNews } from '../api/publish-news.js'
import { ConfirmButton } from './confirm-button.js'
import { useErrorText } from './use-error-text.js'

/** The spec's file messages (§5, §8) for a chosen attachment, or null when it may go. */
function fileProblem(file: File | null, t: (key: string) => string): string | null {
  if (!file) return null
  if (file.size > NEWS_FILE_MAX_BYTES) return t('errors.NEWS_FILE_TOO_LARGE')
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  if (!(NEWS_FILE_FORMATS as readonly string[]).includes(extension)) return t('errors.NEWS_FILE_TYPE')
  return null
}

/** Publish a financial news item with an optional attachment. */
export function NewsPage() {
  const { t } = useTranslation('iqs-admin')
  const publish = usePublishNews()
  const errorText = useErrorText()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [formKey, setFormKey] = useState(0)
  const [errors, setErrors] = useState<{ title?: string; body?: string; file?: string }>({})
  const validate = () => {
    const next = {
      title: title.trim() ? undefined : t('news.titleRequired'),
      body: body.trim() ? undefined : t('news.bodyRequired'),
      file: fileProblem(file, (key) => t(key)) ?? undefined,
    }
    setErrors(next)
    if (next.file) toast.error(next.file)
    return !next.title && !next.body && !next.file
  }
  return (
    <section aria-labelledby="news-title" className="admin-narrow">
      <h2 id="news-title">{t('news.title')}</h2>
      <form key={formKey} className="card admin-form" onSubmit={(e) => e.preventDefault()} noValidate>
        <div className="field">
          <label htmlFor="news-heading">{t('news.heading')}</label>
          <input id="news-heading" value={title} onChange={(e) => setTitle(e.target.value)} />
          {errors.title && <p className="field__error">{errors.title}</p>}
        </div>
        <div className="field">
          <label htmlFor="news-body">{t('news.body')}</label>
          <textarea id="news-body" rows={8} value={body} onChange={(e) => setBody(e.target.value)} />
          {errors.body && <p className="field__error">{errors.body}</p>}
        </div>
        <div className="field">
          <label htmlFor="news-file">{t('news.file')}</label>
          <input
            id="news-file"
            type="file"
            accept={NEWS_FILE_FORMATS.map((f) => `.${f}`).join(',')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p className="field__hint">{t('news.fileHint', { formats: NEWS_FILE_FORMATS.join(', ') })}</p>
          {errors.file && <p className="field__error">{errors.file}</p>}
        </div>
        <div className="admin-actions">
          <ConfirmButton
            beforeOpen={validate}
            pending={publish.isPending}
            question={t('news.confirm', { title })}
            onConfirm={() =>
              publish.mutate(
                { title: title.trim(), body: body.trim(), file },
                {
                  onSuccess: () => {
                    toast.success(t('news.success'))
                    setTitle('')
                    setBody('')
                    setFile(null)
                    setFormKey((k) => k + 1)
                  },
                  onError: (error) => toast.error(errorText(error, 'news.error')),
                },
              )
            }
          >
            {t('news.publish')}
          </ConfirmButton>
        </div>
      </form>
    </section>
  )
}
