import { zodResolver } from '@hookform/resolvers/zod'
import { experienceRequestSchema, type ExperienceEntry, type ExperienceRequest } from '@iqs/protocol'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { fieldMessage } from '../utils/field-message.js'
import { EntryForm, useEntrySave } from './entry-form.js'
import { ProfileField } from './profile-field.js'
import { SectionList } from './section-list.js'

const monthOrNull = (value: unknown) => (value === '' || value === null ? null : value)

function ExperienceForm({ entry, done }: { entry: ExperienceEntry | null; done: () => void }) {
  const { t } = useTranslation('network-profile')
  const { register, handleSubmit, formState } = useForm<
    ExperienceRequest,
    unknown,
    z.output<typeof experienceRequestSchema>
  >({
    resolver: zodResolver(experienceRequestSchema),
    defaultValues: entry
      ? { ...entry, description: entry.description ?? '' }
      : { company: '', title: '', start_date: '', end_date: null, description: '' },
  })
  const { pending, save } = useEntrySave('experience', entry?.id ?? null, done)
  const id = (name: string) => `experience-${entry?.id ?? 'new'}-${name}`
  const error = (name: keyof ExperienceRequest) => fieldMessage(t, formState.errors[name])
  return (
    <EntryForm
      title={t(entry ? 'experience.editTitle' : 'experience.addTitle')}
      onSubmit={(event) => void handleSubmit(save)(event)}
      pending={pending}
      done={done}
    >
      {(['company', 'title'] as const).map((name) => (
        <ProfileField
          key={name}
          id={id(name)}
          label={t(name === 'title' ? 'experience.jobTitle' : 'experience.company')}
          error={error(name)}
        >
          {(described) => (
            <input
              id={id(name)}
              aria-invalid={!!formState.errors[name]}
              aria-describedby={described}
              {...register(name)}
            />
          )}
        </ProfileField>
      ))}
      <ProfileField
        id={id('start')}
        label={t('experience.startDate')}
        hint={t('experience.monthHint')}
        error={error('start_date')}
      >
        {(described) => (
          <input
            id={id('start')}
            type="month"
            placeholder="2024-03"
            aria-invalid={!!formState.errors.start_date}
            aria-describedby={described}
            {...register('start_date')}
          />
        )}
      </ProfileField>
      <ProfileField
        id={id('end')}
        label={t('experience.endDate')}
        hint={t('experience.endDateHint')}
        error={error('end_date')}
      >
        {(described) => (
          <input
            id={id('end')}
            type="month"
            placeholder="2025-06"
            aria-invalid={!!formState.errors.end_date}
            aria-describedby={described}
            {...register('end_date', { setValueAs: monthOrNull })}
          />
        )}
      </ProfileField>
      <div className="profile-form__wide">
        <ProfileField id={id('description')} label={t('experience.description')} error={error('description')}>
          {(described) => (
            <textarea
              id={id('description')}
              rows={4}
              aria-invalid={!!formState.errors.description}
              aria-describedby={described}
              {...register('description')}
            />
          )}
        </ProfileField>
      </div>
    </EntryForm>
  )
}

/** /my-profile/experience: positions, many, in their owner's order (no end: the current one). */
export function ExperienceSection({ entries }: { entries: ExperienceEntry[] }) {
  const { t } = useTranslation('network-profile')
  return (
    <SectionList
      section="experience"
      entries={entries}
      name={(e) => `${e.title}, ${e.company}`}
      summary={(e) => (
        <>
          <strong>{e.title}</strong> — {e.company}
          <br />
          {e.start_date} – {e.end_date ?? t('experience.current')}
          {e.description && <p className="profile-list__text">{e.description}</p>}
        </>
      )}
      form={(entry, done) => <ExperienceForm entry={entry} done={done} />}
    />
  )
}
