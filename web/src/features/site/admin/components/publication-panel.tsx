import { zodResolver } from '@hookform/resolvers/zod'
import {
  publicationInputSchema,
  type AdminPublicationDetail,
  type PublicationFields,
  type PublicationInput,
} from '@iqs/protocol'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import {
  publicationFilePath,
  useAdminPublication,
  useDeletePublication,
  usePublishPublication,
  useSavePublication,
  useStorePublication,
} from '../api/admin-publications.js'
import { fieldMessage } from '../utils/field-message.js'
import { DOCUMENT_RULE, IMAGE_RULE } from '../utils/file-rules.js'
import { AdminField } from './admin-field.js'
import { DeleteRecord } from './delete-record.js'
import { FileField } from './file-field.js'
import { PanelHeading } from './panel-heading.js'
import { PublicationPreview } from './publication-preview.js'
import { RecordHistory } from './record-history.js'

/** Today, the default date of a new publication. */
const today = () => new Date().toISOString().slice(0, 10)

/** A publication's panel: a new one (`id` undefined) or one loaded by its id. */
export function PublicationPanel({
  id,
  onCreated,
  onClose,
}: {
  id: number | undefined
  onCreated: (id: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation('admin-web-site')
  const record = useAdminPublication(id)
  if (id === undefined) return <PublicationEditor onCreated={onCreated} onClose={onClose} />
  return (
    <section className="card site-admin__panel" aria-label={t('publications.panel')}>
      <ListState status={record.status} isEmpty={false} emptyText="" errorText={t('publications.loadFailed')}>
        {record.data && <PublicationEditor record={record.data} onCreated={onCreated} onClose={onClose} />}
      </ListState>
    </section>
  )
}

/**
 * The form (both languages, the date), the publish toggle and the deletion, the file and cover
 * once the draft exists, the preview of what readers will see (as typed, before saving) and the
 * history of every admin action on it.
 */
function PublicationEditor({
  record,
  onCreated,
  onClose,
}: {
  record?: AdminPublicationDetail
  onCreated: (id: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation('admin-web-site')
  const errorText = useErrorText()
  const formId = useId()
  const save = useSavePublication()
  const publish = usePublishPublication()
  const remove = useDeletePublication()
  const store = useStorePublication()
  const { register, handleSubmit, formState, control } = useForm<
    PublicationInput,
    unknown,
    PublicationFields
  >({
    resolver: zodResolver(publicationInputSchema),
    defaultValues: {
      title_en: record?.title_en ?? '',
      title_fr: record?.title_fr ?? '',
      content_en: record?.content_en ?? '',
      content_fr: record?.content_fr ?? '',
      date: record?.date ?? today(),
    },
  })
  // The preview follows the form as typed.
  const values = useWatch({ control })
  const title = record?.title_en ?? t('publications.untitled')
  const field = (name: keyof PublicationInput) => `${formId}-${name}`
  const error = (name: keyof PublicationInput) => fieldMessage(t, formState.errors[name])

  const onValid = (body: PublicationFields) =>
    save.mutate(
      { id: record?.id, body },
      {
        onSuccess: (detail) => {
          toast.success(t(record ? 'saved' : 'publications.created', { title: detail.title_en }))
          if (!record) onCreated(detail.id)
        },
        onError: (failure) => toast.error(errorText(failure, t('saveFailed'))),
      },
    )

  const panel = (
    <>
      <PanelHeading
        title={record ? t('publications.editTitle', { title }) : t('publications.newTitle')}
        closeLabel={t('close')}
        onClose={onClose}
      />
      {record && (
        <p>
          <span className={`site-admin__badge site-admin__badge--${record.published ? 'on' : 'off'}`}>
            {t(record.published ? 'publications.published' : 'publications.draft')}
          </span>{' '}
          <span className="muted">
            {t(record.published ? 'publications.onSite' : 'publications.notOnSite')}
          </span>
        </p>
      )}
      <form className="site-admin__form" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <div className="site-admin__pair">
          <AdminField id={field('title_en')} label={t('fields.title_en')} error={error('title_en')}>
            {(described) => (
              <input
                id={field('title_en')}
                aria-invalid={!!formState.errors.title_en}
                aria-describedby={described}
                {...register('title_en')}
              />
            )}
          </AdminField>
          <AdminField
            id={field('title_fr')}
            label={t('fields.title_fr')}
            hint={t('frenchHint')}
            error={error('title_fr')}
          >
            {(described) => (
              <input
                id={field('title_fr')}
                lang="fr"
                aria-invalid={!!formState.errors.title_fr}
                aria-describedby={described}
                {...register('title_fr')}
              />
            )}
          </AdminField>
          <AdminField id={field('content_en')} label={t('fields.content_en')} error={error('content_en')}>
            {(described) => (
              <textarea
                id={field('content_en')}
                rows={6}
                aria-invalid={!!formState.errors.content_en}
                aria-describedby={described}
                {...register('content_en')}
              />
            )}
          </AdminField>
          <AdminField id={field('content_fr')} label={t('fields.content_fr')} error={error('content_fr')}>
            {(described) => (
              <textarea
                id={field('content_fr')}
                rows={6}
                lang="fr"
                aria-invalid={!!formState.errors.content_fr}
                aria-describedby={described}
                {...register('content_fr')}
              />
            )}
          </AdminField>
        </div>
        <AdminField id={field('date')} label={t('fields.date')} error={error('date')}>
          {(described) => (
            <input
              id={field('date')}
              type="date"
              className="site-admin__date"
              aria-invalid={!!formState.errors.date}
              aria-describedby={described}
              {...register('date')}
            />
          )}
        </AdminField>
        <div className="site-admin__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {record ? t('save') : t('publications.createDraft')}
          </button>
          {record && (
            <button
              type="button"
              className="button button--secondary"
              disabled={publish.isPending}
              onClick={() =>
                publish.mutate(
                  { id: record.id, published: !record.published },
                  {
                    onSuccess: (detail) =>
                      toast.success(
                        t(
                          detail.published ? 'publications.publishedToast' : 'publications.unpublishedToast',
                          {
                            title,
                          },
                        ),
                      ),
                    onError: (failure) => toast.error(errorText(failure, t('saveFailed'))),
                  },
                )
              }
            >
              {t(record.published ? 'publications.unpublish' : 'publications.publish')}
            </button>
          )}
          {record && (
            <DeleteRecord
              name={title}
              disabled={remove.isPending}
              onConfirm={() =>
                remove.mutate(record.id, {
                  onSuccess: () => {
                    toast.success(t('deleted', { name: title }))
                    onClose()
                  },
                  onError: (failure) => toast.error(errorText(failure, t('deleteFailed'))),
                })
              }
            />
          )}
        </div>
      </form>
      {record ? (
        <div className="site-admin__files">
          <FileField<AdminPublicationDetail>
            id={`${formId}-file`}
            label={t('fields.file')}
            rule={DOCUMENT_RULE}
            current={record.file}
            uploadPath={publicationFilePath(record.id, 'file')}
            removable
            onStored={(detail) => {
              store(detail, detail.id)
              toast.success(t('files.saved'))
            }}
          />
          <FileField<AdminPublicationDetail>
            id={`${formId}-cover`}
            label={t('fields.cover')}
            rule={IMAGE_RULE}
            current={record.cover}
            uploadPath={publicationFilePath(record.id, 'cover')}
            removable
            image
            onStored={(detail) => {
              store(detail, detail.id)
              toast.success(t('files.saved'))
            }}
          />
        </div>
      ) : (
        <p className="muted">{t('publications.filesAfterCreate')}</p>
      )}
      <PublicationPreview values={values} record={record} />
      {record && <RecordHistory entries={record.history} />}
    </>
  )
  return record ? (
    panel
  ) : (
    <section className="card site-admin__panel" aria-label={t('publications.panel')}>
      {panel}
    </section>
  )
}
