import { zodResolver } from '@hookform/resolvers/zod'
import { headlineRequestSchema, type HeadlineRequest, type MyProfile } from '@iqs/protocol'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useSaveHeadline } from '../api/save-headline.js'
import { fieldMessage } from '../utils/field-message.js'
import { ProfileField } from './profile-field.js'

/** The headline: a title ("Senior data engineer") and a short summary. */
export function HeadlineForm({ profile, onSaved }: { profile: MyProfile; onSaved?: () => void }) {
  const { t } = useTranslation('network-profile')
  const errorText = useErrorText()
  const save = useSaveHeadline()
  const { register, handleSubmit, formState } = useForm<
    HeadlineRequest,
    unknown,
    z.output<typeof headlineRequestSchema>
  >({
    resolver: zodResolver(headlineRequestSchema),
    defaultValues: { title: profile.title ?? '', summary: profile.summary ?? '' },
  })
  const onValid = (body: z.output<typeof headlineRequestSchema>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('headline.saved'))
        onSaved?.()
      },
      onError: (error) => toast.error(errorText(error, t('list.saveFailed'))),
    })
  return (
    <form className="profile-form" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <ProfileField
        id="headline-title"
        label={t('headline.titleField')}
        hint={t('headline.titleHint')}
        error={fieldMessage(t, formState.errors.title)}
      >
        {(described) => (
          <input
            id="headline-title"
            aria-invalid={!!formState.errors.title}
            aria-describedby={described}
            {...register('title')}
          />
        )}
      </ProfileField>
      <ProfileField
        id="headline-summary"
        label={t('headline.summary')}
        error={fieldMessage(t, formState.errors.summary)}
      >
        {(described) => (
          <textarea
            id="headline-summary"
            rows={6}
            aria-invalid={!!formState.errors.summary}
            aria-describedby={described}
            {...register('summary')}
          />
        )}
      </ProfileField>
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </button>
      </div>
    </form>
  )
}
