-- Who read the holders register, and when (issue 12). The register names
-- each holder with a phone number and an e-mail address: every read, by an
-- admin or an auditor, in JSON or as the Excel extract, leaves a row here so
-- the token admin can answer "who saw our shareholders' contacts". Not an
-- event: reading changes no state of the exchange, and the log stays the
-- record of decisions.
create table holders_register_reads (
  id bigserial primary key,
  user_id bigint not null,
  role text not null,
  read_at timestamptz not null,
  -- The log position the register reflected (a past one for time travel).
  position bigint not null,
  format text not null check (format in ('json', 'xlsx')),
  -- True when the reader got phones and e-mails masked (auditors).
  contacts_masked boolean not null
);
create index holders_register_reads_read_at on holders_register_reads (read_at desc);
