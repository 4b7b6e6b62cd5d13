import type { FastifyInstance } from 'fastify'
import { createHash, randomUUID } from 'node:crypto'
import type { KycFileRef } from '../iqs/share-owners/share-owner-decider.js'
import { readShareOwnerState, runShareOwnerCommand } from '../iqs/share-owners/share-owner-commands.js'
import { DEMO_ACCOUNTS, DEMO_ADMIN_EMAIL } from './demo-accounts.js'
import { generateOwnerKey } from '../iqs/white-list/generate-owner-key.js'

const DEMO_PDF = Buffer.from('%PDF-1.4\n% IQS demo document\ntrailer << >>\n%%EOF\n')

/**
 * Makes the demo traders APPROVED share owners: a complete KYC file (small demo PDFs) approved by the
 * demo admin, with a generated key pair. Idempotent: an approved trader is left as it is.
 *
 * @returns how many traders were approved by this call.
 */
export async function seedDemoShareOwners(app: FastifyInstance): Promise<number> {
  const emails = [...DEMO_ACCOUNTS.filter((a) => a.trader).map((a) => a.email), DEMO_ADMIN_EMAIL]
  const users = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'user_type'])
    .where('email', 'in', emails)
    .execute()
  const admin = users.find((u) => u.email === DEMO_ADMIN_EMAIL)
  if (!admin) return 0
  let approved = 0
  for (const user of users.filter((u) => u.user_type !== 'Admin')) {
    const state = await readShareOwnerState(app, user.id)
    if (state.status === 'APPROVED') continue
    if (state.status === 'REGISTERING') {
      const files: KycFileRef[] = (['id', 'bank'] as const).map((kind) => ({
        fileId: randomUUID(),
        kind,
        fileName: `demo-${kind}.pdf`,
        mimeType: 'application/pdf',
        size: DEMO_PDF.length,
        sha256: createHash('sha256').update(DEMO_PDF).digest('hex'),
      }))
      await app.db
        .insertInto('kyc_files')
        .values(
          files.map((f) => ({
            file_id: f.fileId,
            user_id: user.id,
            kind: f.kind,
            file_name: f.fileName,
            mime_type: f.mimeType,
            size: f.size,
            sha256: f.sha256,
            content: DEMO_PDF,
            uploaded_at: app.clock.date(),
          })),
        )
        .execute()
      await runShareOwnerCommand(
        app,
        {
          type: 'SaveKyc',
          userId: user.id,
          details: {
            isCompany: false,
            businessName: null,
            address: '1 avenue des Champs-Élysées, Paris',
            country: 'France',
            mobileNumber: '+33 6 00 00 00 00',
            pepConfirmed: true,
          },
          files,
          ownKey: null,
        },
        user.id,
      )
    }
    const current = await readShareOwnerState(app, user.id)
    // A LOCKED or still incomplete demo account is left for the admin to look at.
    if (current.status !== 'PENDING' && current.status !== 'REJECTED') continue
    const pair = await generateOwnerKey(app, user.id)
    await runShareOwnerCommand(
      app,
      {
        type: 'ApproveShareOwner',
        userId: user.id,
        key: { address: pair.address, publicKey: pair.publicKey, origin: 'GENERATED' },
      },
      admin.id,
    )
    approved++
  }
  return approved
}
