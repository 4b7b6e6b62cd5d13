import { zodResolver } from '@hookform/resolvers/zod'
import { adInputSchema, type AdFields, type AdInput, type AdminAdDetail } from '@iqs/protocol'
import { useId, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { adImagePath, useAdminAd, useDeleteAd, useSaveAd, useStoreAd } from '../api/admin-ads.js'
import { fieldMessage } from '../utils/field-message.js'
import { IMAGE_RULE } from '../utils/file-rules.js'
import { AdPreview } from './ad-preview.js'
import { AdminField } from './admin-field.js'
import { DeleteRecord } from './delete-record.js'
import { FileField } from './file-field.js'
import { PanelHeading } from './panel-heading.js'
import { RecordHistory } from './record-history.js'

/** An empty number field is "none" (a new ad goes after the others), not zero. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)

/** An ad's panel: a new one (`id` undefined) or one loaded by its id. */
export function AdPanel({
  id,
  onCreated,
  onClose,
}: {
  id: number | undefined
  onCreated: (id: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation('admin-web-site')
  const record = useAdminAd(id)
  return (
    <section className="card site-admin__panel" aria-label={t('ads.panel')}>
      {id === undefined ? (
        <AdEditor onCreated={onCreated} onClose={onClose} />
      ) : (
        <ListState status={record.status} isEmpty={false} emptyText="" errorText={t('ads.loadFailed')}>
          {record.data && <AdEditor record={record.data} onCreated={onCreated} onClose={onClose} />}
        </ListState>
      )}
    </section>
  )
}

/** The form (both languages, link, order, active flag, dates), the image, the preview, the history. */
function AdEditor({
  record,
  onCreated,
  onClose,
}: {
  record?: AdminAdDetail
  onCreated: (id: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation('admin-web-site')
  const errorText = useErrorText()
  const formId = useId()
  const save = useSaveAd()
  const remove = useDeleteAd()
  const store = useStoreAd()
  const { register, handleSubmit, formState, control } = useForm<AdInput, unknown, AdFields>({
    resolver: zodResolver(adInputSchema),
    defaultValues: {
      title_en: record?.title_en ?? '',
      title_fr: record?.title_fr ?? '',
      description_en: record?.description_en ?? '',
      description_fr: record?.description_fr ?? '',
      link: record?.link ?? '',
      position: record?.position,
      active: record?.active ?? true,
      active_from: record?.active_from ?? '',
      active_until: record?.active_until ?? '',
    },
  })
  // The preview follows the form as typed.
  const values = useWatch({ control })
  const name = record?.title_en ?? ''
  const field = (key: keyof AdInput) => `${formId}-${key}`
  const error = (key: keyof AdInput) => fieldMessage(t, formState.errors[key])
  const input = (
    key: keyof AdInput,
    label: string,
    control: (described: string | undefined) => ReactNode,
    hint?: string,
  ) => (
    <AdminField id={field(key)} label={label} hint={hint} error={error(key)}>
      {control}
    </AdminField>
  )

  const onValid = (body: AdFields) =>
    save.mutate(
      { id: record?.id, body },
      {
        onSuccess: (detail) => {
          toast.success(t(record ? 'saved' : 'ads.created', { title: detail.title_en }))
          if (!record) onCreated(detail.id)
        },
        onError: (failure) => toast.error(errorText(failure, t('saveFailed'))),
      },
    )

  return (
    <>
      <PanelHeading
        title={record ? t('ads.editTitle', { title: name }) : t('ads.newTitle')}
        closeLabel={t('close')}
        onClose={onClose}
      />
      <form className="site-admin__form" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <div className="site-admin__pair">
          {input('title_en', t('fields.title_en'), (described) => (
            <input
              id={field('title_en')}
              aria-invalid={!!formState.errors.title_en}
              aria-describedby={described}
              {...register('title_en')}
            />
          ))}
          {input(
            'title_fr',
            t('fields.title_fr'),
            (described) => (
              <input
                id={field('title_fr')}
                lang="fr"
                aria-invalid={!!formState.errors.title_fr}
                aria-describedby={described}
                {...register('title_fr')}
              />
            ),
            t('frenchHint'),
          )}
          {input(
            'description_en',
            t('fields.description_en'),
            (described) => (
              <textarea
                id={field('description_en')}
                rows={3}
                aria-invalid={!!formState.errors.description_en}
                aria-describedby={described}
                {...register('description_en')}
              />
            ),
            t('ads.descriptionHint'),
          )}
          {input('description_fr', t('fields.description_fr'), (described) => (
            <textarea
              id={field('description_fr')}
              rows={3}
              lang="fr"
              aria-invalid={!!formState.errors.description_fr}
              aria-describedby={described}
              {...register('description_fr')}
            />
          ))}
        </div>
        {input(
          'link',
          t('fields.link'),
          (described) => (
            <input
              id={field('link')}
              inputMode="url"
              aria-invalid={!!formState.errors.link}
              aria-describedby={described}
              {...register('link')}
            />
          ),
          t('ads.linkHint'),
        )}
        <div className="site-admin__row">
          {input(
            'position',
            t('fields.position'),
            (described) => (
              <input
                id={field('position')}
                type="number"
                min={0}
                max={9999}
                className="site-admin__number"
                aria-invalid={!!formState.errors.position}
                aria-describedby={described}
                {...register('position', { setValueAs: optionalNumber })}
              />
            ),
            t('positionHint'),
          )}
          {input('active_from', t('fields.active_from'), (described) => (
            <input
              id={field('active_from')}
              type="date"
              className="site-admin__date"
              aria-invalid={!!formState.errors.active_from}
              aria-describedby={described}
              {...register('active_from')}
            />
          ))}
          {input('active_until', t('fields.active_until'), (described) => (
            <input
              id={field('active_until')}
              type="date"
              className="site-admin__date"
              aria-invalid={!!formState.errors.active_until}
              aria-describedby={described}
              {...register('active_until')}
            />
          ))}
        </div>
        <label className="site-admin__check">
          <input type="checkbox" {...register('active')} /> {t('fields.active')}
        </label>
        <div className="site-admin__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {record ? t('save') : t('ads.create')}
          </button>
          {record && (
            <DeleteRecord
              name={name}
              disabled={remove.isPending}
              onConfirm={() =>
                remove.mutate(record.id, {
                  onSuccess: () => {
                    toast.success(t('deleted', { name }))
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
        <FileField<AdminAdDetail>
          id={`${formId}-image`}
          label={t('fields.image')}
          rule={IMAGE_RULE}
          current={record.image}
          uploadPath={adImagePath(record.id)}
          removable={false}
          image
          onStored={(detail) => {
            store(detail, detail.id)
            toast.success(t('files.saved'))
          }}
        />
      ) : (
        <p className="muted">{t('ads.imageAfterCreate')}</p>
      )}
      <AdPreview values={values} record={record} />
      {record && <RecordHistory entries={record.history} />}
    </>
  )
}
