import type { ColumnType, Generated, Selectable } from 'kysely'

/** `network_messages` (migration 0840): one message of an application's conversation. */
export interface NetworkMessagesTable {
  /** Made by the api before the insert: the attachments' keys name it. */
  id: string
  /** The thread's order and the read marker's unit (an identity column). */
  seq: Generated<number>
  application_id: string
  sender_user_id: number
  /** Blanked when the sender's account is erased. */
  body: string
  created_at: ColumnType<Date, Date, never>
}

/** `network_message_attachments`: the files of a message (1 to 3), in the file store. */
export interface NetworkMessageAttachmentsTable {
  message_id: string
  n: number
  file_key: string
  file_name: string
  mime_type: string
  size: number
}

/** `network_conversation_reads`: a party's read marker and away-mail flag in one conversation. */
export interface NetworkConversationReadsTable {
  application_id: string
  user_id: number
  last_read_seq: Generated<number>
  away_mailed: Generated<boolean>
}

export type NetworkMessageRow = Selectable<NetworkMessagesTable>
export type NetworkMessageAttachmentRow = Selectable<NetworkMessageAttachmentsTable>
