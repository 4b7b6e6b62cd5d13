/** Under `account`: dropped with everything else of the signed-in user at sign-out. */
export const CONVERSATIONS_KEY = ['account', 'network-conversations'] as const

export const messagesKey = (applicationId: string) =>
  [...CONVERSATIONS_KEY, 'messages', applicationId] as const
export const conversationListKey = [...CONVERSATIONS_KEY, 'list'] as const
export const unreadMessagesKey = [...CONVERSATIONS_KEY, 'unread'] as const

/** How often an open conversation and the header's count ask for news. */
export const CONVERSATION_POLL_MS = 15_000
