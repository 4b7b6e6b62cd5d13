import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACTIVITY_IDS, seedDemoActivity } from '../../src/demo/seed-demo-activity.js'
import { seedDemoIqstem } from '../../src/demo/seed-demo-iqstem.js'
import { DEMO_TRADE_ORDERS } from '../../src/demo/seed-demo-settled-trade.js'
import { readYourWrites } from '../../src/platform/projections/read-your-writes.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`demo activity seeding (${backend.name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      // seedDemo: the onReady hook seeds accounts, traders, market and activity once.
      t = await startTestApp(backend, { seedDemo: true })
    }, 120_000)
    afterAll(() => t.close())

    it('a second run sends nothing and every row exists once', async () => {
      const { app } = t
      const events = async () =>
        Number((await sql<{ n: number }>`select count(*) as n from events`.execute(app.db)).rows[0]?.n)
      const before = await events()
      expect(await seedDemoActivity(app)).toBe(0)
      expect(await events()).toBe(before)
      await readYourWrites(app)

      const trades = await app.db
        .selectFrom('iqs_trades')
        .selectAll()
        .where('buy_order_id', '=', DEMO_TRADE_ORDERS.buy)
        .execute()
      expect(trades).toHaveLength(1)
      expect(trades[0]?.settlement_status).toBe('SETTLED')
      const steps = await app.db
        .selectFrom('iqs_settlements')
        .selectAll()
        .where('trade_id', '=', trades[0]!.trade_id)
        .execute()
      expect(steps).toHaveLength(1)
      expect(steps[0]?.decision).toBe('ACCEPTED')
      expect(steps[0]?.signature).toMatch(/^0x/)

      const proposals = await app.db.selectFrom('iqs_p2p_proposals').selectAll().execute()
      expect(proposals.map((p) => [p.proposal_id, p.status])).toEqual([
        [DEMO_ACTIVITY_IDS.proposal, 'PROPOSED'],
      ])
      const news = await app.db.selectFrom('iqs_news').selectAll().execute()
      expect(news.map((n) => [n.news_id, n.file_name])).toEqual([
        [DEMO_ACTIVITY_IDS.news, 'dividend-calendar.txt'],
      ])
      const votes = await app.db.selectFrom('iqs_votes').selectAll().execute()
      expect(votes.map((v) => [v.vote_id, v.title])).toEqual([
        [DEMO_ACTIVITY_IDS.vote, 'Approve the 2026 dividend?'],
      ])
      expect(new Date(votes[0]!.ends_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
      const dividends = await app.db.selectFrom('iqs_dividends').selectAll().execute()
      expect(dividends.map((d) => [d.dividend_id, d.state, d.amount_per_share])).toEqual([
        [DEMO_ACTIVITY_IDS.dividend, 'DECLARED', '0.02'],
      ])
    })

    it("seeds the IQStem member's leads, one qualified by the admin, and an invitation, once", async () => {
      const { app } = t
      expect(await seedDemoIqstem(app.db)).toBe(0)
      const leads = await app.db
        .selectFrom('iqstem_leads')
        .innerJoin('users', 'users.id', 'iqstem_leads.member_user_id')
        .select(['company', 'state', 'users.email'])
        .orderBy('company')
        .execute()
      expect(leads).toEqual([
        { company: 'Helios Freight', state: 'qualified', email: 'iqstem@iqs.demo' },
        { company: 'Northwind Logistics', state: 'submitted', email: 'iqstem@iqs.demo' },
      ])
      const history = await app.db
        .selectFrom('network_transitions')
        .select('transition')
        .where('process', '=', 'lead')
        .orderBy('id')
        .execute()
      expect(history.map((h) => h.transition)).toEqual(['submit', 'submit', 'qualify'])
      const referrals = await app.db
        .selectFrom('iqstem_referrals')
        .select(['email', 'consultant_user_id'])
        .execute()
      expect(referrals).toEqual([{ email: 'marc.dupont@consultant.example', consultant_user_id: null }])
    })
  })
}
