import { appError } from '../../platform/errors.js'
import { defineProcess, type EffectContext } from '../workflow/process.js'
import { missingToPublish } from './project-completeness.js'
import { PROJECT_COLUMNS } from './projects.table.js'

/** A published project nobody touched closes itself after this many days (the owner may reopen it). */
export const PROJECT_EXPIRY_DAYS = 90

/**
 * The project's state machine (issue 16), the table of docs in network/workflow/README.md. `initial`
 * is before the project exists, `deleted` after its row is gone; `update` keeps the state (an edit
 * of a draft or of a published project, which stays published).
 */
export const projectProcess = defineProcess({
  name: 'project',
  table: 'projects',
  stateColumn: 'status',
  updatedAtColumn: 'updated_at',
  initial: 'initial',
  removed: ['deleted'],
  states: ['initial', 'draft', 'published', 'closed', 'deleted'],
  notFound: 'PROJECT_NOT_FOUND',
  transitions: [
    // An admin creates one too: an IQStem lead converted into a draft for its owner (issue 17).
    { name: 'create', actor: ['owner', 'admin'], from: 'initial', to: 'draft' },
    { name: 'update', actor: 'owner', from: ['draft', 'published'], effects: ['requireComplete'] },
    {
      name: 'publish',
      actor: 'owner',
      from: 'draft',
      to: 'published',
      effects: ['requireComplete', 'stampPublishedAt'],
    },
    { name: 'close', actor: ['owner', 'system'], from: 'published', to: 'closed' },
    {
      name: 'reopen',
      actor: 'owner',
      from: 'closed',
      to: 'published',
      effects: ['requireComplete', 'stampPublishedAt'],
    },
    { name: 'delete', actor: ['owner', 'system'], from: 'draft', to: 'deleted' },
    {
      name: 'expire',
      actor: 'system',
      from: 'published',
      to: 'closed',
      after: { days: PROJECT_EXPIRY_DAYS, since: 'entered' },
    },
  ],
  effects: { requireComplete, stampPublishedAt },
})

/** A project on the board is always complete: 422 PROJECT_INCOMPLETE with `details.missing` otherwise. */
async function requireComplete({ trx, entityId, to }: EffectContext): Promise<void> {
  if (to !== 'published') return
  const project = await trx
    .selectFrom('projects')
    .select(PROJECT_COLUMNS)
    .where('id', '=', Number(entityId))
    .executeTakeFirstOrThrow()
  const missing = missingToPublish(project)
  if (missing.length > 0) throw appError('PROJECT_INCOMPLETE', undefined, { missing })
}

/** The board lists the newest first: publishing and reopening put the project at the top. */
async function stampPublishedAt({ trx, entityId, at }: EffectContext): Promise<void> {
  await trx.updateTable('projects').set({ published_at: at }).where('id', '=', Number(entityId)).execute()
}
