import {
  educationEntrySchema,
  experienceEntrySchema,
  languageEntrySchema,
  percentOf,
  PROFILE_SECTIONS,
  publicationEntrySchema,
  skillEntrySchema,
  type ContactDetails,
  type EducationEntry,
  type MyProfile,
  type ExperienceEntry,
  type LanguageEntry,
  type ProfileCompleteness,
  type ProfilePhoto,
  type ProfileSection,
  type PublicationEntry,
  type PublicProfile,
  type SkillEntry,
} from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { readContactDetails } from '../../identity/users/contact-details.js'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { findProfileRow, listEntries, type StoredEntry } from './profiles.repository.js'

/** The roles that have a network profile (spec §2: /my-profile is theirs). */
export const PROFILE_ROLES = ['Consultant', 'ExecPartner'] as const
type ProfileRole = (typeof PROFILE_ROLES)[number]
const isProfileRole = (role: string): role is ProfileRole =>
  (PROFILE_ROLES as readonly string[]).includes(role)

/** Where the photo of a profile is served; the key's name in `v` changes the address with each upload. */
export function photoUrls(userId: number, avatarKey: string | null): ProfilePhoto {
  if (!avatarKey) return null
  const version = avatarKey.split('/').pop() ?? ''
  return {
    avatar_url: `/api/network/profiles/${userId}/photo/avatar?v=${version}`,
    thumbnail_url: `/api/network/profiles/${userId}/photo/thumbnail?v=${version}`,
  }
}

/** Where a signed-in reader downloads a publication's PDF. */
export const publicationFileUrl = (userId: number, entryId: string) =>
  `/api/network/profiles/${userId}/publications/${entryId}/file`

/** What each section stores in `content`: the write body as its schema parsed it. */
const storedContent = {
  education: educationEntrySchema.omit({ id: true }),
  experience: experienceEntrySchema.omit({ id: true }),
  publications: publicationEntrySchema.omit({ id: true, file_url: true }),
  languages: languageEntrySchema.omit({ id: true }),
  skills: skillEntrySchema.omit({ id: true }),
}

/**
 * An entry as the api answers it: the stored content read by its section's schema (what was
 * written went through the write schema, so this only types it), and the id.
 */
function toEntry(userId: number, entry: StoredEntry) {
  const content = storedContent[entry.section].parse(entry.content)
  if (entry.section === 'publications')
    return {
      id: entry.id,
      ...content,
      file_url: entry.file_key ? publicationFileUrl(userId, entry.id) : null,
    }
  return { id: entry.id, ...content }
}

/** The sections of a profile's entries, each in order. */
export function entriesBySection(userId: number, entries: StoredEntry[]) {
  const of = (section: StoredEntry['section']) =>
    entries.filter((e) => e.section === section).map((e) => toEntry(userId, e))
  return {
    education: of('education') as EducationEntry[],
    experience: of('experience') as ExperienceEntry[],
    publications: of('publications') as PublicationEntry[],
    languages: of('languages') as LanguageEntry[],
    skills: of('skills') as SkillEntry[],
  }
}

/**
 * The owner of a profile that is shown: a consultant or executive partner whose account is not
 * erased. Undefined for anyone else, whose profile, photo and files are not served.
 */
export async function shownProfileOwner(db: Kysely<Database>, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'user_type', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user || user.deleted_at !== null || !isProfileRole(user.user_type)) return undefined
  return { ...user, user_type: user.user_type }
}

/**
 * A member's profile as others see it: name, role, headline, photo and list sections. Never the
 * e-mail, the phone or the postal address. Undefined when the user has no profile to show.
 */
export async function readPublicProfile(
  db: Kysely<Database>,
  userId: number,
): Promise<PublicProfile | undefined> {
  const user = await shownProfileOwner(db, userId)
  if (!user) return undefined
  const row = await findProfileRow(db, userId)
  const entries = await listEntries(db, userId)
  return {
    user_id: user.id,
    first_name: user.first_name || null,
    last_name: user.last_name || null,
    role: user.user_type,
    title: row?.title ?? null,
    summary: row?.summary ?? null,
    photo: photoUrls(user.id, row?.avatar_key ?? null),
    ...entriesBySection(user.id, entries),
  }
}

/** Which sections are filled, and their share rounded to a whole percent. */
export function completenessOf(
  profile: PublicProfile,
  address: Omit<ContactDetails, 'phone'>,
): ProfileCompleteness {
  const filled: Record<ProfileSection, boolean> = {
    headline: Boolean(profile.title),
    address: Boolean(address.address_line && address.postal_code && address.city && address.country),
    education: profile.education.length > 0,
    experience: profile.experience.length > 0,
    publications: profile.publications.length > 0,
    languages: profile.languages.length > 0,
    skills: profile.skills.length > 0,
    photo: profile.photo !== null,
  }
  const count = PROFILE_SECTIONS.filter((section) => filled[section]).length
  return { sections: filled, percent: Number(percentOf(count, PROFILE_SECTIONS.length, 0)) }
}

/** My whole profile, with my address (never in the public one) and its completeness. */
export async function readMyProfile(db: Kysely<Database>, userId: number): Promise<MyProfile> {
  const profile = await readPublicProfile(db, userId)
  if (!profile) throw appError('PROFILE_NOT_FOUND')
  const { phone: _phone, ...address } = await readContactDetails(db, userId)
  return { ...profile, address, completeness: completenessOf(profile, address) }
}
