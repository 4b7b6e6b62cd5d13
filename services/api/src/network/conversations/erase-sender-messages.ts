import type { Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/**
 * An erased member's part of the conversations, in the deletion's transaction: the bodies of the
 * messages they wrote are blanked and their attachments' rows deleted (the files go with the
 * account's `users/<id>/` prefix once it committed), and their read markers go. The messages stay,
 * empty, so the other side's thread keeps its order and its answers.
 */
export async function eraseSenderMessages(trx: Transaction<Database>, userId: number): Promise<void> {
  const written = trx.selectFrom('network_messages').select('id').where('sender_user_id', '=', userId)
  await trx.deleteFrom('network_message_attachments').where('message_id', 'in', written).execute()
  await trx.updateTable('network_messages').set({ body: '' }).where('sender_user_id', '=', userId).execute()
  await trx.deleteFrom('network_conversation_reads').where('user_id', '=', userId).execute()
}
