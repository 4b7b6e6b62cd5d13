import { zodResolver } from '@hookform/resolvers/zod'
import {
  countryCodes,
  profileAddressRequestSchema,
  type MyProfile,
  type ProfileAddressRequest,
} from '@iqs/protocol'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { currentLanguage } from '../../../../lib/i18n.js'
import { useSaveAddress } from '../api/save-address.js'
import { fieldMessage } from '../utils/field-message.js'
import { ProfileField } from './profile-field.js'

/** The countries of the list, named in the reader's language and sorted by that name. */
function useCountries() {
  const { i18n } = useTranslation()
  const language = currentLanguage(i18n.resolvedLanguage)
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' })
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language))
  }, [language])
}

/** The postal address: kept on the account, used for contracts, never shown on the profile. */
export function AddressForm({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation('network-profile')
  const errorText = useErrorText()
  const countries = useCountries()
  const save = useSaveAddress()
  const { address } = profile
  const { register, handleSubmit, formState } = useForm<
    ProfileAddressRequest,
    unknown,
    z.output<typeof profileAddressRequestSchema>
  >({
    resolver: zodResolver(profileAddressRequestSchema),
    defaultValues: {
      address_line: address.address_line ?? '',
      postal_code: address.postal_code ?? '',
      city: address.city ?? '',
      country: address.country ?? '',
    },
  })
  const onValid = (body: z.output<typeof profileAddressRequestSchema>) =>
    save.mutate(body, {
      onSuccess: () => toast.success(t('address.saved')),
      onError: (error) => toast.error(errorText(error, t('list.saveFailed'))),
    })
  return (
    <form className="profile-form" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <p className="muted">{t('address.private')}</p>
      {(['address_line', 'postal_code', 'city'] as const).map((name) => (
        <ProfileField
          key={name}
          id={`address-${name}`}
          label={t(`address.${name}`)}
          error={fieldMessage(t, formState.errors[name])}
        >
          {(described) => (
            <input
              id={`address-${name}`}
              autoComplete={
                name === 'address_line'
                  ? 'street-address'
                  : name === 'postal_code'
                    ? 'postal-code'
                    : 'address-level2'
              }
              aria-invalid={!!formState.errors[name]}
              aria-describedby={described}
              {...register(name)}
            />
          )}
        </ProfileField>
      ))}
      <ProfileField
        id="address-country"
        label={t('address.country')}
        error={fieldMessage(t, formState.errors.country)}
      >
        {(described) => (
          <select
            id="address-country"
            autoComplete="country"
            aria-invalid={!!formState.errors.country}
            aria-describedby={described}
            {...register('country')}
          >
            <option value="">{t('form.choose')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
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
