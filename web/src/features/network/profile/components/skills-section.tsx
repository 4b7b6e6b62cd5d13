import { zodResolver } from '@hookform/resolvers/zod'
import { SENIORITY_LEVELS, skillRequestSchema, type SkillEntry, type SkillRequest } from '@iqs/protocol'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { fieldMessage } from '../utils/field-message.js'
import { EntryForm, useEntrySave } from './entry-form.js'
import { ProfileField } from './profile-field.js'
import { SectionList } from './section-list.js'

function SkillForm({ entry, done }: { entry: SkillEntry | null; done: () => void }) {
  const { t } = useTranslation('network-profile')
  const { register, handleSubmit, formState, setError } = useForm<
    SkillRequest,
    unknown,
    z.output<typeof skillRequestSchema>
  >({
    resolver: zodResolver(skillRequestSchema),
    defaultValues: entry ?? { name: '', seniority: '' as SkillRequest['seniority'] },
  })
  const { pending, save } = useEntrySave('skills', entry?.id ?? null, done, (message) =>
    setError('name', { type: 'duplicate', message }, { shouldFocus: true }),
  )
  const id = (name: string) => `skill-${entry?.id ?? 'new'}-${name}`
  const nameError = formState.errors.name
  return (
    <EntryForm
      title={t(entry ? 'skills.editTitle' : 'skills.addTitle')}
      onSubmit={(event) => void handleSubmit(save)(event)}
      pending={pending}
      done={done}
    >
      <ProfileField
        id={id('name')}
        label={t('skills.name')}
        hint={t('skills.nameHint')}
        error={nameError?.type === 'duplicate' ? nameError.message : fieldMessage(t, nameError)}
      >
        {(described) => (
          <input
            id={id('name')}
            aria-invalid={!!nameError}
            aria-describedby={described}
            {...register('name')}
          />
        )}
      </ProfileField>
      <ProfileField
        id={id('seniority')}
        label={t('skills.seniority')}
        error={fieldMessage(t, formState.errors.seniority)}
      >
        {(described) => (
          <select
            id={id('seniority')}
            aria-invalid={!!formState.errors.seniority}
            aria-describedby={described}
            {...register('seniority')}
          >
            <option value="">{t('form.choose')}</option>
            {SENIORITY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`seniority.${level}`)}
              </option>
            ))}
          </select>
        )}
      </ProfileField>
    </EntryForm>
  )
}

/** /my-profile/skills: tags, each with a seniority (Junior, Middle, Senior, Lead); one per name. */
export function SkillsSection({ entries }: { entries: SkillEntry[] }) {
  const { t } = useTranslation('network-profile')
  return (
    <SectionList
      section="skills"
      entries={entries}
      name={(e) => e.name}
      summary={(e) => (
        <>
          <span className="chip">{e.name}</span> {t(`seniority.${e.seniority}`)}
        </>
      )}
      form={(entry, done) => <SkillForm entry={entry} done={done} />}
    />
  )
}
