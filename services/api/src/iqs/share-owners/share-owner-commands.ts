import type { FastifyInstance } from 'fastify'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import {
  handleStreamCommand,
  readStreamState,
  type HandledCommand,
} from '../../platform/event-sourcing/stream-command-handler.js'
import {
  shareOwnerDecider,
  shareOwnerStreamId,
  type ShareOwnerCommand,
  type ShareOwnerEvent,
  type ShareOwnerState,
} from './share-owner-decider.js'
import { deletePersonalData, savePersonalData } from './share-owners.repository.js'
import { withSealedPersonalData } from './personal-data-store.js'

/**
 * Runs a white-list command on the user's stream (`share-owner-<userId>`), recording who asked, and
 * waits for the read model so the answer and the next read agree. A KYC save goes into the log with
 * its personal fields sealed under the person's key (personal-data-store.ts) and into
 * `share_owner_personal_data` in clear for reading; a deletion of the application removes the latter.
 *
 * @example await runShareOwnerCommand(app, 7, { type: 'LockShareOwner', userId: 7 }, admin.id)
 */
export async function runShareOwnerCommand(
  app: FastifyInstance,
  command: ShareOwnerCommand,
  actorId: number,
): Promise<HandledCommand<ShareOwnerState, ShareOwnerEvent>> {
  const time = app.clock.date()
  const result = await handleStreamCommand(
    withSealedPersonalData(app.eventStore, app.personalDataKeys),
    shareOwnerStreamId(command.userId),
    shareOwnerDecider,
    command,
    { actorId, time: time.toISOString() },
  )
  for (const event of result.events) {
    if (event.type === 'KycSaved') await savePersonalData(app.db, event.userId, event.details, time)
    if (event.type === 'ShareOwnerDeleted' || event.type === 'ShareOwnerErased')
      await deletePersonalData(app.db, event.userId)
  }
  if (result.events.length) await readYourWrites(app)
  return result
}

/** The application's state straight from its stream (the decider's view, not the read model). */
export async function readShareOwnerState(app: FastifyInstance, userId: number): Promise<ShareOwnerState> {
  const store = withSealedPersonalData(app.eventStore, app.personalDataKeys)
  return (await readStreamState(store, shareOwnerStreamId(userId), shareOwnerDecider)).state
}
