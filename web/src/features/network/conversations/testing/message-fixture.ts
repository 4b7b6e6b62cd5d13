import type { ConversationSummary, Message, MessagePage } from '@iqs/protocol'

export const APPLICATION_ID = '0b9f6c1e-5d3a-4c55-9a57-2f1e8d7c6b5a'

export function messageFixture(overrides: Partial<Message> = {}): Message {
  return {
    id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    seq: 1,
    sender: { user_id: 9, part: 'owner', name: 'Marie Curie' },
    mine: false,
    body: 'Can we talk on Monday?',
    erased: false,
    attachments: [],
    created_at: '2025-05-04T08:00:00.000Z',
    ...overrides,
  }
}

export function messagePageFixture(items: Message[], overrides: Partial<MessagePage> = {}): MessagePage {
  return {
    items,
    has_more: false,
    my_part: 'applicant',
    can_write: true,
    write_until: null,
    unread: items.filter((m) => !m.mine).length,
    ...overrides,
  }
}

export function conversationFixture(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    application_id: APPLICATION_ID,
    project: { id: 42, title: 'Cloud migration' },
    my_part: 'applicant',
    other_party: { user_id: 9, name: 'Marie Curie' },
    last_message: { excerpt: 'Can we talk on Monday?', at: '2025-05-04T08:00:00.000Z', mine: false },
    unread: 2,
    link: `/my-projects/applications/${APPLICATION_ID}`,
    ...overrides,
  }
}
