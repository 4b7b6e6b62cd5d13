import { parisDate } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import { createHash } from 'node:crypto'
import { access, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { handleStreamCommand, readStreamState } from '../platform/event-sourcing/stream-command-handler.js'
import { holdingsAt } from '../iqs/holders/holdings-at.js'
import { newsDecider, newsStreamId, type NewsCommand } from '../iqs/news/news-decider.js'
import { checkNewsFile } from '../iqs/news/news-file-check.js'
import { p2pDecider, p2pStreamId } from '../iqs/p2p/p2p-decider.js'
import { marketRefusal } from '../iqs/markets/market-refusals.js'
import { dividendDecider, dividendStreamId } from '../iqs/dividends/dividend-decider.js'
import { voteDecider, voteStreamId, type VoteCommand } from '../iqs/votes/vote-decider.js'
import { DEMO_ADMIN_EMAIL } from './demo-accounts.js'
import { seedDemoSettledTrade, type DemoParties } from './seed-demo-settled-trade.js'

/** The fixed ids of the demo activity: a restart finds their streams and sends nothing. */
export const DEMO_ACTIVITY_IDS = {
  proposal: 'demo-p2p-1',
  news: 'demo-news-1',
  vote: 'demo-vote-2026-dividend',
  dividend: 'demo-dividend-2026-interim',
} as const

const NEWS_FILE = {
  name: 'dividend-calendar.txt',
  content: Buffer.from(
    'IQS 2026 dividend calendar (demo)\n\n- Vote opens: today\n- Vote closes: in 30 days\n- Payment: June 2026\n',
  ),
}

/**
 * Fills the token area of a fresh demo: a settled book trade and a pending P2P proposal between
 * the demo traders (when this process runs the markets), a news item with a text attachment and an
 * open vote. Each goes through the features' own deciders and market commands, with fixed ids, so
 * a second start only reads.
 *
 * @example const sent = await seedDemoActivity(app) // 0 on a restart
 * @returns how many commands or events were sent by this call.
 */
export async function seedDemoActivity(app: FastifyInstance): Promise<number> {
  const emails = ['trader1@iqs.demo', 'trader2@iqs.demo', DEMO_ADMIN_EMAIL]
  const users = await app.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', emails)
    .execute()
  const idOf = (email: string) => users.find((u) => u.email === email)?.id
  const [trader1, trader2, admin] = emails.map(idOf)
  if (trader1 === undefined || trader2 === undefined || admin === undefined) return 0
  const parties: DemoParties = { seller: String(trader1), buyer: String(trader2), admin: String(admin) }

  let sent = 0
  if (app.config.runExchange) {
    sent += await seedDemoSettledTrade(app, parties)
    sent += await seedDemoProposal(app, parties)
  }
  sent += await seedDemoNews(app, parties.admin)
  sent += await seedDemoVote(app, parties.admin)
  sent += await seedDemoDividend(app, parties.admin)
  return sent
}

/** trader1 offers trader2 50 IQS at 1.05 EUR, as the propose route: lock the tokens, then record. */
async function seedDemoProposal(app: FastifyInstance, { seller, buyer }: DemoParties): Promise<number> {
  const proposalId = DEMO_ACTIVITY_IDS.proposal
  const streamId = p2pStreamId(proposalId)
  if ((await readStreamState(app.eventStore, streamId, p2pDecider)).state) return 0
  const quantity = 50
  const lockId = `${streamId}:lock`
  let sent = 0
  if (!(await app.eventStore.readCommandResult(lockId))) {
    const lock = await app.markets.submit('IQS', lockId, {
      type: 'LockTokens',
      lockId: proposalId,
      traderId: seller,
      quantity,
      purpose: 'P2P',
    })
    const refusal = marketRefusal('IQS', lock.events)
    if (refusal) throw new Error(`demo P2P lock refused: ${refusal.message}`)
    sent++
  }
  const at = app.clock.date().toISOString()
  const { events } = await handleStreamCommand(
    app.eventStore,
    streamId,
    p2pDecider,
    {
      type: 'RecordProposal',
      proposalId,
      instrument: 'IQS',
      proposerId: seller,
      sellerId: seller,
      buyerId: buyer,
      quantity,
      price: 105,
      at,
    },
    { userId: seller, time: at },
  )
  return sent + events.length
}

/** A news item published by the demo admin, its attachment stored where the news route keeps it. */
async function seedDemoNews(app: FastifyInstance, adminId: string): Promise<number> {
  const newsId = DEMO_ACTIVITY_IDS.news
  const uploads = path.join(app.config.dataDir, 'uploads', 'iqs-news')
  const stored = path.join(uploads, newsId)
  // The file lives outside the log: put it back if the data directory lost it.
  if (
    !(await access(stored).then(
      () => true,
      () => false,
    ))
  ) {
    await mkdir(uploads, { recursive: true })
    await writeFile(stored, NEWS_FILE.content)
  }
  const streamId = newsStreamId(newsId)
  if ((await readStreamState(app.eventStore, streamId, newsDecider)).state) return 0
  const news: NewsCommand = {
    type: 'PublishNews',
    newsId,
    title: 'IQS proposes its first dividend',
    body: 'The board proposes a first dividend on the 2025 results. Shareholders vote in the Voting page; the calendar is attached.',
    file: {
      name: NEWS_FILE.name,
      mediaType: await checkNewsFile(NEWS_FILE.name, NEWS_FILE.content),
      size: NEWS_FILE.content.length,
      sha256: createHash('sha256').update(NEWS_FILE.content).digest('hex'),
      key: newsId,
    },
    authorId: adminId,
    at: app.clock.date().toISOString(),
  }
  const { events } = await handleStreamCommand(app.eventStore, streamId, newsDecider, news, {
    userId: adminId,
    time: news.at,
  })
  return events.length
}

/** An open vote for 30 days, weighted by the IQS holdings now, as the create-vote route does. */
async function seedDemoVote(app: FastifyInstance, adminId: string): Promise<number> {
  const voteId = DEMO_ACTIVITY_IDS.vote
  const streamId = voteStreamId(voteId)
  if ((await readStreamState(app.eventStore, streamId, voteDecider)).state.vote) return 0
  const now = app.clock.date()
  const { position, holders } = await holdingsAt(app.db)
  const vote: VoteCommand = {
    type: 'CreateVote',
    voteId,
    title: 'Approve the 2026 dividend?',
    questions: [
      { question: 'Do you approve a dividend of 0.05 EUR per IQS share?', answers: ['Yes', 'No', 'Abstain'] },
    ],
    endsAt: new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString(),
    isPublic: true,
    multipleAnswers: false,
    recordPosition: position,
    holders: Object.fromEntries([...holders].filter(([, h]) => h.IQS > 0).map(([id, h]) => [id, h.IQS])),
    createdBy: adminId,
    at: now.toISOString(),
  }
  const { events } = await handleStreamCommand(app.eventStore, streamId, voteDecider, vote, {
    userId: adminId,
    time: vote.at,
  })
  return events.length
}

/**
 * A declared interim dividend whose record date is today (Paris): its entitlements are fixed from
 * tomorrow, by the admin, from the holdings at the end of today. Declared, not fixed: every event of
 * a fresh demo is recorded today, so a past record date would find no holder.
 */
async function seedDemoDividend(app: FastifyInstance, adminId: string): Promise<number> {
  const dividendId = DEMO_ACTIVITY_IDS.dividend
  const streamId = dividendStreamId(dividendId)
  if ((await readStreamState(app.eventStore, streamId, dividendDecider)).state.terms) return 0
  const now = app.clock.date()
  const { events } = await handleStreamCommand(
    app.eventStore,
    streamId,
    dividendDecider,
    {
      type: 'DeclareDividend',
      dividendId,
      title: 'Interim dividend 2026',
      amountPerShare: '0.02',
      recordDate: parisDate(now),
      paymentDate: parisDate(new Date(now.getTime() + 30 * 24 * 3600 * 1000)),
      declaredBy: adminId,
      at: now.toISOString(),
    },
    { userId: adminId, time: now.toISOString() },
  )
  return events.length
}
