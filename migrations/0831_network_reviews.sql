-- Reviews (issue 16, part 3): once a contract is completed, each party rates the other within 30
-- days: 1-5 overall and per criterion, with a comment. A review is a process of the network's
-- workflow (network/reviews/review-process.ts): submitted published, an admin may hide it; every
-- move is recorded in network_transitions.
create table network_reviews (
  id uuid primary key,
  contract_id uuid not null references network_contracts (id),
  -- Which party wrote it: the consultant reviews the owner, the owner the consultant.
  author_side text not null check (author_side in ('consultant', 'owner')),
  author_user_id bigint not null references users (id),
  subject_user_id bigint not null references users (id),
  rating smallint not null check (rating between 1 and 5),
  quality smallint not null check (quality between 1 and 5),
  communication smallint not null check (communication between 1 and 5),
  reliability smallint not null check (reliability between 1 and 5),
  -- Plain text, 1 to 2000 characters (the api's schema); blanked when the author's account is erased.
  comment text not null,
  state text not null check (state in ('published', 'hidden')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- One review per contract and side: a second insert fails here (409 REVIEW_EXISTS).
  unique (contract_id, author_side)
);

create index network_reviews_subject on network_reviews (subject_user_id, created_at desc);
create index network_reviews_author on network_reviews (author_user_id, created_at desc);
