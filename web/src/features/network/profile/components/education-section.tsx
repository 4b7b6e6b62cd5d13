import { zodResolver } from '@hookform/resolvers/zod'
import { educationRequestSchema, type EducationEntry, type EducationRequest } from '@iqs/protocol'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { fieldMessage } from '../utils/field-message.js'
import { EntryForm, useEntrySave } from './entry-form.js'
import { ProfileField } from './profile-field.js'
import { SectionList } from './section-list.js'

const yearOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value))
const yearOrUndefined = (value: unknown) => (value === '' || value === null ? undefined : Number(value))

function EducationForm({ entry, done }: { entry: EducationEntry | null; done: () => void }) {
  const { t } = useTranslation('network-profile')
  const { register, handleSubmit, formState } = useForm<
    EducationRequest,
    unknown,
    z.output<typeof educationRequestSchema>
  >({
    resolver: zodResolver(educationRequestSchema),
    defaultValues: entry
      ? { ...entry, field: entry.field ?? '' }
      : { school: '', degree: '', field: '', end_year: null },
  })
  const { pending, save } = useEntrySave('education', entry?.id ?? null, done)
  const id = (name: string) => `education-${entry?.id ?? 'new'}-${name}`
  const error = (name: keyof EducationRequest) => fieldMessage(t, formState.errors[name])
  return (
    <EntryForm
      title={t(entry ? 'education.editTitle' : 'education.addTitle')}
      onSubmit={(event) => void handleSubmit(save)(event)}
      pending={pending}
      done={done}
    >
      {(['school', 'degree', 'field'] as const).map((name) => (
        <ProfileField key={name} id={id(name)} label={t(`education.${name}`)} error={error(name)}>
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
      <ProfileField id={id('start')} label={t('education.startYear')} error={error('start_year')}>
        {(described) => (
          <input
            id={id('start')}
            type="number"
            inputMode="numeric"
            aria-invalid={!!formState.errors.start_year}
            aria-describedby={described}
            {...register('start_year', { setValueAs: yearOrUndefined })}
          />
        )}
      </ProfileField>
      <ProfileField
        id={id('end')}
        label={t('education.endYear')}
        hint={t('education.endYearHint')}
        error={error('end_year')}
      >
        {(described) => (
          <input
            id={id('end')}
            type="number"
            inputMode="numeric"
            aria-invalid={!!formState.errors.end_year}
            aria-describedby={described}
            {...register('end_year', { setValueAs: yearOrNull })}
          />
        )}
      </ProfileField>
    </EntryForm>
  )
}

/** /my-profile/education: schools and degrees, many, in their owner's order. */
export function EducationSection({ entries }: { entries: EducationEntry[] }) {
  const { t } = useTranslation('network-profile')
  return (
    <SectionList
      section="education"
      entries={entries}
      name={(e) => `${e.degree}, ${e.school}`}
      summary={(e) => (
        <>
          <strong>{e.degree}</strong>
          {e.field && ` — ${e.field}`}
          <br />
          {e.school} · {e.start_year}–{e.end_year ?? t('education.ongoing')}
        </>
      )}
      form={(entry, done) => <EducationForm entry={entry} done={done} />}
    />
  )
}
