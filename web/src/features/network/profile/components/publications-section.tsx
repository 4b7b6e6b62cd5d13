import { zodResolver } from '@hookform/resolvers/zod'
import {
  PUBLICATION_FILE_FORMATS,
  PUBLICATION_MAX_FILE_BYTES,
  publicationRequestSchema,
  type PublicationEntry,
  type PublicationRequest,
} from '@iqs/protocol'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { ApiError, apiUrl } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useSaveEntry } from '../api/section-entries.js'
import { useUploadPublicationFile } from '../api/upload-profile-file.js'
import { fieldMessage } from '../utils/field-message.js'
import { checkChosenFile } from '../utils/file-check.js'
import { EntryForm } from './entry-form.js'
import { ProfileField } from './profile-field.js'
import { SectionList } from './section-list.js'

function PublicationForm({ entry, done }: { entry: PublicationEntry | null; done: () => void }) {
  const { t } = useTranslation('network-profile')
  const errorText = useErrorText()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [progress, setProgress] = useState<number | undefined>()
  const save = useSaveEntry('publications')
  const upload = useUploadPublicationFile(setProgress)
  const { register, handleSubmit, formState } = useForm<
    PublicationRequest,
    unknown,
    z.output<typeof publicationRequestSchema>
  >({
    resolver: zodResolver(publicationRequestSchema),
    defaultValues: entry ? { ...entry, link: entry.link ?? '' } : { title: '', date: '', link: '' },
  })
  const id = (name: string) => `publication-${entry?.id ?? 'new'}-${name}`
  const error = (name: keyof PublicationRequest) => fieldMessage(t, formState.errors[name])
  const fileMessage = (problem: 'tooLarge' | 'format') =>
    problem === 'tooLarge'
      ? t('files.tooLarge', { size: PUBLICATION_MAX_FILE_BYTES / 1024 / 1024 })
      : t('files.formatNotAllowed', { formats: PUBLICATION_FILE_FORMATS.join(', ') })

  const onValid = (body: z.output<typeof publicationRequestSchema>) => {
    // "Link or file": a publication says where to read it.
    if (!body.link && !file && !entry?.file_url) {
      setFileError(t('publications.linkOrFile'))
      return
    }
    save.mutate(
      { id: entry?.id ?? null, body },
      {
        onSuccess: (profile) => {
          if (!file) {
            toast.success(t('list.saved'))
            done()
            return
          }
          // A new publication is the last of the list the api answers.
          const target = entry?.id ?? profile.publications.at(-1)?.id
          if (!target) return
          upload.mutate(
            { id: target, file },
            {
              onSuccess: () => {
                toast.success(t('list.saved'))
                done()
              },
              onError: (failure) => {
                setProgress(undefined)
                setFileError(uploadRefusal(failure) ?? errorText(failure, t('files.failed')))
              },
            },
          )
        },
        onError: (failure) => toast.error(errorText(failure, t('list.saveFailed'))),
      },
    )
  }
  const uploadRefusal = (failure: unknown) =>
    failure instanceof ApiError && failure.code === 'KYC_FILE_TOO_LARGE'
      ? fileMessage('tooLarge')
      : failure instanceof ApiError && failure.code === 'KYC_FORMAT_NOT_ALLOWED'
        ? fileMessage('format')
        : undefined

  return (
    <EntryForm
      title={t(entry ? 'publications.editTitle' : 'publications.addTitle')}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      pending={save.isPending || upload.isPending}
      done={done}
    >
      <ProfileField id={id('title')} label={t('publications.titleField')} error={error('title')}>
        {(described) => (
          <input
            id={id('title')}
            aria-invalid={!!formState.errors.title}
            aria-describedby={described}
            {...register('title')}
          />
        )}
      </ProfileField>
      <ProfileField id={id('date')} label={t('publications.date')} error={error('date')}>
        {(described) => (
          <input
            id={id('date')}
            type="date"
            aria-invalid={!!formState.errors.date}
            aria-describedby={described}
            {...register('date')}
          />
        )}
      </ProfileField>
      <ProfileField
        id={id('link')}
        label={t('publications.link')}
        hint={t('publications.linkHint')}
        error={error('link')}
      >
        {(described) => (
          <input
            id={id('link')}
            type="url"
            placeholder="https://"
            aria-invalid={!!formState.errors.link}
            aria-describedby={described}
            {...register('link')}
          />
        )}
      </ProfileField>
      <ProfileField
        id={id('file')}
        label={t('publications.file')}
        hint={entry?.file_url ? t('publications.fileOnRecord') : t('publications.fileHint')}
        error={fileError}
      >
        {(described) => (
          <input
            id={id('file')}
            type="file"
            accept=".pdf,application/pdf"
            aria-invalid={!!fileError}
            aria-describedby={described}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              const problem = chosen
                ? checkChosenFile(chosen, PUBLICATION_FILE_FORMATS, PUBLICATION_MAX_FILE_BYTES)
                : undefined
              setFileError(problem ? fileMessage(problem) : undefined)
              setFile(problem ? null : chosen)
              if (problem) event.target.value = ''
            }}
          />
        )}
      </ProfileField>
      {progress !== undefined && file && (
        <progress
          className="profile-progress"
          aria-label={t('files.progress', { name: file.name })}
          max={1}
          value={progress}
        />
      )}
    </EntryForm>
  )
}

/** /my-profile/publications: title, date, and a link or a PDF; many, in their owner's order. */
export function PublicationsSection({ entries }: { entries: PublicationEntry[] }) {
  const { t } = useTranslation('network-profile')
  return (
    <SectionList
      section="publications"
      entries={entries}
      name={(e) => e.title}
      summary={(e) => (
        <PublicationSummary
          publication={e}
          linkText={t('publications.open')}
          fileText={t('publications.download')}
        />
      )}
      form={(entry, done) => <PublicationForm entry={entry} done={done} />}
    />
  )
}

/** A publication as a reader sees it: title, date, its link and its PDF. */
export function PublicationSummary({
  publication,
  linkText,
  fileText,
}: {
  publication: PublicationEntry
  linkText: string
  fileText: string
}) {
  return (
    <>
      <strong>{publication.title}</strong> · {publication.date}
      {publication.link && (
        <>
          {' · '}
          <a href={publication.link} target="_blank" rel="noopener noreferrer">
            {linkText}
          </a>
        </>
      )}
      {publication.file_url && (
        <>
          {' · '}
          <a href={apiUrl(publication.file_url)} download>
            {fileText}
          </a>
        </>
      )}
    </>
  )
}
