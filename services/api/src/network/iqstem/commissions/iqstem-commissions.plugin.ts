import type { FastifyPluginAsync } from 'fastify'
import { onContractSigned } from '../../contracts/contract-signed.js'
import { everyOnClock } from '../../workflow/every-on-clock.js'
import { accrueCommissions } from './accrue-commissions.js'
import { adminCommissionsRoutes } from './admin-commissions.routes.js'
import { commissionMail, COMMISSION_NOTIFICATION_KINDS } from './commission-mails.js'
import { ledgerRoutes } from './ledger.routes.js'
import { ratesRoutes } from './rates.routes.js'
import { retryPendingAllocations } from './retry-allocations.js'

/** How often the token allocations the writer did not answer are sent again. */
export const ALLOCATION_RETRY_EVERY_MS = 60 * 1000

/**
 * IQStem's commissions (issue 17): accrued by the contract's countersignature
 * (`accrue-commissions.ts`, added to the contract's signed effects here), their rates, their payments in
 * euros and IQS tokens, the members' ledger and statement. The allocations the market's writer did
 * not answer are retried every minute on `app.clock`, and once when the app is ready (the market
 * writers are registered before the network, so they are ready first). The retry is a plain
 * function of the root app (`retryPendingAllocations(app)`), not a decorator: this plugin is
 * encapsulated, and tests call it on the app they built. The rules: ../README.md, `commissions/`.
 */
export const iqstemCommissionsPlugin: FastifyPluginAsync = async (app) => {
  const retry = () => retryPendingAllocations(app)
  onContractSigned(accrueCommissions)
  app.notifications.registerMail(COMMISSION_NOTIFICATION_KINDS, commissionMail)
  everyOnClock(app, ALLOCATION_RETRY_EVERY_MS, retry, 'IQStem allocation retry failed')
  app.addHook('onReady', async () => {
    await retry().catch((error: unknown) => app.log.warn({ err: error }, 'IQStem allocation retry failed'))
  })
  await app.register(ratesRoutes)
  await app.register(adminCommissionsRoutes)
  await app.register(ledgerRoutes)
}
