import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoPageOverflow, LANGUAGES, signInAs, uniqueAddress, useLanguage, WIDTHS } from './helpers.js'
import { texts, type Language } from './texts.js'
import { activateTotp, adminApi, approvedTrader, data } from './traders.js'

/**
 * Issue 14, settlement and history for admins, against the real api, in English and French at 800,
 * 1200 and 1800 px: the settlement queue's Accept and Reject in sight and clickable without the
 * page scrolling sideways, an early accept saying which step is missing, the white list opening on
 * every status with a count per status, a trader suspended and restored from a searchable list,
 * and the holders' figures with the language's thousands separators. Every trader is a fresh
 * account, so no test touches another's (a suspension is one trader's, not market-wide).
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

/**
 * The button is wholly in the window and in its table's visible frame, and nothing covers its
 * centre: a click lands on it without scrolling anything sideways.
 */
async function expectInSight(button: Locator) {
  await expect(button).toBeInViewport({ ratio: 1 })
  const sight = await button.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const frame = (element.closest('.table-wrap') ?? document.documentElement).getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return {
      inFrame: box.left >= frame.left && box.right <= frame.right,
      onTop: hit !== null && (hit === element || element.contains(hit)),
    }
  })
  expect(sight).toEqual({ inFrame: true, onTop: true })
}

/** How far the page and the row's table have scrolled sideways (both stay 0 in these tests). */
const sideways = (row: Locator) =>
  row.evaluate((element) => ({
    page: window.scrollX,
    table: element.closest('.table-wrap')?.scrollLeft ?? 0,
  }))

/** Brings the row into the window vertically only (a plain scrollIntoView may scroll sideways too). */
const scrollToRow = (row: Locator) =>
  row.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3),
  )

/** A list joined the language's way, as the web joins the missing steps. */
const joined = (language: Language, items: string[]) =>
  new Intl.ListFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { type: 'conjunction' }).format(items)

/** Text with Intl's no-break spaces (French thousands) written as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

async function confirm(page: Page, label: string) {
  await page.getByRole('dialog').getByRole('button', { name: label }).click()
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`settlement: Accept and Reject in sight, an early accept names the missing steps (${language}, ${width} px)`, async ({
      page,
    }) => {
      const t = texts(language)
      const admin = await adminApi()
      const seller = await approvedTrader(admin, 'Selma', { lastName: 'Longname-Settlement', tokens: 30 })
      const buyer = await approvedTrader(admin, 'Bruno', { lastName: 'Longname-Settlement' })
      try {
        const proposal = await data<{ id: string }>(
          await seller.api.post('/api/iqs/p2p/propose', {
            data: { to: buyer.id, amount: 12, isIQS: true, price: '1.10' },
          }),
        )
        await data(await buyer.api.post(`/api/iqs/p2p/${proposal.id}/accept`))
        const [trade] = await data<{ transaction: string }[]>(await buyer.api.get('/api/iqs/settlements'))
        expect(trade).toBeDefined()
        // Only the buyer validates: the seller's validation and the euros are missing.
        await data(await buyer.api.post(`/api/iqs/settlements/${trade!.transaction}/validate`))

        await page.setViewportSize({ width, height: 900 })
        await useLanguage(page, language)
        await signInAs(page, 'Admin')
        await page.goto('/iqs-tokens/settlement')
        const row = page.locator(`tr[data-trade-id="${trade!.transaction}"]`)
        await expect(row).toContainText(buyer.email)
        await expectNoPageOverflow(page)
        await scrollToRow(row)
        const accept = row.getByRole('button', { name: t('iqs-admin:settlement.actions.accept') })
        const reject = row.getByRole('button', { name: t('iqs-admin:settlement.actions.reject') })
        await expectInSight(accept)
        await expectInSight(reject)
        expect(await sideways(row)).toEqual({ page: 0, table: 0 })

        await accept.click()
        await confirm(page, t('iqs-admin:confirm.confirm'))
        const missing = joined(language, [
          t('iqs-admin:settlement.missing.SELLER_VALIDATION'),
          t('iqs-admin:settlement.missing.EUROS_RECEIVED'),
        ])
        await expect(page.getByText(t('iqs-admin:settlement.notReady', { steps: missing }))).toBeVisible()
        await expect(page.getByText(t('iqs-admin:settlement.errors.accept'), { exact: true })).toHaveCount(0)

        await reject.click()
        await confirm(page, t('iqs-admin:confirm.confirm'))
        await expect(page.getByText(t('iqs-admin:settlement.success.reject'))).toBeVisible()
        await expect(row).toHaveCount(0)
        expect(await page.evaluate(() => window.scrollX)).toBe(0)
        await expectNoPageOverflow(page)
      } finally {
        await Promise.all([admin.dispose(), seller.api.dispose(), buyer.api.dispose()])
      }
    })

    test(`white list: opens on every status with a count per status (${language}, ${width} px)`, async ({
      page,
    }) => {
      const t = texts(language)
      const admin = await adminApi()
      try {
        await page.setViewportSize({ width, height: 900 })
        await useLanguage(page, language)
        await signInAs(page, 'Admin')
        await page.goto('/iqs-tokens')
        await expect(page).toHaveURL(/\/iqs-tokens\/white-list$/)
        const filter = page.getByLabel(t('iqs-admin:whiteList.status'))
        await expect(filter).toHaveValue('')
        const count = (label: string) =>
          new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\((\\d{1,3}(?:[ ,]\\d{3})*)\\)$`)
        const countOf = async (label: string) => {
          const options = (await filter.locator('option').allTextContents()).map(plain)
          const option = options.find((text) => count(label).test(text))
          expect(option, `a "${label} (n)" choice among ${options.join(' | ')}`).toBeDefined()
          return Number(count(label).exec(option!)![1]!.replace(/\D/g, ''))
        }
        // Opened on every status, the list and its header count every application, not "0".
        await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
        const all = await countOf(t('iqs-admin:whiteList.all'))
        expect(all).toBeGreaterThanOrEqual(2)
        expect(await countOf(t('iqs-admin:status.APPROVED'))).toBeGreaterThanOrEqual(2)
        await expect(
          page.getByText(t('iqs-admin:whiteList.total_other', { count: all }), { exact: true }),
        ).toBeVisible()
        // The api counts the same way (other tests add applicants meanwhile: at least as many).
        const { counts } = await data<{ counts: Record<string, number> }>(
          await admin.get('/api/admin/iqs/white-list?pageSize=1'),
        )
        expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(all)

        // An approved trader is found at once; the counts follow the search.
        await page.getByLabel(t('iqs-admin:whiteList.search')).fill('trader1@iqs.demo')
        const row = page.getByRole('row').filter({ hasText: 'trader1@iqs.demo' })
        await expect(row).toContainText(t('iqs-admin:status.APPROVED'))
        await expect(filter.locator('option').first()).toHaveText(
          t('iqs-admin:whiteList.withCount', { label: t('iqs-admin:whiteList.all'), count: 1 }),
        )
        expect(await countOf(t('iqs-admin:status.APPROVED'))).toBe(1)
        expect(await countOf(t('iqs-admin:status.PENDING'))).toBe(0)
        await expectNoPageOverflow(page)
      } finally {
        await admin.dispose()
      }
    })

    test(`market config: a trader picked by e-mail is suspended, listed, then restored (${language}, ${width} px)`, async ({
      page,
    }) => {
      const t = texts(language)
      const admin = await adminApi()
      const who = await approvedTrader(admin, 'Suzanne', { lastName: 'Suspended' })
      const totp = await activateTotp(who)
      try {
        await page.setViewportSize({ width, height: 900 })
        await useLanguage(page, language)
        await signInAs(page, 'Admin')
        await page.goto('/iqs-tokens/market-config')
        await page.getByLabel(t('iqs-admin:market.traderSearch')).fill(who.email)
        const match = page
          .getByRole('list', { name: t('iqs-admin:market.traderMatches') })
          .getByRole('listitem')
          .filter({ hasText: who.email })
        await expect(match).toContainText(who.name)
        await match.getByRole('button', { name: t('iqs-admin:market.suspendTraderAction') }).click()
        await expect(page.getByRole('dialog')).toContainText(who.email)
        await confirm(page, t('iqs-admin:confirm.confirm'))
        await expect(page.getByText(t('iqs-admin:market.success.suspendTrader'))).toBeVisible()
        const suspended = page
          .getByRole('list', { name: t('iqs-admin:market.suspendedNow') })
          .getByRole('listitem')
          .filter({ hasText: who.email })
        await expect(suspended).toContainText(who.name)
        await expect(suspended).toContainText('IQS · OST')
        await expect(match).toContainText(t('iqs-admin:status.SUSPENDED'))
        await expectNoPageOverflow(page)

        // The suspension is real: the trader's order is refused...
        const refused = await who.api.post('/api/iqs/order', {
          data: {
            amount: 1,
            price: '0.41',
            isIQS: true,
            order_side: 'BUY',
            order_type: 'LIMIT',
            totp: await totp.code(),
          },
        })
        expect(refused.status()).toBe(403)
        expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TRADER_SUSPENDED')

        // ...until the admin restores them from the list of suspended traders.
        await suspended.getByRole('button', { name: t('iqs-admin:market.restoreTrader') }).click()
        await confirm(page, t('iqs-admin:confirm.confirm'))
        await expect(page.getByText(t('iqs-admin:market.success.restoreTrader'))).toBeVisible()
        await expect(suspended).toHaveCount(0)
        await expect(
          match.getByRole('button', { name: t('iqs-admin:market.suspendTraderAction') }),
        ).toBeVisible()
        const listed = await data<{ user_id: number }[]>(await admin.get('/api/admin/iqs/traders/suspended'))
        expect(listed.map((trader) => trader.user_id)).not.toContain(who.id)
      } finally {
        await Promise.all([admin.dispose(), who.api.dispose()])
      }
    })

    test(`holders: shares and totals with the language's thousands separators (${language}, ${width} px)`, async ({
      page,
    }) => {
      const t = texts(language)
      const admin = await adminApi()
      const holder = await approvedTrader(admin, 'Hilda', { lastName: 'Holder', tokens: 25_100 })
      try {
        await page.setViewportSize({ width, height: 900 })
        await useLanguage(page, language)
        await signInAs(page, 'Admin')
        await page.goto('/iqs-tokens/iqs-holdings')
        const row = page.getByRole('row').filter({ hasText: holder.email })
        const shares = language === 'fr' ? '25 100' : '25,100'
        await expect(row.getByRole('cell')).toHaveText([
          holder.name,
          /.*/,
          holder.email,
          new RegExp(`^${shares.replace(' ', '[\\u00a0\\u202f ]')}$`),
          '0',
          /.+/,
          /.+/,
        ])
        // The totals are grouped too: at least the minted 25,100, so five digits or more.
        const totals = page.locator('tfoot tr')
        const iqsTotal = plain(await totals.locator('td').first().textContent())
        expect(iqsTotal).toMatch(language === 'fr' ? /^\d{1,3}( \d{3})+$/ : /^\d{1,3}(,\d{3})+$/)
        await expect(page.getByRole('columnheader', { name: t('iqs-admin:columns.iqsShares') })).toBeVisible()
        await expectNoPageOverflow(page)
      } finally {
        await Promise.all([admin.dispose(), holder.api.dispose()])
      }
    })
  }
}
