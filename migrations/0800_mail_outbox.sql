-- The mail outbox (issue 15): while no SMTP server is configured (SMTP_URL unset), every mail the
-- platform would have sent is kept here, and admins read it at /admin-web-site/mail-outbox. A
-- newcomer running `npm start` sees the reset links and notices without a mail server.
-- Rows are not tied to an account (no foreign key): the outbox is what was sent to an address,
-- as a mail server's log would be.
create table mail_outbox (
  id bigint generated always as identity primary key,
  "to" text not null,
  subject text not null,
  text text not null,
  html text not null,
  -- The recipient's language when the mail was written ('en' or 'fr').
  language text not null check (language in ('en', 'fr')),
  created_at timestamptz not null
);
-- The admin page lists newest first.
create index mail_outbox_created_at on mail_outbox (created_at desc, id desc);
