import { zodResolver } from '@hookform/resolvers/zod'
import {
  LANGUAGE_LEVELS,
  PROFILE_LANGUAGES,
  profileLanguageRequestSchema,
  type LanguageEntry,
  type ProfileLanguageRequest,
} from '@iqs/protocol'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldMessage } from '../utils/field-message.js'
import { EntryForm, useEntrySave } from './entry-form.js'
import { ProfileField } from './profile-field.js'
import { SectionList } from './section-list.js'

function LanguageForm({
  entry,
  done,
  taken,
}: {
  entry: LanguageEntry | null
  done: () => void
  taken: Set<string>
}) {
  const { t } = useTranslation('network-profile')
  const { register, handleSubmit, formState, setError } = useForm<ProfileLanguageRequest>({
    resolver: zodResolver(profileLanguageRequestSchema),
    defaultValues: entry ?? {
      language: '' as ProfileLanguageRequest['language'],
      level: '' as ProfileLanguageRequest['level'],
    },
  })
  const { pending, save } = useEntrySave('languages', entry?.id ?? null, done, (message) =>
    setError('language', { type: 'duplicate', message }, { shouldFocus: true }),
  )
  const id = (name: string) => `language-${entry?.id ?? 'new'}-${name}`
  const languageError = formState.errors.language
  return (
    <EntryForm
      title={t(entry ? 'languages.editTitle' : 'languages.addTitle')}
      onSubmit={(event) => void handleSubmit(save)(event)}
      pending={pending}
      done={done}
    >
      <ProfileField
        id={id('language')}
        label={t('languages.language')}
        error={languageError?.type === 'duplicate' ? languageError.message : fieldMessage(t, languageError)}
      >
        {(described) => (
          <select
            id={id('language')}
            aria-invalid={!!languageError}
            aria-describedby={described}
            {...register('language')}
          >
            <option value="">{t('form.choose')}</option>
            {PROFILE_LANGUAGES.map((language) => (
              // A language already listed stays offered only to its own row.
              <option
                key={language}
                value={language}
                disabled={taken.has(language) && entry?.language !== language}
              >
                {t(`languageNames.${language}`)}
              </option>
            ))}
          </select>
        )}
      </ProfileField>
      <ProfileField
        id={id('level')}
        label={t('languages.level')}
        error={fieldMessage(t, formState.errors.level)}
      >
        {(described) => (
          <select
            id={id('level')}
            aria-invalid={!!formState.errors.level}
            aria-describedby={described}
            {...register('level')}
          >
            <option value="">{t('form.choose')}</option>
            {LANGUAGE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </select>
        )}
      </ProfileField>
    </EntryForm>
  )
}

/** /my-profile/languages: one of the 29 languages of spec §3 each, with one of the 5 levels. */
export function LanguagesSection({ entries }: { entries: LanguageEntry[] }) {
  const { t } = useTranslation('network-profile')
  const taken = new Set<string>(entries.map((e) => e.language))
  return (
    <SectionList
      section="languages"
      entries={entries}
      name={(e) => t(`languageNames.${e.language}`)}
      summary={(e) => (
        <>
          <strong>{t(`languageNames.${e.language}`)}</strong> — {t(`levels.${e.level}`)}
        </>
      )}
      form={(entry, done) => <LanguageForm entry={entry} done={done} taken={taken} />}
    />
  )
}
