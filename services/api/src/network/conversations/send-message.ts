import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { appError } from '../../platform/errors.js'
import { userFilesPrefix } from '../../platform/files/file-store.js'
import type { ApplicationPart } from '../applications/application-access.js'
import { findApplicationView } from '../applications/applications.repository.js'
import { assertMayWrite } from './conversation-rules.js'
import type { AttachmentUpload } from './message-form.js'
import { ensureReaders } from './messages.repository.js'

/**
 * Sends a message of `senderId` (the consultant or the owner) to an application's conversation.
 * Its files are stored first, under the sender's prefix (`users/<sender>/messages/<id>/<n>`, so
 * they go with the account), then the message is written in one transaction that checks again,
 * on the share-locked application, that it still takes messages; a refusal there deletes the files.
 */
export async function sendMessage(
  app: FastifyInstance,
  message: {
    applicationId: string
    senderId: number
    part: ApplicationPart
    body: string
    files: readonly AttachmentUpload[]
  },
): Promise<string> {
  const { applicationId, senderId } = message
  const id = randomUUID()
  const at = app.clock.date()
  const files = message.files.map((file, index) => ({
    ...file,
    n: index + 1,
    key: `${userFilesPrefix(senderId)}messages/${id}/${index + 1}`,
  }))
  for (const file of files) await app.files.put(file.key, file.content, file.mimeType)
  try {
    await app.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('network_applications')
        .select('id')
        .where('id', '=', applicationId)
        .forShare()
        .execute()
      const view = await findApplicationView(trx, applicationId)
      if (!view) throw appError('APPLICATION_NOT_FOUND')
      assertMayWrite(view, message.part, at)
      await trx
        .insertInto('network_messages')
        .values({
          id,
          application_id: applicationId,
          sender_user_id: senderId,
          body: message.body,
          created_at: at,
        })
        .execute()
      if (files.length > 0)
        await trx
          .insertInto('network_message_attachments')
          .values(
            files.map((file) => ({
              message_id: id,
              n: file.n,
              file_key: file.key,
              file_name: file.fileName,
              mime_type: file.mimeType,
              size: file.content.length,
            })),
          )
          .execute()
      const parties = [view.consultant_user_id, view.project_owner_id].filter((u): u is number => u !== null)
      await ensureReaders(trx, applicationId, parties)
    })
  } catch (error) {
    for (const file of files) await app.files.delete(file.key)
    throw error
  }
  return id
}
