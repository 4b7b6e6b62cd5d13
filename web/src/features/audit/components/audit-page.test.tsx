import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../testing/render-app.js'

const PAGE = { events: [], next: null }

/** Issue 14: each audit tool is one tab away, by mouse or keyboard, and the tab is in the URL. */
describe('the audit tabs', () => {
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

  it('opens on the event log, with the four tools as tabs', async () => {
    mockApi({ '/api/adds': [], '/api/admin/events': PAGE, '/api/admin/audit/replays': [] })
    renderApp('/iqs-tokens/audit')
    const list = await screen.findByRole('tablist', { name: 'Audit tools' })
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Event log', 'Follow a trade', 'Time travel', 'Replay and compare'])
    expect(screen.getByRole('tab', { name: 'Event log' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Event log' })).toBeVisible()
    expect(screen.queryByLabelText('Log position')).toBeNull()
  })

  it('opens the tab the URL names, and moves with the arrow keys, Home and End', async () => {
    mockApi({ '/api/adds': [], '/api/admin/events': PAGE, '/api/admin/audit/replays': [] })
    const { router } = renderApp('/iqs-tokens/audit?tab=travel')
    const travel = await screen.findByRole('tab', { name: 'Time travel' })
    expect(travel).toHaveAttribute('aria-selected', 'true')
    expect(travel).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('tab', { name: 'Event log' })).toHaveAttribute('tabindex', '-1')
    expect(await screen.findByLabelText('Log position')).toBeVisible()

    travel.focus()
    await userEvent.keyboard('{ArrowRight}')
    const replay = screen.getByRole('tab', { name: 'Replay and compare' })
    expect(replay).toHaveFocus()
    expect(replay).toHaveAttribute('aria-selected', 'true')
    expect(router.state.location.search).toBe('?tab=replay')
    expect(await screen.findByRole('button', { name: 'Run the replay' })).toBeVisible()

    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Event log' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Replay and compare' })).toHaveFocus()
    await userEvent.keyboard('{Home}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Replay and compare' })).toHaveAttribute('aria-selected', 'true')

    await userEvent.click(screen.getByRole('tab', { name: 'Follow a trade' }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=follow'))
    expect(screen.getByLabelText('Order or trade id')).toBeVisible()
    // A tool already shown keeps its state, hidden.
    expect(screen.getByRole('button', { name: 'Run the replay', hidden: true })).not.toBeVisible()
  })

  it('falls back to the event log for an unknown tab, in French too', async () => {
    await i18n.changeLanguage('fr')
    mockApi({ '/api/adds': [], '/api/admin/events': PAGE })
    renderApp('/iqs-tokens/audit?tab=nope')
    expect(await screen.findByRole('tab', { name: 'Journal des événements' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tab', { name: 'Rejouer et comparer' })).toBeInTheDocument()
  })
})
