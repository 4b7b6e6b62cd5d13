import { zodResolver } from '@hookform/resolvers/zod'
import {
  referenceInputSchema,
  SECTORS,
  type AdminReferenceDetail,
  type ReferenceFields,
  type ReferenceInput,
} from '@iqs/protocol'
import { useId, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import {
  referenceLogoPath,
  useAdminReference,
  useDeleteReference,
  useSaveReference,
  useStoreReference,
} from '../api/admin-references.js'
import { fieldMessage } from '../utils/field-message.js'
import { IMAGE_RULE } from '../utils/file-rules.js'
import { AdminField } from './admin-field.js'
import { DeleteRecord } from './delete-record.js'
import { FileField } from './file-field.js'
import { PanelHeading } from './panel-heading.js'
import { RecordHistory } from './record-history.js'
import { ReferencePreview } from './reference-preview.js'

/** An empty number field is "none" (a new reference goes after the others), not zero. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)
/** The sector select's "none" is an empty value; the api takes null. */
const optionalSector = (value: unknown) => (value ? value : null)

/** A reference's panel: a new one (`id` undefined) or one loaded by its id. */
export function ReferencePanel({
  id,
  onCreated,
  onClose,
}: {
  id: number | undefined
  onCreated: (id: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation('admin-web-site')
  const record = useAdminReference(id)
  return (
    <section className="card site-admin__panel" aria-label={t('references.panel')}>
      {id === undefined ? (
        <ReferenceEditor onCreated={onCreated} onClose={onClose} />
      ) : (
        <ListState status={record.status} isEmpty={false} emptyText="" errorText={t('references.loadFailed')}>
          {record.data && <ReferenceEditor record={record.data} onCreated={onCreated} onClose={onClose} />}
        </ListState>
      )}
    </section>
  )
}

/** The form (client, sector, quote and summary in both languages, order, visible), logo, preview, history. */
function ReferenceEditor({
  record,
  onCreated,
  onClose,
}: {
  record?: AdminReferenceDetail
  onCreated: (id: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation('admin-web-site')
  const { t: common } = useTranslation()
  const errorText = useErrorText()
  const formId = useId()
  const save = useSaveReference()
  const remove = useDeleteReference()
  const store = useStoreReference()
  const { register, handleSubmit, formState, control } = useForm<ReferenceInput, unknown, ReferenceFields>({
    resolver: zodResolver(referenceInputSchema),
    defaultValues: {
      client_name: record?.client_name ?? '',
      sector: record?.sector ?? null,
      quote_en: record?.quote_en ?? '',
      quote_fr: record?.quote_fr ?? '',
      summary_en: record?.summary_en ?? '',
      summary_fr: record?.summary_fr ?? '',
      position: record?.position,
      visible: record?.visible ?? true,
    },
  })
  // The preview follows the form as typed.
  const values = useWatch({ control })
  const name = record?.client_name ?? ''
  const field = (key: keyof ReferenceInput) => `${formId}-${key}`
  const input = (
    key: keyof ReferenceInput,
    label: string,
    control: (described: string | undefined) => ReactNode,
    hint?: string,
  ) => (
    <AdminField id={field(key)} label={label} hint={hint} error={fieldMessage(t, formState.errors[key])}>
      {control}
    </AdminField>
  )
  const text = (key: 'quote_en' | 'quote_fr' | 'summary_en' | 'summary_fr', french: boolean) =>
    input(key, t(`fields.${key}`), (described) => (
      <textarea
        id={field(key)}
        rows={3}
        lang={french ? 'fr' : undefined}
        aria-invalid={!!formState.errors[key]}
        aria-describedby={described}
        {...register(key)}
      />
    ))

  const onValid = (body: ReferenceFields) =>
    save.mutate(
      { id: record?.id, body },
      {
        onSuccess: (detail) => {
          toast.success(t(record ? 'saved' : 'references.created', { title: detail.client_name }))
          if (!record) onCreated(detail.id)
        },
        onError: (failure) => toast.error(errorText(failure, t('saveFailed'))),
      },
    )

  return (
    <>
      <PanelHeading
        title={record ? t('references.editTitle', { title: name }) : t('references.newTitle')}
        closeLabel={t('close')}
        onClose={onClose}
      />
      <form className="site-admin__form" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <div className="site-admin__pair">
          {input('client_name', t('fields.client_name'), (described) => (
            <input
              id={field('client_name')}
              aria-invalid={!!formState.errors.client_name}
              aria-describedby={described}
              {...register('client_name')}
            />
          ))}
          {input('sector', t('fields.sector'), (described) => (
            <select
              id={field('sector')}
              aria-invalid={!!formState.errors.sector}
              aria-describedby={described}
              {...register('sector', { setValueAs: optionalSector })}
            >
              <option value="">{t('references.noSector')}</option>
              {SECTORS.map((sector) => (
                <option key={sector} value={sector}>
                  {common(`sectors.${sector}`)}
                </option>
              ))}
            </select>
          ))}
          {text('quote_en', false)}
          {text('quote_fr', true)}
          {text('summary_en', false)}
          {text('summary_fr', true)}
        </div>
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
        </div>
        <label className="site-admin__check">
          <input type="checkbox" {...register('visible')} /> {t('fields.visible')}
        </label>
        <div className="site-admin__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {record ? t('save') : t('references.create')}
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
        <FileField<AdminReferenceDetail>
          id={`${formId}-logo`}
          label={t('fields.logo')}
          rule={IMAGE_RULE}
          current={record.logo}
          uploadPath={referenceLogoPath(record.id)}
          removable
          image
          onStored={(detail) => {
            store(detail, detail.id)
            toast.success(t('files.saved'))
          }}
        />
      ) : (
        <p className="muted">{t('references.logoAfterCreate')}</p>
      )}
      <ReferencePreview values={values} record={record} />
      {record && <RecordHistory entries={record.history} />}
    </>
  )
}
