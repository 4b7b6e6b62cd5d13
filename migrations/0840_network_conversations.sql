-- Conversations between a consultant and a project owner (issue 16, "Messages"): one per
-- application, going on when it becomes a contract. network/conversations/README.md.

-- A message. uuid ids: the api makes the id before the insert, since attachment keys name it.
-- seq orders the thread and is the read marker's unit: two messages in the same millisecond (a
-- test clock that stands still) are still one after the other.
create table network_messages (
  id uuid primary key,
  seq bigint generated always as identity unique,
  application_id uuid not null references network_applications (id),
  sender_user_id bigint not null references users (id),
  -- Plain text, 1 to 5000 characters (the api's schema); blanked when the sender's account is erased.
  body text not null,
  created_at timestamptz not null
);
create index network_messages_thread on network_messages (application_id, seq desc);

-- Up to 3 files of a message, stored in the file store under users/<sender>/messages/<message>/<n>,
-- so they go with the sender's account. Rows deleted when the sender's account is erased.
create table network_message_attachments (
  message_id uuid not null references network_messages (id),
  n smallint not null check (n between 1 and 3),
  file_key text not null,
  file_name text not null,
  mime_type text not null,
  size integer not null,
  primary key (message_id, n)
);

-- Each party's place in a conversation: the last message seq they read, and whether the away mail
-- for what came after it went out (reset when they read again: one mail per conversation until then).
create table network_conversation_reads (
  application_id uuid not null references network_applications (id),
  user_id bigint not null references users (id),
  last_read_seq bigint not null default 0,
  away_mailed boolean not null default false,
  primary key (application_id, user_id)
);
create index network_conversation_reads_user on network_conversation_reads (user_id);
