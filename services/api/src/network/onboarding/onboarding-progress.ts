import type { Onboarding, OnboardingStep, UserType } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { readContactDetails } from '../../identity/users/contact-details.js'
import type { Database } from '../../platform/db/database.js'
import { showcaseStatus } from '../profiles/showcase-status.js'
import { findMember, type MemberRow } from './network-members.repository.js'
import { ROLE_STEPS, STEP_PATHS } from './onboarding-steps.js'

/**
 * A user's onboarding as the web shows it: each step of their role with whether it is done, what
 * is left, their status and review reason, and what they saved (so that a step resumes with it).
 */
export async function readOnboarding(
  db: Kysely<Database>,
  user: { id: number; role: UserType },
): Promise<Onboarding> {
  const [member, contact] = await Promise.all([findMember(db, user.id), readContactDetails(db, user.id)])
  const roleSteps = ROLE_STEPS[user.role] ?? []
  const showcase = roleSteps.some((s) => s.step === 'showcase')
    ? await showcaseStatus(db, user.id)
    : undefined
  const done: Record<OnboardingStep, boolean> = {
    'mobile-number': Boolean(contact.phone),
    company: Boolean(member?.company_name),
    expertise: Boolean(member?.seniority),
    'cv-upload': Boolean(member?.cv_key),
    showcase: Boolean(showcase?.headline && showcase.photo),
  }
  const steps = roleSteps.map(({ step, required }) => ({
    step,
    required,
    done: done[step],
    path: STEP_PATHS[step],
  }))
  return {
    status: member?.status ?? 'ONBOARDING',
    review_reason: member?.review_reason ?? null,
    submitted_at: member?.submitted_at?.toISOString() ?? null,
    steps,
    missing: steps.filter((s) => s.required && !s.done).map((s) => s.step),
    remaining: steps.filter((s) => !s.done).map((s) => s.step),
    phone: contact.phone,
    company: member?.company_name ? companyOf(member) : null,
    expertise: member?.seniority ? expertiseOf(member) : null,
    cv:
      member?.cv_key && member.cv_uploaded_at
        ? {
            file_name: member.cv_file_name ?? 'cv',
            mime_type: member.cv_mime_type ?? 'application/octet-stream',
            size: member.cv_size ?? 0,
            uploaded_at: member.cv_uploaded_at.toISOString(),
          }
        : null,
  }
}

// The columns were written from the protocol's schemas: the casts only restore their enum types.
function companyOf(member: MemberRow): Onboarding['company'] {
  return {
    company_name: member.company_name ?? '',
    registration_number: member.registration_number ?? '',
    company_address: member.company_address ?? '',
    company_country: member.company_country ?? '',
    company_size: member.company_size as NonNullable<Onboarding['company']>['company_size'],
    sector: member.sector as NonNullable<Onboarding['company']>['sector'],
  }
}

function expertiseOf(member: MemberRow): Onboarding['expertise'] {
  type E = NonNullable<Onboarding['expertise']>
  return {
    sectors: (member.sectors ?? []) as E['sectors'],
    practices: (member.practices ?? []) as E['practices'],
    functions: (member.functions ?? []) as E['functions'],
    seniority: member.seniority as E['seniority'],
    day_rate: member.day_rate ?? '0',
    available_from: member.available_from ?? '',
    days_per_week: member.days_per_week ?? 1,
  }
}
