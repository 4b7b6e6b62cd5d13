import {
  kycFileKinds,
  missingKycRequirements,
  type KycFileKind,
  type KycRequirement,
  type WhiteListStatus,
} from '@iqs/protocol'
import type { Decider } from '../../platform/event-sourcing/decider.js'
import { appError } from '../../platform/errors.js'
import type { SealedPersonalData } from './kyc-personal-data.js'

/** A document as the log records it: metadata only, the body stays in `kyc_files`. */
export interface KycFileRef {
  fileId: string
  kind: KycFileKind
  fileName: string
  mimeType: string
  size: number
  sha256: string
}

export interface KycDetails {
  isCompany: boolean
  businessName: string | null
  address: string | null
  country: string | null
  mobileNumber: string | null
  pepConfirmed: boolean
}

export type KeyOrigin = 'GENERATED' | 'OWN' | 'ADMIN'

export interface ShareOwnerState {
  exists: boolean
  status: WhiteListStatus
  details: KycDetails
  files: Partial<Record<KycFileKind, KycFileRef>>
  publicAddress: string | null
  publicKey: string | null
  keyOrigin: KeyOrigin | null
  /** The status a lock interrupted, restored by the unlock. */
  previousStatus?: WhiteListStatus | undefined
}

export type ShareOwnerCommand =
  | {
      type: 'SaveKyc'
      userId: number
      details: KycDetails
      files: KycFileRef[]
      ownKey: PublicKeyValue | null
    }
  | { type: 'ApproveShareOwner'; userId: number; key: PublicKeyValue & { origin: KeyOrigin } }
  | { type: 'RejectShareOwner'; userId: number }
  | { type: 'LockShareOwner'; userId: number }
  | { type: 'UnlockShareOwner'; userId: number }
  | { type: 'DeleteShareOwner'; userId: number }
  /** The account was deleted: the application goes, and the person's data key with it. */
  | { type: 'EraseShareOwner'; userId: number }
  | { type: 'ChangePublicKey'; userId: number; key: PublicKeyValue }

/** An Ethereum address, with the public key when it is known. */
export interface PublicKeyValue {
  address: string
  publicKey: string | null
}

export type ShareOwnerEvent =
  | { type: 'ShareOwnerRegistered'; userId: number }
  | {
      type: 'KycSaved'
      userId: number
      details: KycDetails
      files: KycFileRef[]
      ownKey: PublicKeyValue | null
      /**
       * In the log, the personal fields of `details` and `files` are null or empty and sealed here
       * (kyc-personal-data.ts); absent in events written in clear before.
       */
      pii?: SealedPersonalData
    }
  | { type: 'KycSubmitted'; userId: number }
  | {
      type: 'ShareOwnerApproved'
      userId: number
      address: string
      publicKey: string | null
      origin: KeyOrigin
    }
  | { type: 'ShareOwnerRejected'; userId: number }
  | { type: 'ShareOwnerLocked'; userId: number; previousStatus: WhiteListStatus }
  | { type: 'ShareOwnerUnlocked'; userId: number; status: WhiteListStatus }
  | { type: 'ShareOwnerDeleted'; userId: number }
  | { type: 'ShareOwnerErased'; userId: number }
  | { type: 'PublicKeyChanged'; userId: number; address: string; publicKey: string | null }

/** The stream of one share owner's white-list application. */
export const shareOwnerStreamId = (userId: number) => `share-owner-${userId}`

const EMPTY_DETAILS: KycDetails = {
  isCompany: false,
  businessName: null,
  address: null,
  country: null,
  mobileNumber: null,
  pepConfirmed: false,
}

/** What a KYC file still lacks before an admin can check it (the protocol's rule, shared with the web form). */
export function missingKyc(details: KycDetails, files: ShareOwnerState['files']): KycRequirement[] {
  return missingKycRequirements({
    ...details,
    documents: new Set(kycFileKinds.filter((kind) => files[kind] !== undefined)),
  })
}

/**
 * The white list of one user: REGISTERING until a complete KYC file is saved (an incomplete one is
 * refused; applications saved incomplete before issue 14 stay REGISTERING), then PENDING until an admin
 * approves or rejects; an admin may lock and unlock (back to the status before the lock) and delete
 * (the application starts again from nothing). Only PENDING or REJECTED can be approved: a
 * REGISTERING file is incomplete ("Not checkable").
 */
export const shareOwnerDecider: Decider<ShareOwnerState, ShareOwnerCommand, ShareOwnerEvent> = {
  initialState: () => ({
    exists: false,
    status: 'REGISTERING',
    details: EMPTY_DETAILS,
    files: {},
    publicAddress: null,
    publicKey: null,
    keyOrigin: null,
  }),

  decide(command, state) {
    const { userId } = command
    switch (command.type) {
      case 'SaveKyc': {
        if (state.status !== 'REGISTERING' && state.status !== 'PENDING' && state.status !== 'REJECTED')
          throw appError('KYC_NOT_EDITABLE')
        const files = { ...state.files }
        for (const file of command.files) files[file.kind] = file
        // "Saved" means "sent to the admins" (spec §4: pending = documents saved): a file that would
        // still lack something is refused whole, naming what is missing, instead of being kept as a
        // draft the member believes sent. Documents saved before count.
        const missing = missingKyc(command.details, files)
        if (missing.length > 0) throw appError('KYC_INCOMPLETE', undefined, { missing })
        const events: ShareOwnerEvent[] = state.exists ? [] : [{ type: 'ShareOwnerRegistered', userId }]
        events.push({
          type: 'KycSaved',
          userId,
          details: command.details,
          files: command.files,
          ownKey: command.ownKey,
        })
        // A complete file goes to the admins; a rejected applicant may send a corrected one.
        if (state.status === 'REGISTERING' || state.status === 'REJECTED')
          events.push({ type: 'KycSubmitted', userId })
        return events
      }
      case 'ApproveShareOwner':
        if (!state.exists) throw appError('SHARE_OWNER_NOT_FOUND')
        if (state.status === 'REGISTERING') throw appError('WHITE_LIST_NOT_CHECKABLE')
        if (state.status !== 'PENDING' && state.status !== 'REJECTED')
          throw appError('WHITE_LIST_TRANSITION', `Error approving account: the status is ${state.status}`)
        return [
          {
            type: 'ShareOwnerApproved',
            userId,
            address: command.key.address,
            publicKey: command.key.publicKey,
            origin: command.key.origin,
          },
        ]
      case 'RejectShareOwner':
        if (!state.exists) throw appError('SHARE_OWNER_NOT_FOUND')
        if (state.status === 'REGISTERING') throw appError('WHITE_LIST_NOT_CHECKABLE')
        if (state.status !== 'PENDING' && state.status !== 'APPROVED')
          throw appError('WHITE_LIST_TRANSITION', `Error rejecting account: the status is ${state.status}`)
        return [{ type: 'ShareOwnerRejected', userId }]
      case 'LockShareOwner':
        if (!state.exists) throw appError('SHARE_OWNER_NOT_FOUND')
        if (state.status === 'LOCKED')
          throw appError('WHITE_LIST_TRANSITION', 'Error locking account: it is already locked')
        return [{ type: 'ShareOwnerLocked', userId, previousStatus: state.status }]
      case 'UnlockShareOwner':
        if (!state.exists) throw appError('SHARE_OWNER_NOT_FOUND')
        if (state.status !== 'LOCKED')
          throw appError('WHITE_LIST_TRANSITION', 'Error unlocking account: it is not locked')
        return [{ type: 'ShareOwnerUnlocked', userId, status: state.previousStatus ?? 'PENDING' }]
      case 'DeleteShareOwner':
        if (!state.exists) throw appError('SHARE_OWNER_NOT_FOUND')
        return [{ type: 'ShareOwnerDeleted', userId }]
      case 'EraseShareOwner':
        // Nothing to record for someone who never applied.
        return state.exists ? [{ type: 'ShareOwnerErased', userId }] : []
      case 'ChangePublicKey':
        if (!state.exists) throw appError('SHARE_OWNER_NOT_FOUND')
        if (state.publicAddress?.toLowerCase() === command.key.address.toLowerCase()) return []
        return [
          {
            type: 'PublicKeyChanged',
            userId,
            address: command.key.address,
            publicKey: command.key.publicKey,
          },
        ]
      default: {
        const unreachable: never = command
        throw new Error(`Unknown command ${JSON.stringify(unreachable)}`)
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ShareOwnerRegistered':
        return { ...shareOwnerDecider.initialState(), exists: true }
      case 'KycSaved': {
        const files = { ...state.files }
        for (const file of event.files) files[file.kind] = file
        const key = event.ownKey
        return {
          ...state,
          details: event.details,
          files,
          ...(key ? { publicAddress: key.address, publicKey: key.publicKey, keyOrigin: 'OWN' as const } : {}),
        }
      }
      case 'KycSubmitted':
        return { ...state, status: 'PENDING' }
      case 'ShareOwnerApproved':
        return {
          ...state,
          status: 'APPROVED',
          publicAddress: event.address,
          publicKey: event.publicKey,
          keyOrigin: event.origin,
        }
      case 'ShareOwnerRejected':
        return { ...state, status: 'REJECTED' }
      case 'ShareOwnerLocked':
        return { ...state, status: 'LOCKED', previousStatus: event.previousStatus }
      case 'ShareOwnerUnlocked':
        return { ...state, status: event.status, previousStatus: undefined }
      case 'ShareOwnerDeleted':
      case 'ShareOwnerErased':
        return shareOwnerDecider.initialState()
      case 'PublicKeyChanged':
        return { ...state, publicAddress: event.address, publicKey: event.publicKey, keyOrigin: 'ADMIN' }
      default:
        return state
    }
  },
}
