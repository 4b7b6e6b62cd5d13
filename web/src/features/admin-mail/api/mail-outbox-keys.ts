/** The query keys of the mail outbox, one place for the list's pages and the single mails. */
export const mailOutboxKeys = {
  all: ['admin-mail-outbox'] as const,
  page: (page: number) => [...mailOutboxKeys.all, 'page', page] as const,
  mail: (id: number) => [...mailOutboxKeys.all, 'mail', id] as const,
}
