import type { ReplayJob } from '@iqs/protocol'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../testing/render-app.js'

const ID = '0b6b5c1e-6f4c-4d36-9a35-2f1f7f0c9a11'
const OTHER = '7d1f2a50-1d0e-4f55-8a8c-0c7a3f8e9b22'

function job(overrides: Partial<ReplayJob> = {}): ReplayJob {
  return {
    id: ID,
    status: 'running',
    phase: 'replaying',
    startedAt: '2026-11-24T10:00:00.000Z',
    finishedAt: null,
    progress: { events: 400, head: 1000 },
    report: null,
    error: null,
    ...overrides,
  }
}

const table = (name: string) => ({
  table: name,
  rows: 3,
  md5: 'a'.repeat(32),
  liveRows: 3,
  liveMd5: 'a'.repeat(32),
})

function report(differ = false): NonNullable<ReplayJob['report']> {
  return {
    position: 1000,
    events: 1000,
    seconds: 1.5,
    ok: !differ,
    markets: ['market-IQS', 'market-OST'].map((streamId) => ({
      streamId,
      version: 40,
      replayHash: `hash-${streamId}`,
      liveHash: `hash-${streamId}`,
      liveSnapshotVersion: 0,
      verdict: 'MATCH' as const,
    })),
    projections: [
      {
        name: 'iqs-orders',
        rows: 3,
        replayDigest: 'd1',
        liveRows: 3,
        liveDigest: differ ? 'd2' : 'd1',
        liveCheckpoint: 1000,
        verdict: differ ? ('DIFFER' as const) : ('MATCH' as const),
        tables: [differ ? { ...table('iqs_orders'), liveMd5: 'b'.repeat(32) } : table('iqs_orders')],
      },
      {
        name: 'iqs-trades',
        rows: 3,
        replayDigest: 'd3',
        liveRows: 3,
        liveDigest: 'd3',
        liveCheckpoint: 1000,
        verdict: 'MATCH' as const,
        tables: [table('iqs_trades')],
      },
    ],
  }
}

describe('replay and compare', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    signInAs('Auditor')
    await i18n.changeLanguage('en')
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  })

  it('runs a replay, shows its progress, then MATCH with the hashes per market and projection', async () => {
    let polls = 0
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/admin/audit/replays': (_url: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? Response.json(
              { data: job({ phase: 'preparing', progress: { events: 0, head: null } }) },
              { status: 202 },
            )
          : Response.json({ data: [] }),
      [`/api/admin/audit/replays/${ID}`]: () =>
        Response.json({
          data: ++polls < 2 ? job() : job({ status: 'done', phase: 'done', report: report() }),
        }),
    })
    renderApp('/iqs-tokens/audit?tab=replay')
    await userEvent.click(await screen.findByRole('button', { name: 'Run the replay' }))
    expect(await screen.findByText('Replaying the log: 400 events, up to position 1000…')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Replay progress' })).toHaveAttribute('value', '400')
    expect(screen.getByRole('button', { name: 'Run the replay' })).toBeDisabled()

    expect(
      await screen.findByText(/Every market and every projection matches the live state/),
    ).toBeInTheDocument()
    const markets = screen.getByRole('table', { name: 'Markets' })
    expect(within(markets).getAllByText('MATCH')).toHaveLength(2)
    expect(within(markets).getAllByText('hash-market-IQS')).toHaveLength(2)
    const projections = screen.getByRole('table', { name: 'Projections (read models)' })
    expect(within(projections).getAllByText('MATCH')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Run the replay' })).toBeEnabled()
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1)
  })

  it('follows the replay already running instead of starting another', async () => {
    mockApi({
      '/api/adds': [],
      '/api/admin/audit/replays': (_url: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? Response.json(
              { error: { code: 'REPLAY_ALREADY_RUNNING', message: 'running', details: { id: OTHER } } },
              { status: 409 },
            )
          : Response.json({ data: [] }),
      [`/api/admin/audit/replays/${OTHER}`]: { ...job({ id: OTHER, phase: 'comparing' }) },
    })
    renderApp('/iqs-tokens/audit?tab=replay')
    await userEvent.click(await screen.findByRole('button', { name: 'Run the replay' }))
    expect(
      await screen.findByText('Comparing the 400 replayed events with the live state…'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the last report on opening, in French, with the table that differs', async () => {
    await i18n.changeLanguage('fr')
    const done = job({ status: 'done', phase: 'done', report: report(true) })
    mockApi({
      '/api/adds': [],
      '/api/admin/audit/replays': [done],
      [`/api/admin/audit/replays/${ID}`]: done,
    })
    renderApp('/iqs-tokens/audit?tab=replay')
    expect(await screen.findByText(/Le rejeu diffère de l'état en direct/)).toBeInTheDocument()
    const projections = screen.getByRole('table', { name: 'Projections (modèles de lecture)' })
    expect(within(projections).getByText('DIFFÉRENT')).toBeInTheDocument()
    expect(within(projections).getByText('IDENTIQUE')).toBeInTheDocument()
    expect(
      within(projections).getByText('La table iqs_orders diffère (rejeu 3 lignes, en direct 3)'),
    ).toBeInTheDocument()
  })

  it('says when the server stopped the replay', async () => {
    const stopped = job({ status: 'failed', error: 'STOPPED', finishedAt: '2026-11-24T10:01:00.000Z' })
    mockApi({
      '/api/adds': [],
      '/api/admin/audit/replays': [stopped],
      [`/api/admin/audit/replays/${ID}`]: stopped,
    })
    renderApp('/iqs-tokens/audit?tab=replay')
    expect(await screen.findByRole('alert')).toHaveTextContent(/was stopped because the server stopped/)
  })
})
