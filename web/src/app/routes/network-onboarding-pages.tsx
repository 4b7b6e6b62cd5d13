import { CompanyStep } from '../../features/network/onboarding/components/company-step.js'
import { CvUploadStep } from '../../features/network/onboarding/components/cv-upload-step.js'
import { ExpertiseStep } from '../../features/network/onboarding/components/expertise-step.js'
import { MobileNumberStep } from '../../features/network/onboarding/components/mobile-number-step.js'
import { OnboardingStepPage } from '../../features/network/onboarding/components/onboarding-step-page.js'
import { RequireSignIn } from '../../features/identity/components/require-sign-in.js'

/** The onboarding steps under /my-account (issue 15); the router loads them lazily. */
export const MobileNumberRoute = () => (
  <RequireSignIn>
    <OnboardingStepPage step="mobile-number">
      {(onboarding, neighbours, required) => (
        <MobileNumberStep onboarding={onboarding} neighbours={neighbours} required={required} />
      )}
    </OnboardingStepPage>
  </RequireSignIn>
)

export const CompanyRoute = () => (
  <RequireSignIn>
    <OnboardingStepPage step="company">
      {(onboarding, neighbours, required) => (
        <CompanyStep onboarding={onboarding} neighbours={neighbours} required={required} />
      )}
    </OnboardingStepPage>
  </RequireSignIn>
)

export const ExpertiseRoute = () => (
  <RequireSignIn>
    <OnboardingStepPage step="expertise">
      {(onboarding, neighbours, required) => (
        <ExpertiseStep onboarding={onboarding} neighbours={neighbours} required={required} />
      )}
    </OnboardingStepPage>
  </RequireSignIn>
)

export const CvUploadRoute = () => (
  <RequireSignIn>
    <OnboardingStepPage step="cv-upload">
      {(onboarding, neighbours, required) => (
        <CvUploadStep onboarding={onboarding} neighbours={neighbours} required={required} />
      )}
    </OnboardingStepPage>
  </RequireSignIn>
)
