import type { FastifyInstance } from 'fastify'
import { catchUpReadModels } from '../market-data/catch-up-read-models.js'
import {
  handleStreamCommand,
  readStreamState,
  type HandledCommand,
} from '../event-sourcing/stream-command-handler.js'
import {
  shareOwnerDecider,
  shareOwnerStreamId,
  type ShareOwnerCommand,
  type ShareOwnerEvent,
  type ShareOwnerState,
} from './share-owner-decider.js'

/**
 * Runs a white-list command on the user's stream (`share-owner-<userId>`), recording who asked, and
 * waits for the read model so the answer and the next read agree.
 *
 * @example await runShareOwnerCommand(app, 7, { type: 'LockShareOwner', userId: 7 }, admin.id)
 */
export async function runShareOwnerCommand(
  app: FastifyInstance,
  command: ShareOwnerCommand,
  actorId: number,
): Promise<HandledCommand<ShareOwnerState, ShareOwnerEvent>> {
  const result = await handleStreamCommand(
    app.eventStore,
    shareOwnerStreamId(command.userId),
    shareOwnerDecider,
    command,
    { actorId },
  )
  if (result.events.length) await catchUpReadModels(app)
  return result
}

/** The application's state straight from its stream (the decider's view, not the read model). */
export async function readShareOwnerState(app: FastifyInstance, userId: number): Promise<ShareOwnerState> {
  return (await readStreamState(app.eventStore, shareOwnerStreamId(userId), shareOwnerDecider)).state
}
