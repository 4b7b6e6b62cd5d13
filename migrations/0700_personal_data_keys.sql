-- Crypto-shredding of KYC personal data (issue 7). The share-owner events
-- carry the personal fields (business name, address, country, mobile number,
-- document file names) encrypted under a data key of their own per person;
-- deleting the account deletes the key, and the ciphertext left in the
-- append-only log (its hash chain untouched) can never be read again.

-- One data key per person, itself sealed (AES-256-GCM) under the master key
-- (KEY_ENCRYPTION_KEY, else the TOTP master key), never stored in clear.
create table personal_data_keys (
  user_id bigint primary key,
  key_sealed text not null,
  created_at timestamptz not null
);

-- The personal fields in clear for reading, as the owner's last KYC save
-- wrote them (decrypted from the event just appended). Not a projection
-- table: a replay has no keys, so the share_owners projection keeps only
-- what the log says in clear and the digest of live and replay agree.
create table share_owner_personal_data (
  user_id bigint primary key,
  business_name text,
  address text,
  country text,
  mobile_number text,
  updated_at timestamptz not null
);
