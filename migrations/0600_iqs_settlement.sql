-- Read models of the token side's own streams (issue 7): P2P proposals,
-- conversions to OST, settlement steps, financial news and votes. Built by
-- the projections in services/api/src/{p2p,conversions,settlement,news,votes};
-- the streams (`p2p-<id>`, `conversion-<id>`, `settlement-<tradeId>`,
-- `news-<id>`, `vote-<id>`) are the truth, these tables can be rebuilt by replay.

create table iqs_p2p_proposals (
  proposal_id text primary key,
  instrument text not null,
  proposer_id text not null,
  seller_id text not null,
  buyer_id text not null,
  quantity bigint not null,
  -- Unit price in cents.
  price bigint not null,
  status text not null check (status in ('PROPOSED', 'ACCEPTED', 'REJECTED', 'CANCELLED')),
  trade_id text,
  proposed_at timestamptz not null,
  answered_at timestamptz
);
create index iqs_p2p_proposals_seller on iqs_p2p_proposals (seller_id, proposed_at desc);
create index iqs_p2p_proposals_buyer on iqs_p2p_proposals (buyer_id, proposed_at desc);

create table iqs_conversions (
  conversion_id text primary key,
  trader_id text not null,
  quantity bigint not null,
  status text not null check (status in ('PENDING', 'ACCEPTED', 'REJECTED')),
  requested_at timestamptz not null,
  decided_at timestamptz,
  decided_by text
);
create index iqs_conversions_trader on iqs_conversions (trader_id, requested_at desc);
create index iqs_conversions_status on iqs_conversions (status, requested_at);

-- The settlement steps of a trade (its execution is in iqs_trades).
create table iqs_settlements (
  trade_id text primary key,
  buyer_validated_at timestamptz,
  seller_validated_at timestamptz,
  euros_received_at timestamptz,
  decision text check (decision in ('ACCEPTED', 'REJECTED')),
  decided_at timestamptz,
  decided_by text,
  -- EIP-712 signature of the settled trade by the platform key, and what it signs.
  signature text,
  signer text,
  signed_payload jsonb
);

create table iqs_news (
  news_id text primary key,
  title text not null,
  body text not null,
  file_name text,
  file_media_type text,
  file_size bigint,
  file_key text,
  published_at timestamptz not null,
  author_id text not null
);
create index iqs_news_recent on iqs_news (published_at desc);

create table iqs_votes (
  vote_id text primary key,
  title text not null,
  questions jsonb not null,
  ends_at timestamptz not null,
  is_public boolean not null,
  multiple_answers boolean not null,
  -- The log position whose IQS holdings weigh the ballots, and those holdings.
  record_position bigint not null,
  holders jsonb not null,
  created_at timestamptz not null,
  created_by text not null
);
create index iqs_votes_recent on iqs_votes (created_at desc);

create table iqs_vote_ballots (
  id text primary key,
  vote_id text not null,
  voter_id text not null,
  -- For each question, the indices of the chosen answers.
  choices jsonb not null,
  weight bigint not null,
  cast_at timestamptz not null
);
create index iqs_vote_ballots_vote on iqs_vote_ballots (vote_id);
