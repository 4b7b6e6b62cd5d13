import type { KycFileKind, WhiteListStatus } from '@iqs/protocol'

/** Row types of migrations/0500_share_owners_and_market_config.sql (share owners and KYC). */
export interface ShareOwnersTable {
  user_id: number
  status: WhiteListStatus
  is_company: boolean
  business_name: string | null
  address: string | null
  country: string | null
  mobile_number: string | null
  pep_confirmed: boolean
  public_address: string | null
  public_key: string | null
  key_origin: 'GENERATED' | 'OWN' | 'ADMIN' | null
  /** The current file id of each kind. */
  files: Partial<Record<KycFileKind, string>>
  registered_at: Date
  submitted_at: Date | null
  updated_at: Date
  last_position: number
}

export interface KycFilesTable {
  file_id: string
  user_id: number
  kind: KycFileKind
  file_name: string
  mime_type: string
  size: number
  sha256: string
  content: Uint8Array
  uploaded_at: Date
}

export interface ShareOwnerKeysTable {
  user_id: number
  address: string
  public_key: string
  /** AES-256-GCM, see key-vault.ts. */
  private_key_sealed: string
  created_at: Date
}

/** A person's data key, sealed under the master key (migrations/0700_personal_data_keys.sql). */
export interface PersonalDataKeysTable {
  user_id: number
  key_sealed: string
  created_at: Date
}

/** The personal KYC fields in clear for reading; deleted with the account, as the key. */
export interface ShareOwnerPersonalDataTable {
  user_id: number
  business_name: string | null
  address: string | null
  country: string | null
  mobile_number: string | null
  updated_at: Date
}
