import { positionToNumber } from '@iqs/eventstore'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { Projection } from '../../platform/projections/projection.js'
import { RowBatch } from '../../platform/projections/row-batch.js'
import type { ShareOwnerEvent } from './share-owner-decider.js'
import type { ShareOwnersTable } from './share-owners.table.js'

type Row = Selectable<ShareOwnersTable>

/** `share_owners`: each white-list application as its stream left it. */
export const shareOwnersProjection: Projection = {
  name: 'share-owners',
  tables: ['share_owners'],
  async apply(trx: Kysely<Database>, recorded) {
    const events = recorded.filter((r) => r.streamId.startsWith('share-owner-'))
    if (events.length === 0) return
    const rows = new RowBatch<Row>('share_owners', 'user_id')
    await rows.load(
      trx,
      events.map((r) => String((r.data as ShareOwnerEvent).userId)),
    )
    const deleted = new Set<number>()
    for (const r of events) {
      const event = r.data as ShareOwnerEvent
      const at = typeof r.metadata.time === 'string' ? new Date(r.metadata.time) : r.recordedAt
      const position = positionToNumber(r.position)
      const key = String(event.userId)
      if (event.type === 'ShareOwnerRegistered') {
        deleted.delete(event.userId)
        rows.set({
          user_id: event.userId,
          status: 'REGISTERING',
          is_company: false,
          business_name: null,
          address: null,
          country: null,
          mobile_number: null,
          pep_confirmed: false,
          public_address: null,
          public_key: null,
          key_origin: null,
          files: {},
          registered_at: at,
          submitted_at: null,
          updated_at: at,
          last_position: position,
        })
        continue
      }
      const row = rows.get(key)
      if (!row || deleted.has(event.userId)) continue
      const next: Row = { ...row, updated_at: at, last_position: position }
      switch (event.type) {
        case 'KycSaved': {
          const files = { ...row.files }
          for (const file of event.files) files[file.kind] = file.fileId
          // Sealed events (`pii`) leave these null: the clear values are in share_owner_personal_data,
          // written with the person's key, which a replay does not have. Clear (legacy) events fill them.
          Object.assign(next, {
            is_company: event.details.isCompany,
            business_name: event.details.businessName,
            address: event.details.address,
            country: event.details.country,
            mobile_number: event.details.mobileNumber,
            pep_confirmed: event.details.pepConfirmed,
            files,
            ...(event.ownKey
              ? {
                  public_address: event.ownKey.address,
                  public_key: event.ownKey.publicKey,
                  key_origin: 'OWN',
                }
              : {}),
          })
          break
        }
        case 'KycSubmitted':
          Object.assign(next, { status: 'PENDING', submitted_at: at })
          break
        case 'ShareOwnerApproved':
          Object.assign(next, {
            status: 'APPROVED',
            public_address: event.address,
            public_key: event.publicKey,
            key_origin: event.origin,
          })
          break
        case 'ShareOwnerRejected':
          next.status = 'REJECTED'
          break
        case 'ShareOwnerLocked':
          next.status = 'LOCKED'
          break
        case 'ShareOwnerUnlocked':
          next.status = event.status
          break
        case 'PublicKeyChanged':
          Object.assign(next, {
            public_address: event.address,
            public_key: event.publicKey,
            key_origin: 'ADMIN',
          })
          break
        case 'ShareOwnerDeleted':
        case 'ShareOwnerErased':
          deleted.add(event.userId)
          continue
      }
      rows.set(next)
    }
    await rows.flush(trx)
    if (deleted.size)
      await trx
        .deleteFrom('share_owners')
        .where('user_id', 'in', [...deleted])
        .execute()
  },
}
