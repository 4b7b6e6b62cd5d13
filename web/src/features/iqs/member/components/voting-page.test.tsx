import type { MemberVote } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getToasts, resetToasts } from '../../../../components/ui/toast/toast-store.js'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { VotingPage } from './voting-page.js'

const vote = (overrides: Partial<MemberVote>): MemberVote => ({
  id: 'v1',
  title: 'Dividend 2026',
  questions: [{ question: 'Pay a dividend?', answers: ['Yes', 'No'] }],
  endsAt: '2099-06-30T00:00:00Z',
  isPublic: true,
  multipleAnswers: false,
  open: true,
  recordPosition: 10,
  createdAt: '2026-01-01T00:00:00Z',
  myWeight: '100',
  myBallot: null,
  results: [
    {
      question: 'Pay a dividend?',
      answers: [
        { answer: 'Yes', weight: '300', voters: [{ id: 5, name: 'Ann Holder', weight: '300' }] },
        { answer: 'No', weight: '100', voters: [{ id: 6, name: 'Ben Holder', weight: '100' }] },
      ],
    },
  ],
  ...overrides,
})

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement

describe('voting', () => {
  beforeEach(() => resetToasts())
  afterEach(() => vi.unstubAllGlobals())

  it('casts my ballot: the chosen answers of each question', async () => {
    const ballots: unknown[] = []
    mockApi({
      '/api/iqs/votes': [vote({})],
      '/api/iqs/votes/v1/ballot': (_url: URL, init?: RequestInit) => {
        ballots.push(JSON.parse(String(init?.body)))
        return Response.json({ data: {} })
      },
    })
    await renderMember(<VotingPage />)
    const submit = await screen.findByRole('button', { name: 'Cast my vote' })
    expect(submit).toBeDisabled()
    await userEvent.click(screen.getByRole('radio', { name: 'No' }))
    await userEvent.click(submit)
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Your vote is cast'))
    expect(ballots).toEqual([{ choices: [[1]] }])
  })

  it('shows the results of a public vote, with who chose what', async () => {
    mockApi({ '/api/iqs/votes': [vote({ myBallot: { choices: [[0]], weight: '100' } })] })
    await renderMember(<VotingPage />)
    const article = await waitFor(() => card('Dividend 2026'))
    expect(within(article).getByText('You have voted')).toBeInTheDocument()
    expect(within(article).getByText('300 (75 %) — Ann Holder')).toBeInTheDocument()
    expect(within(article).getByText('100 (25 %) — Ben Holder')).toBeInTheDocument()
    expect(within(article).queryByRole('button', { name: 'Cast my vote' })).not.toBeInTheDocument()
  })

  it('keeps the results of a private vote until it ends, then shows the totals', async () => {
    const secret = { id: 'v2', title: 'Board seat', isPublic: false }
    const totals = [
      {
        question: 'Pay a dividend?',
        answers: [
          { answer: 'Yes', weight: '300', voters: null },
          { answer: 'No', weight: '100', voters: null },
        ],
      },
    ]
    mockApi({
      '/api/iqs/votes': [
        vote({ ...secret, results: totals }),
        vote({ ...secret, id: 'v3', title: 'Past seat', open: false, results: totals }),
      ],
    })
    await renderMember(<VotingPage />)
    const open = await waitFor(() => card('Board seat'))
    expect(
      within(open).getByText('The results of a private vote are shown when it ends.'),
    ).toBeInTheDocument()
    expect(within(open).queryByText(/%\)/)).not.toBeInTheDocument()
    const ended = card('Past seat')
    expect(within(ended).getByText('300 (75 %)')).toBeInTheDocument()
    expect(within(ended).queryByText(/Holder/)).not.toBeInTheDocument()
  })
})
