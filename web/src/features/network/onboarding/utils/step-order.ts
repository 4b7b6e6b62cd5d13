import type { Onboarding, OnboardingStep } from '@iqs/protocol'

/** Where a step's neighbours are: the previous step (or the account page) and the next one. */
export interface StepNeighbours {
  previous: string
  next: string | undefined
}

/** The account page, where the onboarding starts from and comes back to. */
export const ACCOUNT_PATH = '/my-account'

/**
 * The steps around `step` in the member's own list (the api's order, spec §2): Back goes to the
 * previous one (the account page from the first), Save and continue / Skip to the next one
 * (undefined after the last: the application is submitted from there).
 */
export function stepNeighbours(onboarding: Onboarding, step: OnboardingStep): StepNeighbours {
  const index = onboarding.steps.findIndex((s) => s.step === step)
  return {
    previous: index > 0 ? onboarding.steps[index - 1]!.path : ACCOUNT_PATH,
    next: index >= 0 ? onboarding.steps[index + 1]?.path : undefined,
  }
}
