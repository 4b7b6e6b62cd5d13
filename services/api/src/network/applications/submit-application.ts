import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { randomUUID } from 'node:crypto'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { userFilesPrefix } from '../../platform/files/file-store.js'
import type { CvUpload } from '../onboarding/cv-upload.js'
import { findMember, type MemberRow } from '../onboarding/network-members.repository.js'
import { recordCreation } from '../workflow/apply-transition.js'
import { applicationProcess, LIVE_STATES } from './application-process.js'
import { insertApplication } from './applications.repository.js'

/** What the consultant sends, as the schema gave it. */
export interface ApplicationFields {
  cover_message: string
  day_rate: string
  available_from: string
}

/**
 * Submits an application of `consultantId` to a project: the project must be on the board (404 for
 * a draft or a missing one, 409 PROJECT_CLOSED for a closed one), the consultant approved (403
 * MEMBER_NOT_APPROVED) and without a live application to it (409 ALREADY_APPLIED). The CV sent
 * (the upload, else a copy of the onboarding CV) is stored under the consultant's prefix first,
 * then the row is written with the `submit` transition in one transaction; a refusal there deletes
 * the file again. The project row is share-locked meanwhile, so a close cannot slip in between.
 */
export async function submitApplication(
  app: FastifyInstance,
  request: {
    consultantId: number
    projectId: number
    fields: ApplicationFields
    upload: CvUpload | undefined
  },
): Promise<string> {
  const { consultantId, projectId } = request
  await assertOpen(app.db, projectId)
  const member = await findMember(app.db, consultantId)
  if (member?.status !== 'APPROVED') throw appError('MEMBER_NOT_APPROVED')
  if (await hasLiveApplication(app, consultantId, projectId)) throw appError('ALREADY_APPLIED')

  const cv = request.upload ?? (await onboardingCv(app, member))
  const id = randomUUID()
  const key = `${userFilesPrefix(consultantId)}applications/${id}/cv`
  const at = app.clock.date()
  await app.files.put(key, cv.content, cv.mimeType)
  try {
    await app.db.transaction().execute(async (trx) => {
      await assertOpen(trx, projectId)
      await insertApplication(trx, {
        id,
        project_id: projectId,
        consultant_user_id: consultantId,
        ...request.fields,
        cv_key: key,
        cv_file_name: cv.fileName,
        cv_mime_type: cv.mimeType,
        cv_size: cv.content.length,
        created_at: at,
      })
      await recordCreation(trx, applicationProcess, {
        entityId: id,
        transition: 'submit',
        actor: { role: 'applicant', userId: consultantId },
        at,
      })
    })
  } catch (error) {
    await app.files.delete(key)
    throw error
  }
  return id
}

/**
 * 404 unless the project is on the board, 409 when it was but is closed. In a transaction, the
 * project stays share-locked until it ends: a close waits for the application, or the reverse.
 */
async function assertOpen(db: Kysely<Database>, projectId: number): Promise<void> {
  const project = await db
    .selectFrom('projects')
    .select('status')
    .where('id', '=', projectId)
    .forShare()
    .executeTakeFirst()
  if (!project || project.status === 'draft') throw appError('PROJECT_NOT_FOUND', `No project ${projectId}`)
  if (project.status === 'closed') throw appError('PROJECT_CLOSED')
}

async function hasLiveApplication(app: FastifyInstance, consultantId: number, projectId: number) {
  const live = await app.db
    .selectFrom('network_applications')
    .select('id')
    .where('consultant_user_id', '=', consultantId)
    .where('project_id', '=', projectId)
    .where('state', 'in', LIVE_STATES)
    .executeTakeFirst()
  return live !== undefined
}

/** A copy of the onboarding CV's bytes; 422 APPLICATION_CV_MISSING when the member deleted it. */
async function onboardingCv(app: FastifyInstance, member: MemberRow): Promise<CvUpload> {
  const file = member.cv_key ? await app.files.get(member.cv_key) : undefined
  if (!file) throw appError('APPLICATION_CV_MISSING')
  return {
    fileName: member.cv_file_name ?? 'cv',
    mimeType: member.cv_mime_type ?? file.contentType,
    content: file.content,
  }
}
