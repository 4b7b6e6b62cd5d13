import { useMemo, useState, type ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import type { Language } from '../../../../lib/i18n.js'

/**
 * The public look of a record, as a reader of either language would see it: the admin switches
 * between English and French, and the public components inside render in that language (their
 * own texts too), whatever the admin's own.
 */
export function PreviewFrame({ children }: { children: (language: Language) => ReactNode }) {
  const { t, i18n } = useTranslation('admin-web-site')
  const [language, setLanguage] = useState<Language>(i18n.language === 'fr' ? 'fr' : 'en')
  // A second i18next instance sharing the texts: changing its language leaves the page's alone.
  const previewI18n = useMemo(() => i18n.cloneInstance({ lng: language }), [i18n, language])
  return (
    <section className="site-admin__preview" aria-labelledby="site-admin-preview">
      <div className="site-admin__preview-head">
        <h3 id="site-admin-preview">{t('preview.title')}</h3>
        <div className="site-admin__chips" role="group" aria-label={t('preview.language')}>
          {(['en', 'fr'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={language === option}
              onClick={() => setLanguage(option)}
            >
              {t(`preview.languages.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="site-admin__preview-body" lang={language}>
        <I18nextProvider i18n={previewI18n}>{children(language)}</I18nextProvider>
      </div>
    </section>
  )
}
