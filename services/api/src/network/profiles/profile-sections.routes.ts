import {
  dataEnvelope,
  kycMessages,
  MAX_SECTION_ENTRIES,
  myProfileSchema,
  PROFILE_LIST_SECTIONS,
  profileSectionRequestSchemas,
  PUBLICATION_FILE_FORMATS,
  PUBLICATION_MAX_FILE_BYTES,
  sectionEntryParamsSchema,
  sectionOrderRequestSchema,
  type ProfileListSection,
} from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { checkFormat } from '../../platform/files/file-type.js'
import { PROFILE_ROLES, readMyProfile } from './profile-view.js'
import {
  deleteEntry,
  ensureProfileRow,
  findEntry,
  insertEntry,
  listSection,
  setEntryFile,
  updateEntry,
  writeOrder,
} from './profiles.repository.js'
import { readSingleFile } from './single-file-upload.js'

const tags = ['network profile']
const owners = { access: { roles: [...PROFILE_ROLES] } }
const answer = { 200: dataEnvelope(myProfileSchema) }

/**
 * What must be unique in a section: a language once, a skill name once (case apart). Undefined for
 * the sections that may repeat (two degrees from one school, say).
 */
function uniqueKey(section: ProfileListSection, content: unknown): string | undefined {
  const fields = content as { language?: string; name?: string }
  if (section === 'languages') return fields.language
  if (section === 'skills') return fields.name?.toLowerCase()
  return undefined
}

/** Refuses an entry that repeats another of the section (409 PROFILE_ENTRY_DUPLICATE). */
async function assertNoDuplicate(
  app: FastifyInstance,
  userId: number,
  section: ProfileListSection,
  content: unknown,
  exceptId?: string,
): Promise<void> {
  const key = uniqueKey(section, content)
  if (key === undefined) return
  const entries = await listSection(app.db, userId, section)
  if (entries.some((e) => e.id !== exceptId && uniqueKey(section, e.content) === key))
    throw appError(
      'PROFILE_ENTRY_DUPLICATE',
      `This ${section === 'skills' ? 'skill' : 'language'} is already in your profile`,
    )
}

/** The database's own guard (a unique index) said the same as assertNoDuplicate: a race, same answer. */
function duplicateFromDatabase(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw appError('PROFILE_ENTRY_DUPLICATE')
  throw error
}

/** Add, edit, delete and reorder for one list section, under /api/network/profile/<section>. */
function registerSection(instance: FastifyInstance, section: ProfileListSection): void {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const body = profileSectionRequestSchemas[section]
  const base = `/api/network/profile/${section}`

  app.post(
    base,
    {
      config: owners,
      schema: { tags, summary: `Add an entry at the end of my ${section}`, body, response: answer },
    },
    async (request) => {
      const user = requireUser(request)
      const content: unknown = request.body
      const entries = await listSection(app.db, user.id, section)
      if (entries.length >= MAX_SECTION_ENTRIES) throw appError('PROFILE_SECTION_FULL')
      await assertNoDuplicate(app, user.id, section, content)
      const now = app.clock.date()
      await app.db
        .transaction()
        .execute(async (trx) => {
          await ensureProfileRow(trx, user.id, now)
          await insertEntry(trx, { id: randomUUID(), userId: user.id, section, content, now })
        })
        .catch(duplicateFromDatabase)
      return { data: await readMyProfile(app.db, user.id) }
    },
  )

  app.put(
    `${base}/:id`,
    {
      config: owners,
      schema: {
        tags,
        summary: `Edit an entry of my ${section}`,
        params: sectionEntryParamsSchema,
        body,
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      const content: unknown = request.body
      if (!(await findEntry(app.db, user.id, section, request.params.id)))
        throw appError('PROFILE_ENTRY_NOT_FOUND')
      await assertNoDuplicate(app, user.id, section, content, request.params.id)
      await updateEntry(app.db, user.id, section, request.params.id, content, app.clock.date()).catch(
        duplicateFromDatabase,
      )
      return { data: await readMyProfile(app.db, user.id) }
    },
  )

  app.delete(
    `${base}/:id`,
    {
      config: owners,
      schema: {
        tags,
        summary: `Delete an entry of my ${section}`,
        params: sectionEntryParamsSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      const deleted = await deleteEntry(app.db, user.id, section, request.params.id)
      if (!deleted) throw appError('PROFILE_ENTRY_NOT_FOUND')
      if (deleted.file_key)
        await app.files
          .delete(deleted.file_key)
          .catch((error: unknown) => app.log.warn({ error }, 'publication file not deleted'))
      return { data: await readMyProfile(app.db, user.id) }
    },
  )

  app.put(
    `${base}/order`,
    {
      config: owners,
      schema: {
        tags,
        summary: `Reorder my ${section}: every entry's id once, in the new order (409 if not exactly the current set)`,
        body: sectionOrderRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { ids } = request.body
      await app.db.transaction().execute(async (trx) => {
        const current = new Set((await listSection(trx, user.id, section)).map((e) => e.id))
        const same =
          ids.length === current.size &&
          new Set(ids).size === ids.length &&
          ids.every((id) => current.has(id))
        if (!same) throw appError('PROFILE_ORDER_MISMATCH')
        await writeOrder(trx, user.id, section, ids, app.clock.date())
      })
      return { data: await readMyProfile(app.db, user.id) }
    },
  )
}

/**
 * The list sections of my profile (education, experience, publications, languages, skills): add,
 * edit, delete, reorder; and a publication's PDF. Each write body is its section's protocol schema.
 */
export const profileSectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const section of PROFILE_LIST_SECTIONS) registerSection(app, section)

  app.put(
    '/api/network/profile/publications/:id/file',
    {
      config: owners,
      schema: {
        tags,
        summary:
          'Attach a PDF to one of my publications (multipart/form-data, field `file`, PDF by content, at most 10 MB)',
        consumes: ['multipart/form-data'],
        params: sectionEntryParamsSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      if (!(await findEntry(app.db, user.id, 'publications', request.params.id)))
        throw appError('PROFILE_ENTRY_NOT_FOUND')
      const upload = await readSingleFile(request, PUBLICATION_MAX_FILE_BYTES / 1024 / 1024)
      const format = await checkFormat(PUBLICATION_FILE_FORMATS, upload.fileName, upload.content)
      if (!format)
        throw appError('KYC_FORMAT_NOT_ALLOWED', kycMessages.formatNotAllowed(PUBLICATION_FILE_FORMATS))
      const key = `users/${user.id}/publications/${randomUUID()}`
      await app.files.put(key, upload.content, format.mimeType)
      const set = await setEntryFile(app.db, user.id, request.params.id, key, app.clock.date())
      // Deleted meanwhile: the new file has no entry to belong to.
      if (!set) {
        await app.files.delete(key)
        throw appError('PROFILE_ENTRY_NOT_FOUND')
      }
      if (set.previous)
        await app.files
          .delete(set.previous)
          .catch((error: unknown) => app.log.warn({ error }, 'file not deleted'))
      return { data: await readMyProfile(app.db, user.id) }
    },
  )
}
