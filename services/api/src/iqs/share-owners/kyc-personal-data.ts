import { createSecretBox } from '../../identity/totp/secret-box.js'
import type { KycDetails, KycFileRef, ShareOwnerEvent } from './share-owner-decider.js'

type KycSaved = Extract<ShareOwnerEvent, { type: 'KycSaved' }>

/**
 * The personal fields of a KycSaved event, sealed under the person's data key. `v` versions the
 * payload: events without `pii` are the clear ones written before (demo and legacy data).
 */
export interface SealedPersonalData {
  v: 1
  /** The secret box's `v1.<iv>.<ciphertext>.<tag>`, bound to the user id. */
  sealed: string
}

/** What `sealed` holds, in clear. */
interface PersonalFields {
  businessName: string | null
  address: string | null
  country: string | null
  mobileNumber: string | null
  /** Document file names by file id. */
  fileNames: Record<string, string>
}

const context = (userId: number) => `kyc:${userId}`

/** The event with its personal fields removed (null, file names empty): what remains when the key is gone. */
function redact(event: KycSaved): KycSaved {
  const details: KycDetails = {
    ...event.details,
    businessName: null,
    address: null,
    country: null,
    mobileNumber: null,
  }
  const files: KycFileRef[] = event.files.map((file) => ({ ...file, fileName: '' }))
  return { ...event, details, files }
}

/**
 * A KycSaved event as the log stores it: business name, address, country, mobile number and file
 * names encrypted under the person's data key (AES-256-GCM), the rest in clear (company flag, PEP
 * confirmation, file ids, kinds, types, sizes and digests, the public key): what the status rules
 * and the read model need.
 *
 * @example const stored = sealKycSaved(event, await keys.keyFor(event.userId))
 */
export function sealKycSaved(event: KycSaved, dataKey: Buffer): KycSaved {
  const fields: PersonalFields = {
    businessName: event.details.businessName,
    address: event.details.address,
    country: event.details.country,
    mobileNumber: event.details.mobileNumber,
    fileNames: Object.fromEntries(event.files.map((file) => [file.fileId, file.fileName])),
  }
  const sealed = createSecretBox(dataKey).seal(JSON.stringify(fields), context(event.userId))
  return { ...redact(event), pii: { v: 1, sealed } }
}

/**
 * The event with its personal fields back in clear. A clear (legacy) event comes back as it is;
 * without the key (erased), or with a wrong one, the fields stay null: never a throw, so no reader
 * or projection can be stopped by an erased person.
 */
export function openKycSaved(
  event: KycSaved,
  dataKey: Buffer | undefined,
): { event: KycSaved; erased: boolean } {
  const pii = event.pii
  if (!pii) return { event, erased: false }
  if (!dataKey || pii.v !== 1) return { event: redact(event), erased: true }
  let fields: PersonalFields
  try {
    fields = JSON.parse(createSecretBox(dataKey).open(pii.sealed, context(event.userId))) as PersonalFields
  } catch {
    return { event: redact(event), erased: true }
  }
  return {
    event: {
      ...event,
      details: {
        ...event.details,
        businessName: fields.businessName,
        address: fields.address,
        country: fields.country,
        mobileNumber: fields.mobileNumber,
      },
      files: event.files.map((file) => ({ ...file, fileName: fields.fileNames[file.fileId] ?? '' })),
    },
    erased: false,
  }
}
