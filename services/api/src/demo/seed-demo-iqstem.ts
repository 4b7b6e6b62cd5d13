import { sql, type Kysely } from 'kysely'
import { randomBytes } from 'node:crypto'
import { leadProcess } from '../network/iqstem/leads/lead-process.js'
import { companyKey } from '../network/iqstem/leads/company-key.js'
import { applyTransition, recordCreation } from '../network/workflow/apply-transition.js'
import type { Database } from '../platform/db/database.js'

/**
 * The demo IQStem member's leads and sponsored consultant (issue 17): a lead just submitted, one an
 * admin qualified after calling the client, and an invitation not answered yet, so /my-iqstem and
 * /admin-iqstem open on something. Written through the lead's state machine, so their history reads
 * as the app's own. A member who already has a lead is left alone (a restart changes nothing).
 *
 * @returns how many leads were created by this call.
 */
export async function seedDemoIqstem(db: Kysely<Database>): Promise<number> {
  const [clock] = (await sql<{ now: Date }>`select now() as now`.execute(db)).rows
  const member = await idOf(db, 'iqstem@iqs.demo')
  const admin = await idOf(db, 'admin@iqs.demo')
  if (!clock || member === undefined || admin === undefined) return 0
  const existing = await db
    .selectFrom('iqstem_leads')
    .select('id')
    .where('member_user_id', '=', member)
    .executeTakeFirst()
  if (existing) return 0
  const at = clock.now
  const owner = { role: 'owner', userId: member } as const
  await db.transaction().execute(async (trx) => {
    const lead = (
      company: string,
      fields: { contact: string; email: string; need: string; budget: string },
    ) =>
      trx
        .insertInto('iqstem_leads')
        .values({
          member_user_id: member,
          company,
          company_key: companyKey(company),
          contact_name: fields.contact,
          contact_role: 'Chief Operating Officer',
          contact_email: fields.email,
          contact_phone: null,
          sector: 'transport',
          need: fields.need,
          budget: fields.budget,
          timing: 'within-3-months',
          consent: true,
          state: 'submitted',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    const submitted = await lead('Northwind Logistics', {
      contact: 'Nora West',
      email: 'nora.west@northwind.example',
      need: 'A warehouse network review before two new sites open in 2027.',
      budget: '80000.00',
    })
    await recordCreation(trx, leadProcess, { entityId: submitted.id, transition: 'submit', actor: owner, at })
    const qualified = await lead('Helios Freight', {
      contact: 'Hugo Laurent',
      email: 'hugo.laurent@helios.example',
      need: 'Interim head of procurement for six months while the group is reorganised.',
      budget: '120000.00',
    })
    await recordCreation(trx, leadProcess, { entityId: qualified.id, transition: 'submit', actor: owner, at })
    await applyTransition(trx, leadProcess, {
      entityId: qualified.id,
      transition: 'qualify',
      actor: { role: 'admin', userId: admin },
      at,
      message: 'Called Hugo: budget confirmed, decision expected within a month.',
      change: async (t) => {
        await t
          .updateTable('iqstem_leads')
          .set({
            representative_user_id: admin,
            representative_notes: 'Called Hugo: budget confirmed, decision expected within a month.',
          })
          .where('id', '=', qualified.id)
          .execute()
      },
    })
    await trx
      .insertInto('iqstem_referrals')
      .values({
        sponsor_user_id: member,
        email: 'marc.dupont@consultant.example',
        first_name: 'Marc',
        last_name: 'Dupont',
        message: 'Marc led our supply chain practice for ten years.',
        invitation_code: randomBytes(24).toString('base64url'),
        created_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute()
  })
  return 2
}

async function idOf(db: Kysely<Database>, email: string): Promise<number | undefined> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id
}
