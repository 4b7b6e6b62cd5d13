import { useParams } from 'react-router'
import { DeleteAccountForm } from '../../features/auth/components/delete-account-form.js'
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.js'
import { GoogleCallback } from '../../features/auth/components/google-callback.js'
import { PreferencesPage } from '../../features/auth/components/preferences-page.js'
import { RegisterChooser } from '../../features/auth/components/register-chooser.js'
import { RegisterForm } from '../../features/auth/components/register-form.js'
import { RequireSignIn } from '../../features/auth/components/require-sign-in.js'
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.js'
import { SignInPage } from '../../features/auth/components/sign-in-page.js'
import { TotpStep } from '../../features/auth/components/totp-step.js'

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
