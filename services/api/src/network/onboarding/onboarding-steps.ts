import type { OnboardingStep, UserType } from '@iqs/protocol'

/** A step of a role's onboarding and whether submitting needs it. */
export interface RoleStep {
  step: OnboardingStep
  required: boolean
}

/**
 * Each role's steps (spec §2 route tree), in order. Required: what an admin needs to review the
 * application: a phone number to call every applicant back (the spec's ecosystem text: "a
 * representative contacts applicants before a contract"), a client's company, and a consultant's
 * or executive partner's expertise and CV (the exec partner card shows expertise and CV). The
 * showcase (headline, photo) can be skipped: it is the public profile, completed at any time.
 * Admins and auditors have no onboarding.
 */
export const ROLE_STEPS: Partial<Record<UserType, readonly RoleStep[]>> = {
  IQStem: [{ step: 'mobile-number', required: true }],
  Client: [
    { step: 'mobile-number', required: true },
    { step: 'company', required: true },
  ],
  Consultant: [
    { step: 'mobile-number', required: true },
    { step: 'expertise', required: true },
    { step: 'cv-upload', required: true },
  ],
  ExecPartner: [
    { step: 'mobile-number', required: true },
    { step: 'expertise', required: true },
    { step: 'cv-upload', required: true },
    { step: 'showcase', required: false },
  ],
}

/** The roles that onboard (everyone who can register). */
export const APPLICANT_ROLES = ['IQStem', 'Client', 'Consultant', 'ExecPartner'] as const
/** The roles that have a step, for the step's route's access policy. */
export const rolesWithStep = (step: OnboardingStep): UserType[] =>
  APPLICANT_ROLES.filter((role) => ROLE_STEPS[role]?.some((s) => s.step === step))

/** Where the web shows a step (the showcase's index redirects to its headline). */
export const STEP_PATHS: Record<OnboardingStep, string> = {
  'mobile-number': '/my-account/mobile-number',
  company: '/my-account/company',
  expertise: '/my-account/expertise',
  'cv-upload': '/my-account/cv-upload',
  showcase: '/my-account/showcase',
}
