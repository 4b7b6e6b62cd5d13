import { useParams } from 'react-router'
import { AccountHome } from '../../features/identity/components/account-home.js'
import { DeleteAccountForm } from '../../features/identity/components/delete-account-form.js'
import { ForgotPasswordForm } from '../../features/identity/components/forgot-password-form.js'
import { GoogleCallback } from '../../features/identity/components/google-callback.js'
import { PreferencesPage } from '../../features/identity/components/preferences-page.js'
import { RegisterChooser } from '../../features/identity/components/register-chooser.js'
import { RegisterForm } from '../../features/identity/components/register-form.js'
import { RequireSignIn } from '../../features/identity/components/require-sign-in.js'
import { ResetPasswordForm } from '../../features/identity/components/reset-password-form.js'
import { SignInPage } from '../../features/identity/components/sign-in-page.js'
import { TotpStep } from '../../features/identity/components/totp-step.js'

/** The /my-account pages of issue 6; the router loads them lazily. */
export const SignInRoute = () => <SignInPage />
export const TotpRoute = () => <TotpStep />
export const GoogleCallbackRoute = () => <GoogleCallback />
export const ForgotPasswordRoute = () => <ForgotPasswordForm />
export const ResetPasswordRoute = () => <ResetPasswordForm />
export const RegisterRoute = () => <RegisterChooser />

export function RegisterFormRoute() {
  const { userType } = useParams()
  return <RegisterForm userType={userType} />
}

/** /my-account: the signed-in user's account page; a guest goes to sign in (spec §2 index redirect). */
export const AccountRoute = () => (
  <RequireSignIn>
    <AccountHome />
  </RequireSignIn>
)

export const PreferencesRoute = () => (
  <RequireSignIn>
    <PreferencesPage />
  </RequireSignIn>
)

export const DeleteAccountRoute = () => (
  <RequireSignIn>
    <DeleteAccountForm />
  </RequireSignIn>
)
