import type { Company, Expertise, OnboardingStatus } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { updatePhone } from '../identity/users/contact-details.js'
import { saveCompany, saveCv, saveExpertise } from '../network/onboarding/network-members.repository.js'

/** A demo member's onboarding: phone, and what their role's steps ask for. */
interface DemoOnboarding {
  email: string
  phone: string
  status: OnboardingStatus
  company?: Company
  expertise?: Expertise
  /** Whether a generated CV goes with it (consultants and executive partners). */
  cv?: boolean
}

const ACME: Company = {
  company_name: 'Acme Banque SA',
  registration_number: '552 120 222',
  company_address: '12 rue de la Paix, 75002 Paris',
  company_country: 'FR',
  company_size: '201-1000',
  sector: 'banking',
}

const DATA_EXPERT: Expertise = {
  sectors: ['banking', 'insurance'],
  practices: ['data-ai', 'digital-transformation'],
  functions: ['technology'],
  seniority: 'Senior',
  day_rate: '850.00',
  available_from: '2027-01-04',
  days_per_week: 4,
}

const STRATEGY_LEAD: Expertise = {
  sectors: ['energy', 'industry'],
  practices: ['strategy', 'operations-supply-chain'],
  functions: ['general-management', 'operations'],
  seniority: 'Lead',
  day_rate: '1800.00',
  available_from: '2026-12-01',
  days_per_week: 2,
}

/** The demo accounts of each applicant role, approved, and one pending applicant per role. */
const DEMO_ONBOARDINGS: readonly DemoOnboarding[] = [
  { email: 'client@iqs.demo', phone: '+33612345601', status: 'APPROVED', company: ACME },
  {
    email: 'consultant@iqs.demo',
    phone: '+33612345602',
    status: 'APPROVED',
    expertise: DATA_EXPERT,
    cv: true,
  },
  {
    email: 'partner@iqs.demo',
    phone: '+33612345603',
    status: 'APPROVED',
    expertise: STRATEGY_LEAD,
    cv: true,
  },
  { email: 'iqstem@iqs.demo', phone: '+33612345604', status: 'APPROVED' },
  {
    email: 'pending-client@iqs.demo',
    phone: '+442079460001',
    status: 'PENDING',
    company: { ...ACME, company_name: 'Northwind Insurance Ltd', company_country: 'GB', sector: 'insurance' },
  },
  {
    email: 'pending-consultant@iqs.demo',
    phone: '+32470123456',
    status: 'PENDING',
    expertise: { ...DATA_EXPERT, seniority: 'Middle', day_rate: '650.00' },
    cv: true,
  },
  {
    email: 'pending-partner@iqs.demo',
    phone: '+12025550143',
    status: 'PENDING',
    expertise: { ...STRATEGY_LEAD, seniority: 'Senior' },
    cv: true,
  },
  { email: 'pending-iqstem@iqs.demo', phone: '+33612345605', status: 'PENDING' },
]

/**
 * Completes the demo accounts' onboarding (issue 15): phone, company or expertise, a small
 * generated CV, and the review status (APPROVED for the role accounts, PENDING for the applicants
 * the admin areas list). Runs at every start: an account whose onboarding row exists is left as it
 * is, so what a demo user changed stays.
 *
 * @returns how many onboardings were seeded by this call.
 */
export async function seedDemoNetworkOnboarding(app: FastifyInstance): Promise<number> {
  const db = app.db
  const users = await db
    .selectFrom('users')
    .leftJoin('network_members', 'network_members.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'network_members.user_id as member',
    ])
    .where(
      'users.email',
      'in',
      DEMO_ONBOARDINGS.map((d) => d.email),
    )
    .execute()
  let seeded = 0
  for (const demo of DEMO_ONBOARDINGS) {
    const user = users.find((u) => u.email === demo.email)
    if (!user || user.member !== null) continue
    const now = app.clock.date()
    await updatePhone(db, user.id, demo.phone, now)
    if (demo.company) await saveCompany(db, user.id, demo.company, now)
    if (demo.expertise) await saveExpertise(db, user.id, demo.expertise, now)
    if (demo.cv) await attachDemoCv(app, user, now)
    // Steps with nothing to save (an IQStem member's phone alone) still need the row for the status.
    await db
      .insertInto('network_members')
      .values({ user_id: user.id, status: demo.status, submitted_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: demo.status, submitted_at: now }))
      .execute()
    seeded += 1
  }
  return seeded
}

/** A generated CV on a demo member's onboarding, as if they had uploaded it. */
export async function attachDemoCv(
  app: FastifyInstance,
  user: { id: number; first_name: string; last_name: string },
  now: Date,
): Promise<void> {
  const key = `users/${user.id}/cv/${randomUUID()}`
  const content = demoCvPdf(`${user.first_name} ${user.last_name}`)
  await app.files.put(key, content, 'application/pdf')
  const fileName = `${user.first_name}-${user.last_name}-CV.pdf`
  await saveCv(app.db, user.id, { key, fileName, mimeType: 'application/pdf', size: content.length }, now)
}

/** A one-page PDF that says whose CV it is: valid enough for any viewer (offsets in the xref). */
export function demoCvPdf(name: string): Buffer {
  const safe = name.replace(/[()\\]/g, '')
  const stream = `BT /F1 18 Tf 72 720 Td (Curriculum vitae - ${safe}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
