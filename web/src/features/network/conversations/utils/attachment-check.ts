import {
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_ATTACHMENT_FORMATS,
  MESSAGE_ATTACHMENT_MAX_BYTES,
} from '@iqs/protocol'

/** Why the chosen files cannot go: a text key of `network-conversations` and its values. */
export interface AttachmentProblem {
  key: 'composer.tooMany' | 'composer.tooLarge' | 'composer.wrongType'
  values: Record<string, string | number>
}

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''

/**
 * The composer's own check of the files chosen, before anything is sent: at most 3, 10 MB each,
 * a name in the formats the api takes (the api checks the content too, and its refusal is shown).
 */
export function attachmentProblem(files: readonly Pick<File, 'name' | 'size'>[]): AttachmentProblem | null {
  if (files.length > MAX_MESSAGE_ATTACHMENTS)
    return { key: 'composer.tooMany', values: { max: MAX_MESSAGE_ATTACHMENTS } }
  const allowed: readonly string[] = MESSAGE_ATTACHMENT_FORMATS
  for (const file of files) {
    if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES)
      return { key: 'composer.tooLarge', values: { name: file.name } }
    if (!allowed.includes(extensionOf(file.name)))
      return { key: 'composer.wrongType', values: { name: file.name } }
  }
  return null
}
