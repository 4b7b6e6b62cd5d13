import { CONTRACT_NOTIFICATION_KINDS } from '@iqs/protocol'
import type { FastifyPluginAsync } from 'fastify'
import { contractActionsRoutes } from './contract-actions.routes.js'
import { contractMail } from './contract-mails.js'
import { contractProcess } from './contract-process.js'
import { contractsRoutes } from './contracts.routes.js'
import { criteriaRoutes } from './criteria.routes.js'
import { erasePartyContracts } from './erase-party-contracts.js'

/**
 * Contracts (issue 16, part 3): their state machine (its start and lapse taken by the workflow's
 * sweeper), their notices' mails, the routes, and what an erased party leaves. Drafting is the
 * application's `accept` effect (`draft-contract.ts`).
 */
export const networkContractsPlugin: FastifyPluginAsync = async (app) => {
  app.workflow.register(contractProcess)
  app.notifications.registerMail(CONTRACT_NOTIFICATION_KINDS, contractMail)
  app.addAccountEraser((trx, userId) => erasePartyContracts(trx, userId, app.clock.date()))
  await app.register(contractsRoutes)
  await app.register(contractActionsRoutes)
  await app.register(criteriaRoutes)
}
