import type { AdminDividend } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getToasts, resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { DECLARED_DIVIDEND as DECLARED, dividend } from '../testing.js'

/** The row's cells as a reader sees them (Intl's French spaces written as plain spaces). */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '))

/** The page, once its code and texts are in: a lazy page's first load is slow on a busy machine. */
async function openDividendsPage(title = 'Dividends') {
  renderApp('/iqs-tokens/dividends')
  await screen.findByRole('heading', { name: title, level: 2 }, { timeout: 15_000 })
}

const table = () => screen.findByRole('table', { name: 'Declared dividends' })

describe('the dividends page (issue 19)', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  })

  it('declares a dividend from the form, after a confirmation, and lists it', async () => {
    signInAs('Admin')
    let list: AdminDividend[] = [dividend()]
    const posted: unknown[] = []
    mockApi({
      '/api/adds': [],
      '/api/admin/iqs/dividends': (_url: URL, init?: RequestInit) => {
        if (init?.method !== 'POST') return Response.json({ data: list })
        const body = JSON.parse(String(init.body)) as Record<string, string>
        posted.push(body)
        const created = { ...DECLARED, id: 'd3', ...body }
        list = [created, ...list]
        return Response.json({ data: created }, { status: 201 })
      },
    })
    await openDividendsPage()
    const rows = within(await table()).getAllByRole('row')
    expect(rows).toHaveLength(2)
    expect(cells(rows[1]!)).toEqual([
      'Dividend 2026',
      '€0.0125',
      '31 Dec 2026',
      '15 Jan 2027',
      'Fixed',
      '2',
      '€344.98',
      '€0.00',
    ])
    expect(within(rows[1]!).getByRole('link', { name: 'Dividend 2026' })).toHaveAttribute(
      'href',
      '/iqs-tokens/dividends/d1',
    )

    const form = screen.getByRole('form', { name: 'Declare a dividend' })
    await userEvent.type(within(form).getByLabelText('Title'), '  Dividend 2027 ')
    await userEvent.type(within(form).getByLabelText('Amount per share (€)'), '0,02')
    await userEvent.type(within(form).getByLabelText('Record date'), '2099-12-31')
    await userEvent.type(within(form).getByLabelText('Payment date'), '2100-01-15')
    await userEvent.click(within(form).getByRole('button', { name: 'Declare the dividend' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(
      'Declare "Dividend 2027": €0.02 per share to the holders at the end of 31 December 2099 (Paris time), paid on 15 January 2100?',
    )
    expect(posted).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))

    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Dividend declared'))
    expect(posted).toEqual([
      { title: 'Dividend 2027', amountPerShare: '0.02', recordDate: '2099-12-31', paymentDate: '2100-01-15' },
    ])
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3))
    const created = within(screen.getByRole('table')).getAllByRole('row')[1]!
    expect(cells(created)).toEqual([
      'Dividend 2027',
      '€0.02',
      '31 Dec 2099',
      '15 Jan 2100',
      'Declared',
      '—',
      '—',
      '—',
    ])
    expect(within(form).getByLabelText('Title')).toHaveValue('')
  })

  it('checks the form with the protocol schema before asking anything', async () => {
    signInAs('Admin')
    const fetchMock = mockApi({ '/api/adds': [], '/api/admin/iqs/dividends': [] })
    await openDividendsPage()
    expect(await screen.findByText('No dividend declared yet.')).toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Declare a dividend' })
    const submit = within(form).getByRole('button', { name: 'Declare the dividend' })
    await userEvent.click(submit)
    expect(await within(form).findByText('Give the dividend a title.')).toBeInTheDocument()
    expect(
      within(form).getByText('Enter the amount per share in euros, above 0, with up to 4 decimals.'),
    ).toBeInTheDocument()
    expect(within(form).getByText('Enter the record date.')).toBeInTheDocument()
    expect(within(form).getByText('Enter the payment date.')).toBeInTheDocument()

    await userEvent.type(within(form).getByLabelText('Title'), 'Dividend 2026')
    // Five decimals: one too many.
    await userEvent.type(within(form).getByLabelText('Amount per share (€)'), '0.01255')
    await userEvent.type(within(form).getByLabelText('Record date'), '2026-12-31')
    await userEvent.type(within(form).getByLabelText('Payment date'), '2026-12-30')
    await userEvent.click(submit)
    await waitFor(() => expect(within(form).queryByText('Give the dividend a title.')).toBeNull())
    expect(
      within(form).getByText('Enter the amount per share in euros, above 0, with up to 4 decimals.'),
    ).toBeInTheDocument()
    expect(within(form).getByLabelText('Amount per share (€)')).toHaveAttribute('aria-invalid', 'true')

    await userEvent.clear(within(form).getByLabelText('Amount per share (€)'))
    await userEvent.type(within(form).getByLabelText('Amount per share (€)'), '0.0125')
    await userEvent.click(submit)
    expect(
      await within(form).findByText('The payment date must be on or after the record date.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it.each(['en', 'fr'] as const)("shows the api's refusal in the reader's words (%s)", async (language) => {
    signInAs('Admin')
    await i18n.changeLanguage(language)
    mockApi({
      '/api/adds': [],
      '/api/admin/iqs/dividends': (_url: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? Response.json({ error: { code: 'DIVIDEND_INVALID', message: 'invalid' } }, { status: 400 })
          : Response.json({ data: [] }),
    })
    await openDividendsPage(language === 'en' ? 'Dividends' : 'Dividendes')
    const fr = language === 'fr'
    const form = screen.getByRole('form', { name: fr ? 'Déclarer un dividende' : 'Declare a dividend' })
    await userEvent.type(within(form).getByLabelText(fr ? 'Titre' : 'Title'), 'Dividend 2026')
    await userEvent.type(
      within(form).getByLabelText(fr ? 'Montant par action (€)' : 'Amount per share (€)'),
      '0.0125',
    )
    await userEvent.type(
      within(form).getByLabelText(fr ? "Date d'enregistrement" : 'Record date'),
      '2020-12-31',
    )
    await userEvent.type(within(form).getByLabelText(fr ? 'Date de paiement' : 'Payment date'), '2021-01-15')
    await userEvent.click(
      within(form).getByRole('button', { name: fr ? 'Déclarer le dividende' : 'Declare the dividend' }),
    )
    const dialog = await screen.findByRole('dialog')
    // The record date is over: the dialog says the entitlements are fixed at once.
    // (French texts hold non-breaking spaces, which the text matcher reads as plain ones.)
    expect(dialog).toHaveTextContent(i18n.t('iqs-admin:dividends.form.confirmFixed').replace(/\s/g, ' '))
    await userEvent.click(within(dialog).getByRole('button', { name: fr ? 'Confirmer' : 'Confirm' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      i18n.t('errors:DIVIDEND_INVALID').replace(/\s/g, ' '),
    )
    expect(i18n.t('errors:DIVIDEND_INVALID')).toMatch(
      fr ? /^Vérifiez le dividende/ : /^Please check the dividend/,
    )
  })

  it('lets the auditor read the list, with no form', async () => {
    signInAs('Auditor')
    mockApi({ '/api/adds': [], '/api/admin/iqs/dividends': [DECLARED, dividend()] })
    await openDividendsPage()
    const rows = within(await table()).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Declare the dividend' })).toBeNull()
    const menu = screen.getByRole('navigation', { name: 'Token administration' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Blockchain', 'Dividends', 'Audit'])
  })

  it('lists the page after the votes in the admin menu, and the figures in French', async () => {
    signInAs('Admin')
    await i18n.changeLanguage('fr')
    mockApi({
      '/api/adds': [],
      '/api/admin/iqs/dividends': [dividend({ totalEur: '12345.67', paidEur: '1000.50' })],
    })
    await openDividendsPage('Dividendes')
    const menu = screen.getByRole('navigation', { name: 'Administration des jetons' })
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links.indexOf('Dividendes')).toBe(links.indexOf('Historique des votes') + 1)
    expect(within(menu).getByRole('link', { name: 'Dividendes' })).toHaveAttribute(
      'href',
      '/iqs-tokens/dividends',
    )
    const table = await screen.findByRole('table', { name: 'Dividendes déclarés' })
    expect(cells(within(table).getAllByRole('row')[1]!)).toEqual([
      'Dividend 2026',
      '0,0125 €',
      '31 déc. 2026',
      '15 janv. 2027',
      'Figé',
      '2',
      '12 345,67 €',
      '1 000,50 €',
    ])
  })
})
