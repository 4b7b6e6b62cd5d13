import type { ProjectFields } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import { insertDraft } from '../network/projects/my-projects.repository.js'
import { projectProcess } from '../network/projects/project-process.js'
import { applyTransition, recordCreation } from '../network/workflow/apply-transition.js'
import type { Database } from '../platform/db/database.js'

/** A demo owner's project, and whether it goes on the board. */
interface DemoProject {
  owner: string
  publish: boolean
  fields: ProjectFields
}

const DEMO_NETWORK_PROJECTS: readonly DemoProject[] = [
  {
    owner: 'client@iqs.demo',
    publish: true,
    fields: {
      title: 'Real-time fraud detection for card payments',
      sector: 'banking',
      domain: 'data-ai',
      city: 'Lyon',
      remote: true,
      duration_days: 120,
      experience: 'Senior',
      description:
        'Acme Banque wants to catch card fraud as the payment happens, not the day after.\n\n' +
        'You will lead the scoring models and their integration with the authorisation flow, with our data team of four.',
      base_fee: '60000.00',
      success_fee: '15000.00',
      bonus_percent: 20,
      malus_percent: 10,
      kpis: [
        { name: 'Fraud caught before authorisation', target: '+25 % on 2025' },
        { name: 'False positives', target: 'below 2 %' },
      ],
      contact: 'Claire Client',
    },
  },
  {
    owner: 'client@iqs.demo',
    publish: false,
    fields: {
      title: 'Open banking API strategy',
      sector: 'banking',
      domain: 'strategy',
      city: null,
      remote: false,
      duration_days: 40,
      experience: null,
      description: null,
      base_fee: null,
      success_fee: null,
      bonus_percent: null,
      malus_percent: null,
      kpis: [],
      contact: null,
    },
  },
  {
    owner: 'partner@iqs.demo',
    publish: true,
    fields: {
      title: 'Operating model redesign for an energy retailer',
      sector: 'energy',
      domain: 'operations-supply-chain',
      city: 'Brussels',
      remote: false,
      duration_days: 60,
      experience: 'Lead',
      description:
        'A Belgian energy retailer is merging its two customer service organisations.\n\n' +
        'You will design the target operating model and steer the first wave of the change.',
      base_fee: '45000.00',
      success_fee: '20000.00',
      bonus_percent: 30,
      malus_percent: 15,
      kpis: [{ name: 'Cost to serve per customer', target: '-15 % within a year' }],
      contact: 'Pierre Partner',
    },
  },
]

/**
 * The demo client's and executive partner's projects (issue 16): one published project each and a
 * client's draft, written through the project's state machine so their history reads as the app's
 * own. An owner who already has a project is left alone, so a restart (or the owner's own edits)
 * changes nothing. Dated by the database's clock, as the other demo rows are.
 *
 * @returns how many projects were created by this call.
 */
export async function seedDemoNetworkProjects(db: Kysely<Database>): Promise<number> {
  const [clock] = (await sql<{ now: Date }>`select now() as now`.execute(db)).rows
  if (!clock) return 0
  const at = clock.now
  let created = 0
  for (const email of new Set(DEMO_NETWORK_PROJECTS.map((p) => p.owner))) {
    const owner = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    if (!owner) continue
    const existing = await db
      .selectFrom('projects')
      .select('id')
      .where('owner_user_id', '=', owner.id)
      .executeTakeFirst()
    if (existing) continue
    const actor = { role: 'owner', userId: owner.id } as const
    await db.transaction().execute(async (trx) => {
      for (const project of DEMO_NETWORK_PROJECTS.filter((p) => p.owner === email)) {
        const id = await insertDraft(trx, owner.id, project.fields, at)
        await recordCreation(trx, projectProcess, { entityId: id, transition: 'create', actor, at })
        if (project.publish)
          await applyTransition(trx, projectProcess, { entityId: id, transition: 'publish', actor, at })
        created++
      }
    })
  }
  return created
}
