import type { ProfileListSection } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { cropPhoto } from '../network/profiles/profile-photo.js'
import type { Database } from '../platform/db/database.js'
import type { FileStore } from '../platform/files/file-store.js'

/** What a demo member's complete profile holds: each list section's entries, in order. */
export interface DemoProfile {
  email: string
  title: string
  summary: string
  address: { address_line: string; postal_code: string; city: string; country: string }
  /** The photo's colours (a generated portrait placeholder with the initials). */
  colours: [string, string]
  initials: string
  sections: Record<ProfileListSection, object[]>
}

const DEMO_PROFILES: DemoProfile[] = [
  {
    email: 'consultant@iqs.demo',
    title: 'Senior data engineer',
    summary:
      'Ten years of data platforms for retail and energy: pipelines, warehouses and the teams around them.\nAvailable for missions in Paris or remote.',
    address: { address_line: '12 rue de la Paix', postal_code: '75002', city: 'Paris', country: 'FR' },
    colours: ['#13305f', '#2a5298'],
    initials: 'CC',
    sections: {
      education: [
        {
          school: 'Ecole polytechnique',
          degree: 'Engineering degree',
          field: 'Computer science',
          start_year: 2008,
          end_year: 2011,
        },
        {
          school: 'Sorbonne Université',
          degree: 'MSc',
          field: 'Statistics',
          start_year: 2011,
          end_year: 2013,
        },
      ],
      experience: [
        {
          company: 'Voltaire Energy',
          title: 'Lead data engineer',
          start_date: '2020-02',
          end_date: null,
          description: 'Built the metering data platform: 2 billion readings a day.',
        },
        {
          company: 'Maison Dupont Retail',
          title: 'Data engineer',
          start_date: '2015-09',
          end_date: '2020-01',
          description: 'Moved the sales warehouse to the cloud; demand forecasting.',
        },
        {
          company: 'Banque Lumière',
          title: 'Junior analyst',
          start_date: '2013-09',
          end_date: '2015-08',
          description: null,
        },
      ],
      publications: [
        {
          title: 'Streaming meters at scale',
          date: '2023-04-12',
          link: 'https://example.com/streaming-meters',
        },
      ],
      languages: [
        { language: 'French', level: 'native_bilingual' },
        { language: 'English', level: 'full_professional' },
        { language: 'Spanish', level: 'limited_working' },
      ],
      skills: [
        { name: 'Data engineering', seniority: 'Lead' },
        { name: 'Python', seniority: 'Senior' },
        { name: 'Apache Kafka', seniority: 'Senior' },
        { name: 'Machine learning', seniority: 'Middle' },
      ],
    },
  },
  {
    email: 'partner@iqs.demo',
    title: 'Executive partner, digital transformation',
    summary:
      'Former CIO in banking and insurance. I lead transformation programmes and the consultants who deliver them.',
    address: { address_line: '5 place Bellecour', postal_code: '69002', city: 'Lyon', country: 'FR' },
    colours: ['#0b1f44', '#f2b705'],
    initials: 'PP',
    sections: {
      education: [
        { school: 'HEC Paris', degree: 'MBA', field: 'Strategy', start_year: 1998, end_year: 2000 },
        {
          school: 'INSA Lyon',
          degree: 'Engineering degree',
          field: 'Computer science',
          start_year: 1993,
          end_year: 1998,
        },
      ],
      experience: [
        {
          company: 'Assurances du Rhône',
          title: 'Chief information officer',
          start_date: '2012-01',
          end_date: '2022-12',
          description: 'Led 400 people through the move to digital channels.',
        },
        {
          company: 'Banque Lumière',
          title: 'Head of IT strategy',
          start_date: '2004-03',
          end_date: '2011-12',
          description: 'Core banking renewal and the group IT strategy.',
        },
      ],
      publications: [
        {
          title: 'Leading a transformation that lasts',
          date: '2022-10-03',
          link: 'https://example.com/lasting-transformation',
        },
      ],
      languages: [
        { language: 'French', level: 'native_bilingual' },
        { language: 'English', level: 'full_professional' },
        { language: 'Standard German', level: 'professional_working' },
      ],
      skills: [
        { name: 'Digital transformation', seniority: 'Lead' },
        { name: 'IT strategy', seniority: 'Lead' },
        { name: 'Change management', seniority: 'Senior' },
        { name: 'Insurance', seniority: 'Senior' },
      ],
    },
  },
]

/** A square portrait placeholder: the initials on a gradient, as a PNG the server crops like an upload. */
export function demoPortrait([from, to]: [string, string], initials: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <text x="400" y="360" font-family="sans-serif" font-size="180" fill="#fff" text-anchor="middle">${initials}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * The demo consultant's and executive partner's complete profiles (issue 15): headline, address,
 * education, experience, a publication, three languages, four skills and a photo. Idempotent: a
 * demo member who already has a profile (seeded before, or edited in the demo) is left alone.
 *
 * @returns how many profiles this call seeded.
 */
export async function seedDemoNetworkProfiles(db: Kysely<Database>, files: FileStore): Promise<number> {
  let seeded = 0
  for (const profile of DEMO_PROFILES) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', profile.email)
      .executeTakeFirst()
    if (!user) continue
    const existing = await db
      .selectFrom('network_profiles')
      .select('user_id')
      .where('user_id', '=', user.id)
      .executeTakeFirst()
    if (existing) continue
    await seedDemoProfile(db, files, user.id, profile)
    seeded += 1
  }
  return seeded
}

/** Writes one demo member's whole profile: the photo (cropped like an upload), headline, address, sections. */
export async function seedDemoProfile(
  db: Kysely<Database>,
  files: FileStore,
  userId: number,
  profile: Omit<DemoProfile, 'email'>,
): Promise<void> {
  const { avatar, thumbnail } = await cropPhoto(await demoPortrait(profile.colours, profile.initials))
  const version = randomUUID()
  const avatarKey = `users/${userId}/photo/${version}`
  const thumbnailKey = `users/${userId}/photo-thumbnail/${version}`
  await files.put(avatarKey, avatar, 'image/webp')
  await files.put(thumbnailKey, thumbnail, 'image/webp')
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('network_profiles')
      .values({
        user_id: userId,
        title: profile.title,
        summary: profile.summary,
        avatar_key: avatarKey,
        thumbnail_key: thumbnailKey,
      })
      .execute()
    await trx.updateTable('users').set(profile.address).where('id', '=', userId).execute()
    const rows = Object.entries(profile.sections).flatMap(([section, entries]) =>
      entries.map((content, position) => ({
        id: randomUUID(),
        user_id: userId,
        section: section as ProfileListSection,
        position,
        content: JSON.stringify(content),
      })),
    )
    if (rows.length > 0) await trx.insertInto('network_profile_entries').values(rows).execute()
  })
}
