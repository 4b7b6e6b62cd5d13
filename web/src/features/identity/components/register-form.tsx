import { FieldError } from '../../../components/ui/field-error.js'
import {
  addressSchema,
  countryCodes,
  phoneSchema,
  registrationUserTypes,
  type RegistrationUserType,
} from '@iqs/protocol'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { paths } from '../../../lib/paths.js'
import { useRegister } from '../api/register.js'
import { useSponsorInvitation, type SponsorInvitation } from '../api/get-sponsor-invitation.js'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.js'
import { accountRefusal } from '../utils/account-refusal.js'
import { useErrorText } from '../../../lib/error-text.js'
import { isEmail, isLongEnough } from '../utils/validation.js'
import { FormField } from './form-field.js'
import { PasswordField } from './password-field.js'
import './auth.css'

type Field =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'password'
  | 'confirmation'
  | 'phone'
  | 'addressLine'
  | 'postalCode'
  | 'city'
  | 'country'
type Errors = Partial<Record<Field | 'userType', string>>

/** The route parameter as a role one may register as, or '' (then 'User type is required...'). */
function toUserType(value: string | undefined): RegistrationUserType | '' {
  const found = registrationUserTypes.find((type) => type.toLowerCase() === value?.toLowerCase())
  return found ?? ''
}

/** Where a new member goes after registering: the first onboarding step of every role (issue 15). */
const FIRST_ONBOARDING_STEP = '/my-account/mobile-number'

/**
 * /my-account/register/form/{userType} (spec §2, §5, §8): the role comes
 * from the route; names are not checked. Phone and address (the spec's
 * registration text lists them) are optional, checked as the onboarding
 * checks them when given. Success signs in and leads into the onboarding.
 */
export function RegisterForm({ userType: param }: { userType: string | undefined }) {
  const { t, i18n } = useTranslation('account')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const registration = useRegister()
  const completeSignIn = useCompleteSignIn()
  const userType = toUserType(param)
  // An IQStem member's referral link (issue 17): `?sponsor=<code>` names who invited this person.
  const [search] = useSearchParams()
  const sponsorCode = search.get('sponsor')?.trim() || null
  const invitation = useSponsorInvitation(sponsorCode)
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmation: '',
    phone: '',
    addressLine: '',
    postalCode: '',
    city: '',
    country: '',
  })
  // The same option elements at each keystroke: React then skips the 240-odd countries.
  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' })
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
      .map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))
  }, [i18n.language])
  const [errors, setErrors] = useState<Errors>({})
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }))
  // The invitation's e-mail and names fill the form in once, when it arrives, leaving alone whatever
  // was typed already (set while rendering, as React advises for state that follows a value).
  const invited = invitation.data
  const [filledFrom, setFilledFrom] = useState<SponsorInvitation | undefined>(undefined)
  if (invited && invited !== filledFrom) {
    setFilledFrom(invited)
    setValues((current) => ({
      ...current,
      email: current.email || invited.email,
      firstName: current.firstName || invited.first_name,
      lastName: current.lastName || invited.last_name,
    }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const found: Errors = {}
    if (!isEmail(values.email)) found.email = t('validation.invalidEmail')
    if (!isLongEnough(values.password)) found.password = t('validation.passwordTooShort')
    if (values.password !== values.confirmation) found.confirmation = t('validation.passwordsDoNotMatch')
    if (!userType) found.userType = t('validation.userTypeRequired')
    const phone = values.phone.trim()
    if (phone && !phoneSchema.safeParse(phone).success) found.phone = t('validation.phoneInvalid')
    const address = {
      address_line: values.addressLine.trim(),
      postal_code: values.postalCode.trim(),
      city: values.city.trim(),
      country: values.country,
    }
    const addressGiven = Object.values(address).some(Boolean)
    if (addressGiven && !addressSchema.safeParse(address).success)
      found.addressLine = t('validation.addressIncomplete')
    setErrors(found)
    if (Object.keys(found).length > 0) return
    registration.mutate(
      {
        email: values.email.trim(),
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        password: values.password,
        password_confirmation: values.confirmation,
        role: userType,
        ...(phone ? { phone } : {}),
        ...(addressGiven ? address : {}),
        // Sent even when the lookup failed: the api ignores an unknown code, and knows a valid one.
        ...(sponsorCode ? { sponsor_code: sponsorCode } : {}),
      },
      {
        onSuccess: (user) => completeSignIn(user, 'register.done', FIRST_ONBOARDING_STEP),
        onError: (error) => {
          // A password too easy to guess is the password field's problem: said there, in this language.
          const refusal = accountRefusal(error, t)
          if (refusal) setErrors({ password: refusal })
          else toast.error(t('register.failed', { error: errorText(error) }))
        },
      },
    )
  }

  return (
    <div className="auth-page">
      <section className="card auth-card auth-card--narrow" aria-labelledby="register-title">
        <div className="auth-card__main">
          <h2 id="register-title">{t('register.formTitle')}</h2>
          <p className="auth-role">
            {userType ? t(`register.registeringAs.${userType}`) : t('register.registeringAs.unknown')}
          </p>
          {invited && (
            <p className="auth-sponsor" role="status">
              {t('register.sponsoredBy', { name: invited.sponsor_name })}
            </p>
          )}
          {invitation.isError && (
            <p className="auth-sponsor auth-sponsor--invalid" role="alert">
              {errorText(invitation.error, t('register.sponsorUnavailable'))}{' '}
              {t('register.sponsorStillRegister')}
            </p>
          )}
          <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="register-title">
            <div className="auth-form__pair">
              <FormField
                id="register-first-name"
                label={t('fields.firstName')}
                autoComplete="given-name"
                maxLength={100}
                value={values.firstName}
                onChange={set('firstName')}
              />
              <FormField
                id="register-last-name"
                label={t('fields.lastName')}
                autoComplete="family-name"
                maxLength={100}
                value={values.lastName}
                onChange={set('lastName')}
              />
            </div>
            <FormField
              id="register-email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              onChange={set('email')}
              error={errors.email}
            />
            <div className="auth-form__pair">
              <PasswordField
                id="register-password"
                label={t('fields.password')}
                autoComplete="new-password"
                value={values.password}
                onChange={set('password')}
                hint={t('register.passwordHint')}
                error={errors.password}
              />
              <PasswordField
                id="register-confirmation"
                label={t('fields.confirmPassword')}
                autoComplete="new-password"
                value={values.confirmation}
                onChange={set('confirmation')}
                error={errors.confirmation}
              />
            </div>
            <fieldset className="auth-form__group">
              <legend>{t('fields.contact')}</legend>
              <FormField
                id="register-phone"
                label={t('fields.phone')}
                type="tel"
                autoComplete="tel"
                maxLength={40}
                hint={t('fields.phoneHint')}
                value={values.phone}
                onChange={set('phone')}
                error={errors.phone}
              />
              <FormField
                id="register-address-line"
                label={t('fields.addressLine')}
                autoComplete="street-address"
                maxLength={200}
                value={values.addressLine}
                onChange={set('addressLine')}
                error={errors.addressLine}
              />
              <div className="auth-form__pair">
                <FormField
                  id="register-postal-code"
                  label={t('fields.postalCode')}
                  autoComplete="postal-code"
                  maxLength={20}
                  value={values.postalCode}
                  onChange={set('postalCode')}
                />
                <FormField
                  id="register-city"
                  label={t('fields.city')}
                  autoComplete="address-level2"
                  maxLength={100}
                  value={values.city}
                  onChange={set('city')}
                />
              </div>
              <div className="field">
                <label htmlFor="register-country">{t('fields.country')}</label>
                <select
                  id="register-country"
                  autoComplete="country"
                  value={values.country}
                  onChange={(event) => set('country')(event.target.value)}
                >
                  <option value="">{t('fields.chooseCountry')}</option>
                  {countryOptions}
                </select>
              </div>
            </fieldset>
            <FieldError message={errors.userType} />
            <div className="auth-form__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void navigate(paths.register)}
              >
                {t('register.back')}
              </button>
              <button
                type="submit"
                className="button"
                disabled={registration.isPending || registration.isSuccess}
              >
                {registration.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
                {registration.isPending ? t('register.submitting') : t('register.submit')}
              </button>
            </div>
          </form>
          <p className="auth-card__footer muted">
            {t('register.haveAccount')} <Link to={paths.signIn}>{t('signIn.submit')}</Link>
          </p>
        </div>
      </section>
    </div>
  )
}
