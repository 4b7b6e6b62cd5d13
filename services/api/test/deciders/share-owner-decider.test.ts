import type { KycFileKind } from '@iqs/protocol'
import { describe, expect, it } from 'vitest'
import {
  shareOwnerDecider,
  type KycDetails,
  type KycFileRef,
  type ShareOwnerEvent,
} from '../../src/iqs/share-owners/share-owner-decider.js'
import { spec } from '../helpers/decider-spec.js'

const userId = 7
const file = (kind: KycFileKind): KycFileRef => ({
  fileId: `file-${kind}`,
  kind,
  fileName: `${kind}.pdf`,
  mimeType: 'application/pdf',
  size: 1_000,
  sha256: 'ab'.repeat(32),
})
const complete: KycDetails = {
  isCompany: false,
  businessName: null,
  address: '1 rue de la Paix, Paris',
  country: 'FR',
  mobileNumber: '+33600000000',
  pepConfirmed: true,
}
const documents = [file('id'), file('bank')]
const key = { address: '0x00000000000000000000000000000000000000a1', publicKey: null }

const registered: ShareOwnerEvent = { type: 'ShareOwnerRegistered', userId }
const saved = (details = complete, files = documents): ShareOwnerEvent => ({
  type: 'KycSaved',
  userId,
  details,
  files,
  ownKey: null,
})
const submitted: ShareOwnerEvent = { type: 'KycSubmitted', userId }
const approved: ShareOwnerEvent = { type: 'ShareOwnerApproved', userId, ...key, origin: 'GENERATED' }
const rejected: ShareOwnerEvent = { type: 'ShareOwnerRejected', userId }
const locked = (previousStatus: 'PENDING' | 'APPROVED'): ShareOwnerEvent => ({
  type: 'ShareOwnerLocked',
  userId,
  previousStatus,
})

/** Histories by white-list status. */
const REGISTERING = [registered, saved({ ...complete, address: null })]
const PENDING = [registered, saved(), submitted]
const APPROVED = [...PENDING, approved]
const REJECTED = [...PENDING, rejected]
const LOCKED = [...APPROVED, locked('APPROVED')]

const given = (events: ShareOwnerEvent[]) => spec(shareOwnerDecider).given(events)

describe('share owner decider: the KYC file', () => {
  it('registers the applicant on the first save and submits a complete file', () => {
    given([])
      .when({ type: 'SaveKyc', userId, details: complete, files: documents, ownKey: null })
      .then([registered, saved(), submitted])
  })

  it('refuses an incomplete or empty file whole, naming what is missing (no draft kept)', () => {
    given([])
      .when({ type: 'SaveKyc', userId, details: complete, files: [file('id')], ownKey: null })
      .thenThrows('KYC_INCOMPLETE', { details: { missing: ['bank'] } })
    const empty = { ...complete, address: null, country: null, mobileNumber: null, pepConfirmed: false }
    given([])
      .when({ type: 'SaveKyc', userId, details: empty, files: [], ownKey: null })
      .thenThrows('KYC_INCOMPLETE', {
        details: { missing: ['address', 'country', 'mobile_number', 'pep_confirmed', 'id', 'bank'] },
      })
    given(PENDING)
      .when({ type: 'SaveKyc', userId, details: { ...complete, country: null }, files: [], ownKey: null })
      .thenThrows('KYC_INCOMPLETE', { details: { missing: ['country'] } })
  })

  it('asks a company for its name, statutes and K-bis', () => {
    const company = { ...complete, isCompany: true, businessName: 'ACME' }
    given([registered])
      .when({ type: 'SaveKyc', userId, details: company, files: documents, ownKey: null })
      .thenThrows('KYC_INCOMPLETE', { details: { missing: ['statutes', 'kbis'] } })
    const files = [...documents, file('statutes'), file('kbis')]
    given([registered])
      .when({ type: 'SaveKyc', userId, details: company, files, ownKey: null })
      .then([saved(company, files), submitted])
  })

  it('completes a file across saves: the documents of earlier saves count (a file kept incomplete before issue 14)', () => {
    given([registered, saved(complete, [file('id')])])
      .when({ type: 'SaveKyc', userId, details: complete, files: [file('bank')], ownKey: null })
      .then([saved(complete, [file('bank')]), submitted])
  })

  it('lets a PENDING applicant correct the file without submitting it twice', () => {
    given(PENDING)
      .when({ type: 'SaveKyc', userId, details: complete, files: [], ownKey: null })
      .then([saved(complete, [])])
  })

  it('sends a rejected applicant’s corrected file to the admins again', () => {
    given(REJECTED)
      .when({ type: 'SaveKyc', userId, details: complete, files: [], ownKey: null })
      .then([saved(complete, []), submitted])
  })

  it('refuses to edit an APPROVED or LOCKED file', () => {
    for (const history of [APPROVED, LOCKED])
      given(history)
        .when({ type: 'SaveKyc', userId, details: complete, files: [], ownKey: null })
        .thenThrows('KYC_NOT_EDITABLE')
  })
})

describe('share owner decider: the admin’s decisions', () => {
  const approve = {
    type: 'ApproveShareOwner' as const,
    userId,
    key: { ...key, origin: 'GENERATED' as const },
  }

  it('approves a PENDING or REJECTED application with its key', () => {
    given(PENDING).when(approve).then([approved])
    given(REJECTED).when(approve).then([approved])
  })

  it('refuses to approve an unknown, incomplete or already approved application', () => {
    given([]).when(approve).thenThrows('SHARE_OWNER_NOT_FOUND')
    given(REGISTERING).when(approve).thenThrows('WHITE_LIST_NOT_CHECKABLE')
    given(APPROVED).when(approve).thenThrows('WHITE_LIST_TRANSITION')
    given(LOCKED).when(approve).thenThrows('WHITE_LIST_TRANSITION')
  })

  it('rejects a PENDING or APPROVED application, nothing else', () => {
    const reject = { type: 'RejectShareOwner' as const, userId }
    given(PENDING).when(reject).then([rejected])
    given(APPROVED).when(reject).then([rejected])
    given([]).when(reject).thenThrows('SHARE_OWNER_NOT_FOUND')
    given(REGISTERING).when(reject).thenThrows('WHITE_LIST_NOT_CHECKABLE')
    given(REJECTED).when(reject).thenThrows('WHITE_LIST_TRANSITION')
    given(LOCKED).when(reject).thenThrows('WHITE_LIST_TRANSITION')
  })

  it('locks once, and unlocks back to the status before the lock', () => {
    const lock = { type: 'LockShareOwner' as const, userId }
    const unlock = { type: 'UnlockShareOwner' as const, userId }
    given(APPROVED)
      .when(lock)
      .then([locked('APPROVED')])
    given(PENDING)
      .when(lock)
      .then([locked('PENDING')])
    given(LOCKED).when(lock).thenThrows('WHITE_LIST_TRANSITION')
    given([]).when(lock).thenThrows('SHARE_OWNER_NOT_FOUND')
    given(LOCKED)
      .when(unlock)
      .then([{ type: 'ShareOwnerUnlocked', userId, status: 'APPROVED' }])
    given([...PENDING, locked('PENDING')])
      .when(unlock)
      .thenState((state) => expect(state.status).toBe('PENDING'))
    given(APPROVED).when(unlock).thenThrows('WHITE_LIST_TRANSITION')
    given([]).when(unlock).thenThrows('SHARE_OWNER_NOT_FOUND')
  })

  it('deletes an application, which starts again from nothing', () => {
    const remove = { type: 'DeleteShareOwner' as const, userId }
    given([]).when(remove).thenThrows('SHARE_OWNER_NOT_FOUND')
    given(LOCKED)
      .when(remove)
      .thenState((state) => expect(state).toEqual(shareOwnerDecider.initialState()))
    given([...APPROVED, { type: 'ShareOwnerDeleted', userId }])
      .when({ type: 'SaveKyc', userId, details: complete, files: documents, ownKey: null })
      .then([registered, saved(), submitted])
  })

  it('erases the application of a deleted account; nothing to record for someone who never applied', () => {
    const erase = { type: 'EraseShareOwner' as const, userId }
    given(APPROVED)
      .when(erase)
      .then([{ type: 'ShareOwnerErased', userId }])
    given([]).when(erase).then([])
  })

  it('changes the public key, and records nothing for the same address in another case', () => {
    const other = { address: '0x00000000000000000000000000000000000000B2', publicKey: null }
    given(APPROVED)
      .when({ type: 'ChangePublicKey', userId, key: other })
      .then([{ type: 'PublicKeyChanged', userId, ...other }])
    given(APPROVED)
      .when({ type: 'ChangePublicKey', userId, key: { ...key, address: key.address.toUpperCase() } })
      .then([])
    given([]).when({ type: 'ChangePublicKey', userId, key: other }).thenThrows('SHARE_OWNER_NOT_FOUND')
  })
})
