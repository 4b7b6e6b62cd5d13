import {
  kycFieldsSchema,
  kycFileKinds,
  kycRequirements,
  missingKycRequirements,
  type KycFileKind,
  type KycRequirement,
} from '@iqs/protocol'
import { z } from 'zod'

/** The KYC form as the member fills it: the api's text fields, typed, and one document per kind. */
export interface KycFormValues {
  is_company: boolean
  business_name: string
  address: string
  country: string
  mobile_number: string
  public_key: string
  pep_confirmed: boolean
  statutes: File | null
  kbis: File | null
  id: File | null
  bank: File | null
}

export type KycFormField = keyof KycFormValues

export const EMPTY_KYC_FORM: KycFormValues = {
  is_company: false,
  business_name: '',
  address: '',
  country: '',
  mobile_number: '',
  public_key: '',
  pep_confirmed: false,
  statutes: null,
  kbis: null,
  id: null,
  bank: null,
}

/**
 * What a field's error says, as a key of the `iqs-member` texts: `required` is a requirement of the
 * file left unmet (`kyc.required.<field>`), the others a value the api would refuse (`kyc.invalid.*`).
 */
export type KycFieldProblem = 'required' | 'tooLong' | 'country' | 'mobile' | 'publicKey'

/** The checks of the api's own schema for one text field (`kycFieldsSchema`), on a given value. */
const fields = kycFieldsSchema.shape
const TEXT_RULES: [
  Exclude<KycFormField, KycFileKind | 'is_company' | 'pep_confirmed' | 'public_key'>,
  z.ZodType,
  KycFieldProblem,
][] = [
  ['business_name', fields.business_name, 'tooLong'],
  ['address', fields.address, 'tooLong'],
  ['country', fields.country, 'country'],
  ['mobile_number', fields.mobile_number, 'mobile'],
]

/** An Ethereum address or a secp256k1 public key, as the api reads one (its checksum checked there). */
const PUBLIC_KEY = /^(0x)?(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$|^0x[0-9a-fA-F]{40}$/

/**
 * The form's schema: every value the api would refuse, and every requirement of the file left
 * unmet (the protocol's `missingKycRequirements`, the api's own rule), each on its field, all at
 * once, so an empty save names everything it lacks. `saved`: the documents already on file, which
 * need not be sent again.
 */
export function kycFormSchema(saved: ReadonlySet<KycFileKind>) {
  return z
    .object({
      is_company: z.boolean(),
      business_name: z.string(),
      address: z.string(),
      country: z.string(),
      mobile_number: z.string(),
      public_key: z.string(),
      pep_confirmed: z.boolean(),
      statutes: z.instanceof(File).nullable(),
      kbis: z.instanceof(File).nullable(),
      id: z.instanceof(File).nullable(),
      bank: z.instanceof(File).nullable(),
    })
    .superRefine((values, context) => {
      const problem = (path: KycFormField, message: KycFieldProblem) =>
        context.addIssue({ code: 'custom', path: [path], message })
      for (const requirement of missingKycRequirements(completeness(values, saved)))
        problem(requirement, 'required')
      for (const [name, rule, message] of TEXT_RULES) {
        const value = values[name].trim()
        if (value !== '' && !rule.safeParse(value).success && (name !== 'business_name' || values.is_company))
          problem(name, message)
      }
      const key = values.public_key.trim()
      if (key !== '' && !PUBLIC_KEY.test(key)) problem('public_key', 'publicKey')
    })
}

/** The parts of the form the requirements look at. */
function completeness(values: KycFormValues, saved: ReadonlySet<KycFileKind>) {
  const documents = new Set(saved)
  for (const kind of kycFileKinds) if (values[kind]) documents.add(kind)
  return {
    isCompany: values.is_company,
    businessName: values.business_name,
    address: values.address,
    country: values.country,
    mobileNumber: values.mobile_number,
    pepConfirmed: values.pep_confirmed,
    documents,
  }
}

/** The documents a save sends, in the form's order (the upload's progress follows it). */
export function documentsToSend(values: KycFormValues): [KycFileKind, File][] {
  const kinds: KycFileKind[] = values.is_company ? ['statutes', 'kbis', 'id', 'bank'] : ['id', 'bank']
  return kinds.flatMap((kind): [KycFileKind, File][] => {
    const file = values[kind]
    return file ? [[kind, file]] : []
  })
}

/** The multipart body of `POST /api/share-owners/me/kyc`: text fields first, then the documents. */
export function toKycFormData(values: KycFormValues): FormData {
  const form = new FormData()
  form.set('is_company', String(values.is_company))
  form.set('pep_confirmed', String(values.pep_confirmed))
  for (const name of ['business_name', 'address', 'country', 'mobile_number', 'public_key'] as const) {
    const value = values[name].trim()
    if (value && (name !== 'business_name' || values.is_company)) form.set(name, value)
  }
  for (const [kind, file] of documentsToSend(values)) form.append(kind, file)
  return form
}

/** Whether a name the api lists as missing (`missing` of the KYC status) is a requirement it knows. */
export function isKycRequirement(name: string): name is KycRequirement {
  return (kycRequirements as readonly string[]).includes(name)
}
