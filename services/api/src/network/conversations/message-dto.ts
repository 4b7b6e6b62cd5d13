import type { ConversationSummary, Message } from '@iqs/protocol'
import { consultantApplicationLink, ownerProjectLink } from '../applications/application-links.js'
import type { ConversationRow } from './conversations.repository.js'
import type { MessageView } from './messages.repository.js'

/** How many characters of the latest message the conversations' list shows. */
export const EXCERPT_LENGTH = 120

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || null

/** The URL of one attachment (the same access as its conversation). */
export const attachmentUrl = (applicationId: string, messageId: string, n: number) =>
  `/api/network/applications/${applicationId}/messages/${messageId}/attachments/${n}`

/** A message as a reader of the conversation sees it; an erased sender's is empty and nameless. */
export function toMessage(
  view: MessageView,
  applicationId: string,
  consultantUserId: number,
  readerId: number,
): Message {
  const erased = view.sender_deleted_at !== null
  return {
    id: view.id,
    seq: view.seq,
    sender: {
      user_id: view.sender_user_id,
      part: view.sender_user_id === consultantUserId ? 'applicant' : 'owner',
      name: erased ? null : nameOf(view.first_name, view.last_name),
    },
    mine: view.sender_user_id === readerId,
    body: erased ? '' : view.body,
    erased,
    attachments: view.attachments.map((file) => ({
      n: file.n,
      file_name: file.file_name,
      mime_type: file.mime_type,
      size: file.size,
      url: attachmentUrl(applicationId, view.id, file.n),
    })),
    created_at: view.created_at.toISOString(),
  }
}

/** Cuts a message to the list's excerpt, on a code point, the lines joined. */
export function excerptOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim()
  const points = Array.from(flat)
  return points.length <= EXCERPT_LENGTH ? flat : `${points.slice(0, EXCERPT_LENGTH - 1).join('')}…`
}

/**
 * A conversation in the reader's list: the other side's name, the latest message, and the web page
 * that shows it: the consultant's application, or the owner's project page at the applicant.
 */
export function toConversationSummary(row: ConversationRow, readerId: number): ConversationSummary {
  const asConsultant = row.consultant_user_id === readerId
  return {
    application_id: row.application_id,
    project: { id: row.project_id, title: row.project_title },
    my_part: asConsultant ? 'applicant' : 'owner',
    other_party: asConsultant
      ? { user_id: row.owner_user_id, name: nameOf(row.owner_first_name, row.owner_last_name) }
      : {
          user_id: row.consultant_user_id,
          name: nameOf(row.consultant_first_name, row.consultant_last_name),
        },
    last_message: {
      excerpt: excerptOf(row.last_body),
      at: row.last_at.toISOString(),
      mine: row.last_sender_user_id === readerId,
    },
    unread: row.unread,
    link: asConsultant
      ? consultantApplicationLink(row.application_id)
      : `${ownerProjectLink(row.owner_role ?? 'Client', row.project_id)}#applicant-${row.application_id}`,
  }
}
