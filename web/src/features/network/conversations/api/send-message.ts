import type { MessagePage } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { CONVERSATIONS_KEY, messagesKey } from './conversations-cache.js'

export interface SendMessageInput {
  applicationId: string
  body: string
  files: readonly File[]
}

/**
 * `POST /api/network/applications/:id/messages`: JSON without files, else multipart with the text
 * first (the api reads it as it streams in) and the files in `files`. Answers the newest page.
 */
export function sendMessage({ applicationId, body, files }: SendMessageInput): Promise<MessagePage> {
  const path = `/api/network/applications/${applicationId}/messages`
  if (files.length === 0) return apiRequest<MessagePage>(path, { method: 'POST', body: { body } })
  const form = new FormData()
  form.append('body', body)
  for (const file of files) form.append('files', file, file.name)
  return apiRequest<MessagePage>(path, { method: 'POST', body: form })
}

/** Sends, then reads the thread and my conversations again (the list's order and excerpt changed). */
export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_, input) => {
      void queryClient.invalidateQueries({ queryKey: messagesKey(input.applicationId) })
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY })
    },
  })
}
