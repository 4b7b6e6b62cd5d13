import { z } from 'zod'
import { decimalString } from './market.js'
import { text } from './text.js'

/** Spec §3 "Whitelist status". Only APPROVED may trade. */
export const whiteListStatuses = ['REGISTERING', 'PENDING', 'APPROVED', 'REJECTED', 'LOCKED'] as const
export const whiteListStatusSchema = z.enum(whiteListStatuses)
export type WhiteListStatus = z.infer<typeof whiteListStatusSchema>

/** `GET /api/share-owners/me` (spec §3 "Share-owner profile"): tokens held, euros invested, value now. */
export const shareOwnerProfileSchema = z.object({
  iqs_shares: decimalString.describe('IQS tokens held: available + reserved by orders + escrow'),
  ost_shares: decimalString,
  total_invested_iqs_eur: decimalString.describe('Sum of price * quantity of my settled IQS purchases'),
  total_invested_ost_eur: decimalString,
  iqs_value_eur: decimalString.describe('iqs_shares at the market reference price'),
  ost_value_eur: decimalString,
  white_list_status: whiteListStatusSchema,
})
export type ShareOwnerProfile = z.infer<typeof shareOwnerProfileSchema>

/** The four documents of a KYC/KYB file and the formats each accepts (spec §5). */
export const kycFileKinds = ['statutes', 'kbis', 'id', 'bank'] as const
export type KycFileKind = (typeof kycFileKinds)[number]
export const KYC_ALLOWED_FORMATS: Record<KycFileKind, readonly string[]> = {
  statutes: ['pdf', 'doc', 'docx', 'txt'],
  kbis: ['pdf', 'doc', 'docx', 'txt'],
  id: ['pdf', 'jpg', 'jpeg', 'png'],
  bank: ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png'],
}
/** Per file and per request, in bytes. */
export const KYC_MAX_FILE_BYTES = 10 * 1024 * 1024
export const KYC_MAX_REQUEST_BYTES = 25 * 1024 * 1024

/** The spec's messages (§8), for the client to show as they are. */
export const kycMessages = {
  fileTooLarge: 'File size should not exceed 10 MB',
  formatNotAllowed: (formats: readonly string[]) =>
    `File format not allowed, allowed formats are : ${formats.join(', ')}`,
  uploadFailed: 'An error occurred while uploading your documents. Please try again later.',
} as const

/**
 * What a KYC file needs before an admin can check it, by form name: address, country, mobile
 * number, the PEP confirmation, the ID and bank documents, and for a company its name, statutes and
 * K-bis. `GET .../me/kyc` lists the missing ones; a save that would leave one missing is refused
 * (422 KYC_INCOMPLETE, `details.missing`).
 */
export const kycRequirements = [
  'business_name',
  'address',
  'country',
  'mobile_number',
  'pep_confirmed',
  'statutes',
  'kbis',
  'id',
  'bank',
] as const
export type KycRequirement = (typeof kycRequirements)[number]

/** The parts of a KYC file the requirements look at: the details, and which documents are there. */
export interface KycCompleteness {
  isCompany: boolean
  businessName: string | null | undefined
  address: string | null | undefined
  country: string | null | undefined
  mobileNumber: string | null | undefined
  pepConfirmed: boolean
  documents: ReadonlySet<KycFileKind>
}

/**
 * The requirements a KYC file does not meet yet, in form order: the one rule of the api (which
 * refuses an incomplete save) and of the web form (which says so before sending).
 *
 * @example missingKycRequirements({ isCompany: false, address: 'Paris', ..., documents: new Set(['id']) }) // ['bank']
 */
export function missingKycRequirements(file: KycCompleteness): KycRequirement[] {
  const blank = (value: string | null | undefined) => !value?.trim()
  const company = file.isCompany
  const unmet: Record<KycRequirement, boolean> = {
    business_name: company && blank(file.businessName),
    address: blank(file.address),
    country: blank(file.country),
    mobile_number: blank(file.mobileNumber),
    pep_confirmed: !file.pepConfirmed,
    statutes: company && !file.documents.has('statutes'),
    kbis: company && !file.documents.has('kbis'),
    id: !file.documents.has('id'),
    bank: !file.documents.has('bank'),
  }
  return kycRequirements.filter((requirement) => unmet[requirement])
}

/** `details` of a 422 KYC_INCOMPLETE: what the refused save lacked. */
export const kycIncompleteDetailsSchema = z.object({ missing: z.array(z.enum(kycRequirements)) })

/**
 * The text fields of `POST /api/share-owners/me/kyc` (multipart/form-data). Files go in the parts
 * `statutes`, `kbis` (companies only), `id` and `bank`; documents saved before need not be sent
 * again. A save that would leave the file incomplete is refused whole (422 KYC_INCOMPLETE), so a
 * saved file is always complete and goes from REGISTERING to PENDING.
 */
export const kycFieldsSchema = z.object({
  is_company: z.enum(['true', 'false']).transform((v) => v === 'true'),
  business_name: text().trim().max(200).optional(),
  address: text().trim().min(1).max(500).optional(),
  country: text().trim().min(2).max(100).optional(),
  mobile_number: text()
    .trim()
    .regex(/^\+?[0-9 ().-]{6,20}$/, 'Please enter a valid mobile number')
    .optional(),
  pep_confirmed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .describe('I confirm that I am not a politically exposed person'),
  public_key: text()
    .trim()
    .max(200)
    .optional()
    .describe('My own Ethereum address (0x + 40 hex) or public key; optional'),
})
export type KycFields = z.infer<typeof kycFieldsSchema>

/** A stored KYC document (its body through `GET /api/share-owners/me/kyc/files/:fileId`). */
export const kycFileSchema = z.object({
  id: z.string(),
  kind: z.enum(kycFileKinds),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
})
export type KycFile = z.infer<typeof kycFileSchema>

/** The answer of a KYC save: where the application stands and what is still missing. */
export const kycStatusSchema = z.object({
  white_list_status: whiteListStatusSchema,
  missing: z.array(z.string()).describe('Fields or documents still needed before the file is PENDING'),
  files: z.array(kycFileSchema),
})
export type KycStatus = z.infer<typeof kycStatusSchema>

/** One row of the admin white list. */
export const whiteListEntrySchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  business_name: z.string().nullable(),
  country: z.string().nullable(),
  type: z.enum(['COMPANY', 'INDIVIDUAL']),
  sub_type: z.string().describe('The account role: Client, Consultant, ExecPartner, IQStem...'),
  status: whiteListStatusSchema,
  registered: z.string(),
})
export type WhiteListEntry = z.infer<typeof whiteListEntrySchema>

export const whiteListQuerySchema = z.object({
  status: whiteListStatusSchema.optional(),
  type: z.enum(['COMPANY', 'INDIVIDUAL']).optional(),
  query: text().trim().max(100).optional().describe('Part of a name, e-mail or business name'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})

/**
 * How many applications each status has under the list's other filters (type, search), whatever
 * the status asked: the status filter shows them, so "Pending (0)" beside "Approved (12)" says
 * where the applications are.
 */
const applications = z.number().int().nonnegative()
export const whiteListCountsSchema = z.object({
  REGISTERING: applications,
  PENDING: applications,
  APPROVED: applications,
  REJECTED: applications,
  LOCKED: applications,
} satisfies Record<WhiteListStatus, z.ZodNumber>)
export type WhiteListCounts = z.infer<typeof whiteListCountsSchema>

export const whiteListPageSchema = z.object({
  items: z.array(whiteListEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: whiteListCountsSchema,
})
export type WhiteListPage = z.infer<typeof whiteListPageSchema>

/** The admin's white list profile review (spec §3 "White list profile"), with the KYC files. */
export const whiteListProfileSchema = whiteListEntrySchema.extend({
  mobile_number: z.string().nullable(),
  address: z.string().nullable(),
  public_signature: z.string().nullable().describe('The owner Ethereum address (public key)'),
  public_key: z.string().nullable(),
  key_origin: z.enum(['GENERATED', 'OWN', 'ADMIN']).nullable(),
  pep_confirmed: z.boolean(),
  submitted: z.string().nullable(),
  files: z.array(kycFileSchema),
})
export type WhiteListProfile = z.infer<typeof whiteListProfileSchema>

/** `PUT /api/admin/iqs/white-list/:userId/public-key` and the optional key of an approval. */
export const publicKeyRequestSchema = z.object({
  public_key: text().trim().min(1).max(200).describe('An Ethereum address or public key'),
})
export const approveRequestSchema = z
  .object({ public_key: text().trim().min(1).max(200).optional() })
  .nullish()
  .describe('A key assigned by hand; without it a key pair is generated')

export const whiteListUserParamsSchema = z.object({ userId: z.coerce.number().int().positive() })
export const kycFileParamsSchema = z.object({ fileId: z.uuid() })
