import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { generate } from 'otplib'
import { uniqueAddress } from './helpers.js'
import { texts, type Language } from './texts.js'
import {
  adminApi,
  approvedTrader,
  awayFromTotpStepEnd,
  browseAs,
  cancelOpenOrders,
  data,
  type Member,
} from './traders.js'

/**
 * Issue 14, "what a trader expects on the screen", in the browser, in English and French at 1200
 * and 1800 px: the market order's preview walks the book and matches the fill within the fee; the
 * amount shortcuts; IOC, FOK and post-only; "My trades" and the order history list the trade; the
 * grouped ladder and the depth chart; the TOTP countdown and the code just used.
 *
 * Everything trades on the OST market, which no other browser test uses: market orders take the
 * best price, whoever's it is, so they stay out of the IQS book the other tests share. The tests of
 * this file run one after the other and each leaves the OST book empty.
 */

const STEP_MS = 30_000

/**
 * The TOTP codes of one session, as the api takes them for orders: the session that took a step may
 * send its code again while the step is within the drift window (a step each way); after that, it
 * takes the current step. `skip` starts one step ahead (the activation took the current one).
 */
class SessionCodes {
  private taken: number | null = null
  constructor(
    private readonly secret: string,
    skip = false,
  ) {
    if (skip) this.taken = Math.floor(Date.now() / STEP_MS) + 1
  }

  code(): Promise<string> {
    const now = Math.floor(Date.now() / STEP_MS)
    if (this.taken === null || this.taken < now) this.taken = now
    return generate({ secret: this.secret, epoch: this.taken * 30 })
  }
}

interface Trader extends Member {
  secret: string
  activationCode: string
  codes: SessionCodes
}

/** An approved trader holding `tokens` OST, with two-factor authentication on. */
async function ostTrader(
  admin: APIRequestContext,
  firstName: string,
  tokens: number,
  { activateWithCurrentCode = false } = {},
): Promise<Trader> {
  const member = await approvedTrader(admin, firstName, { lastName: 'Trader' })
  if (tokens > 0) {
    await data(await admin.post('/api/admin/iqs/tokens', { data: { amount: tokens, isIQS: false } }))
    await data(
      await admin.post('/api/admin/iqs/holdings/shareholders', {
        data: { email: member.email, quantity: tokens, isIQS: false },
      }),
    )
  }
  const { secret } = await data<{ secret: string }>(await member.api.post('/api/iqs/totp/setup'))
  // The previous step's code keeps the current one free for orders, unless the test wants it taken.
  await awayFromTotpStepEnd()
  const step = Math.floor(Date.now() / STEP_MS) - (activateWithCurrentCode ? 0 : 1)
  const activationCode = await generate({ secret, epoch: step * 30 })
  await data(await member.api.post('/api/iqs/totp/activate', { data: { code: activationCode } }))
  return { ...member, secret, activationCode, codes: new SessionCodes(secret, activateWithCurrentCode) }
}

/** A resting limit order on OST, placed through the api. */
async function rest(trader: Trader, side: 'BUY' | 'SELL', amount: number, price: string) {
  await data(
    await trader.api.post('/api/iqs/order', {
      data: {
        amount,
        price,
        isIQS: false,
        order_side: side,
        order_type: 'LIMIT',
        totp: await trader.codes.code(),
      },
    }),
  )
}

/** The ladder's row at a price, on the asks or the bids side. */
function bookRow(page: Page, language: Language, side: 'asks' | 'bids', price: string) {
  const t = texts(language)
  return page
    .getByRole('table', { name: t('iqs-member:book.title') })
    .getByRole('rowgroup', { name: t(`iqs-member:book.${side}`) })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: t('iqs-member:book.pick', { price }), exact: true }) })
}

/** Euros as the screen writes them ('132.40 €', '1 234,50 €') in cents. */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''))

/** The trading screen on the OST market, as the trader, its feed live. */
async function openOst(page: Page, trader: Trader, language: Language, width: number) {
  const t = texts(language)
  await page.setViewportSize({ width, height: 1100 })
  await page.addInitScript((lng) => window.localStorage.setItem('language', lng), language)
  await browseAs(page, trader)
  await page.goto('/my-iqs-tokens/buy-sell')
  await page.getByRole('button', { name: 'OST/EUR' }).click()
  await expect(page.getByRole('status').filter({ hasText: t('iqs-member:feed.live') })).toBeVisible()
}

/** From the form to the confirmation: the side's button, then the code, then confirm. */
async function confirmWith(page: Page, language: Language, instrument: string, code: string) {
  const t = texts(language)
  await page.getByRole('button', { name: t('iqs-member:form.buy', { instrument }) }).click()
  await expect(page.getByRole('heading', { name: t('iqs-member:form.confirmTitle') })).toBeVisible()
  await page.getByLabel(t('iqs-member:form.totp')).fill(code)
  await page.getByRole('button', { name: t('iqs-member:form.confirm') }).click()
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

test.describe('the order form and the trader’s tabs', () => {
  test.describe.configure({ mode: 'serial' })

  for (const { language, width } of [
    { language: 'en', width: 1200 },
    { language: 'fr', width: 1800 },
  ] as const) {
    test(`a market order's preview matches its fill; shortcuts, grouped ladder, depth, my trades and history (${language}, ${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const t = texts(language)
      const admin = await adminApi()
      const seller = await ostTrader(admin, 'Sol', 1_000)
      const buyer = await ostTrader(admin, 'Bo', 200)
      try {
        // Two sellers' worth at 2.12 (two orders: two fees), one order at 2.34, and two bids.
        await rest(seller, 'SELL', 30, '2.12')
        await rest(seller, 'SELL', 20, '2.12')
        await rest(seller, 'SELL', 50, '2.34')
        await rest(seller, 'BUY', 10, '1.96')
        await rest(seller, 'BUY', 10, '1.93')
        await openOst(page, buyer, language, width)
        await expect(bookRow(page, language, 'asks', '2.12')).toContainText('50')
        const ladder = page.getByRole('table', { name: t('iqs-member:book.title') })
        await expect(
          ladder.getByRole('columnheader', { name: t('iqs-member:book.cumulative') }),
        ).toBeVisible()

        // The ladder grouped by 0.10: asks up, bids down, quantities summed; then back to the tick.
        const grouping = page.getByRole('combobox', { name: t('iqs-member:book.grouping') })
        await grouping.selectOption('0.10')
        await expect(bookRow(page, language, 'asks', '2.20')).toContainText('50')
        await expect(bookRow(page, language, 'asks', '2.40')).toContainText('50')
        await expect(bookRow(page, language, 'bids', '1.90')).toContainText('20')
        await expect(bookRow(page, language, 'asks', '2.12')).toHaveCount(0)
        await grouping.selectOption('0.01')
        await expect(bookRow(page, language, 'asks', '2.12')).toBeVisible()
        // The depth chart beside it, from the same live book.
        await expect(page.getByTestId('depth-chart').getByRole('img')).toHaveAccessibleName(
          t('iqs-member:depth.summary', { bids: '20', asks: '100' }),
        )

        // Shortcuts: a sell takes a share of my 200 available OST; a market buy, of what the book offers.
        const quantity = page.getByLabel(t('iqs-member:form.quantity'), { exact: true })
        await page.getByRole('button', { name: t('iqs-member:form.sellTab'), exact: true }).click()
        await expect(page.getByTestId('balance-available')).toHaveText('200')
        await page
          .getByRole('button', { name: t('iqs-member:form.shortcutLabel', { percent: 25, base: '200' }) })
          .click()
        await expect(quantity).toHaveValue('50')
        await page.getByRole('button', { name: t('iqs-member:form.buyTab'), exact: true }).click()
        await page.getByRole('button', { name: t('iqs-member:form.market'), exact: true }).click()
        await page
          .getByRole('button', { name: t('iqs-member:form.shortcutLabel', { percent: 50, base: '100' }) })
          .click()
        await expect(quantity).toHaveValue('50')

        // The market order's preview walks the book: 30 + 20 at 2.12, 10 at 2.34, one fee per fill.
        await quantity.fill('60')
        await expect(page.getByTestId('market-fill-quantity')).toHaveText(
          t('iqs-member:form.fill.ofRequested', { filled: '60', requested: '60' }),
        )
        const total = page.getByTestId('total-preview')
        await expect(total).toContainText(language === 'fr' ? '132,40' : '132.40')
        const previewTotal = cents(await total.innerText())
        const previewFee = cents(await page.getByTestId('fee-preview').innerText())
        expect(previewFee).toBe(300)

        await confirmWith(page, language, 'OST', await buyer.codes.code())
        const placed = t('iqs-member:form.placed', { status: t('iqs-member:orderStatus.FILLED') })
        await expect(page.getByText(placed)).toBeVisible()
        // What the fills cost, from the api: within the fee of the preview (here, to the cent).
        const fills = await data<{ net: string; fee: string }[]>(
          await buyer.api.get('/api/iqs/my-trades?isIQS=false'),
        )
        expect(fills).toHaveLength(3)
        const paid = fills.reduce((sum, fill) => sum + cents(fill.net), 0)
        expect(Math.abs(paid - previewTotal)).toBeLessThanOrEqual(previewFee)
        expect(paid).toBe(previewTotal)

        // My trades: the three fills, newest first, with my fee and their settlement.
        await page.getByRole('tab', { name: t('iqs-member:tabs.trades') }).click()
        const trades = page.getByRole('table', { name: t('iqs-member:myTrades.title') })
        await expect(trades.getByRole('row')).toHaveCount(4)
        await expect(trades.getByRole('row').nth(1)).toContainText(t('iqs-member:myTrades.roles.TAKER'))
        await expect(trades.getByRole('row').nth(1)).toContainText(t('iqs-member:settlement.status.PENDING'))
        await expect(trades.getByRole('row').nth(1)).toContainText(language === 'fr' ? '2,34' : '2.34')

        // The order history: the market order, filled; the filters narrow it down.
        await page.getByRole('tab', { name: t('iqs-member:tabs.history') }).click()
        const history = page.getByRole('table', { name: t('iqs-member:orderHistory.title') })
        await expect(history.getByRole('row')).toHaveCount(2)
        await expect(history.getByRole('row').nth(1)).toContainText(t('iqs-member:orderStatus.FILLED'))
        const filters = page.getByRole('group', { name: t('iqs-member:orderHistory.filters') })
        await filters.getByLabel(t('iqs-member:orders.market')).selectOption('false')
        await filters.getByLabel(t('iqs-member:orders.status')).selectOption('filled')
        await expect(history.getByRole('row')).toHaveCount(2)
        await filters.getByLabel(t('iqs-member:orders.status')).selectOption('cancelled')
        await expect(page.getByText(t('iqs-member:orderHistory.empty'))).toBeVisible()

        // The euros beside the tokens: what I now owe for the trade.
        await expect(page.getByTestId('cash-owed')).toContainText(language === 'fr' ? '132,40' : '132.40')
      } finally {
        await cancelOpenOrders(seller)
        await cancelOpenOrders(buyer)
        await Promise.all([admin.dispose(), seller.api.dispose(), buyer.api.dispose()])
      }
    })
  }

  for (const { language, width } of [
    { language: 'en', width: 1800 },
    { language: 'fr', width: 1200 },
  ] as const) {
    test(`the code just used, the countdown, and IOC, FOK and post-only orders (${language}, ${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const t = texts(language)
      const admin = await adminApi()
      const seller = await ostTrader(admin, 'Ida', 500)
      // 2FA turned on with the current code: the very next order with it is the case.
      const buyer = await ostTrader(admin, 'Eli', 0, { activateWithCurrentCode: true })
      try {
        await rest(seller, 'SELL', 10, '3.05')
        await openOst(page, buyer, language, width)
        await expect(bookRow(page, language, 'asks', '3.05')).toContainText('10')
        const price = page.getByLabel(t('iqs-member:form.priceEur'))
        const quantity = page.getByLabel(t('iqs-member:form.quantity'), { exact: true })
        const back = page.getByRole('button', { name: t('iqs-member:form.back') })
        // The refusal's text in the form (the toast says it too), whatever its values.
        const refusal = (code: string) =>
          page
            .locator('form.order-form')
            .getByRole('alert')
            .filter({ hasText: new RegExp(t.pattern(`errors:${code}`).source.slice(1, -1)) })

        // The code that turned 2FA on, again: said so, with the wait; the countdown shows the step.
        await price.fill('2.50')
        await quantity.fill('5')
        await confirmWith(page, language, 'OST', buyer.activationCode)
        await expect(refusal('TOTP_CODE_ALREADY_USED')).toBeVisible()
        await expect(page.getByTestId('totp-countdown')).toHaveText(
          t.pattern('iqs-member:form.totpCountdown'),
        )
        await back.click()

        // Post-only that would take the 3.05 ask: refused, nothing traded.
        const tif = page.getByLabel(t('iqs-member:form.timeInForce'))
        await price.fill('3.05')
        await page.getByRole('checkbox', { name: t('iqs-member:form.postOnly') }).check()
        await confirmWith(page, language, 'OST', await buyer.codes.code())
        await expect(refusal('POST_ONLY_WOULD_TAKE')).toBeVisible()
        await back.click()

        // Fill or kill for more than the book holds: refused whole.
        await tif.selectOption('FOK')
        await expect(page.getByRole('checkbox', { name: t('iqs-member:form.postOnly') })).toBeDisabled()
        await quantity.fill('20')
        await confirmWith(page, language, 'OST', await buyer.codes.code())
        await expect(refusal('FOK_NOT_FILLABLE')).toBeVisible()
        await back.click()

        // Immediate or cancel: the 10 there fill, the other 5 expire.
        await tif.selectOption('IOC')
        await quantity.fill('15')
        await confirmWith(page, language, 'OST', await buyer.codes.code())
        const expired = t('iqs-member:form.placed', { status: t('iqs-member:orderStatus.EXPIRED') })
        await expect(page.getByText(expired)).toBeVisible()
        await expect(bookRow(page, language, 'asks', '3.05')).toHaveCount(0)

        // Post-only below the asks: it rests in the book.
        await tif.selectOption('GTC')
        await price.fill('2.50')
        await quantity.fill('5')
        await page.getByRole('checkbox', { name: t('iqs-member:form.postOnly') }).check()
        await confirmWith(page, language, 'OST', await buyer.codes.code())
        const open = t('iqs-member:form.placed', { status: t('iqs-member:orderStatus.OPEN') })
        await expect(page.getByText(open)).toBeVisible()
        await expect(bookRow(page, language, 'bids', '2.50')).toContainText('5')

        // The history says how each ended.
        await page.getByRole('tab', { name: t('iqs-member:tabs.history') }).click()
        const history = page.getByRole('table', { name: t('iqs-member:orderHistory.title') })
        await expect(history.getByRole('row')).toHaveCount(2)
        await expect(history.getByRole('row').nth(1)).toContainText(t('iqs-member:orderStatus.EXPIRED'))
        await expect(history.getByRole('row').nth(1)).toContainText('IOC')
      } finally {
        await cancelOpenOrders(seller)
        await cancelOpenOrders(buyer)
        await Promise.all([admin.dispose(), seller.api.dispose(), buyer.api.dispose()])
      }
    })
  }
})
