import type { ProfileListSection } from '@iqs/protocol'
import type { FormEventHandler, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { ApiError } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useSaveEntry } from '../api/section-entries.js'

/**
 * Saving an entry of a list section: its form's submit, the toasts, and the api's refusals
 * (a duplicate language or skill is said on `duplicateField`). `done` closes the form.
 */
export function useEntrySave(
  section: ProfileListSection,
  id: string | null,
  done: () => void,
  onDuplicate?: (message: string) => void,
) {
  const { t } = useTranslation('network-profile')
  const errorText = useErrorText()
  const save = useSaveEntry(section)
  return {
    pending: save.isPending,
    save: (body: unknown) =>
      save.mutate(
        { id, body },
        {
          onSuccess: () => {
            toast.success(t('list.saved'))
            done()
          },
          onError: (error) => {
            if (error instanceof ApiError && error.code === 'PROFILE_ENTRY_DUPLICATE' && onDuplicate)
              onDuplicate(t(`${section}.duplicate`))
            else toast.error(errorText(error, t('list.saveFailed')))
          },
        },
      ),
  }
}

/** The frame of an entry's form: its fields, then save and cancel. */
export function EntryForm({
  title,
  onSubmit,
  pending,
  done,
  children,
}: {
  title: string
  onSubmit: FormEventHandler<HTMLFormElement>
  pending: boolean
  done: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('network-profile')
  return (
    <form className="profile-form profile-form--entry" noValidate onSubmit={onSubmit} aria-label={title}>
      <h3 className="profile-form__title">{title}</h3>
      <div className="profile-form__grid">{children}</div>
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={done} disabled={pending}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  )
}
