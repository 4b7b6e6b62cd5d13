import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { signInAs, uniqueAddress, useLanguage } from './helpers.js'
import { formatNumber, texts, type Language } from './texts.js'
import {
  activateTotp,
  adminApi,
  approvedTrader,
  browseAs,
  data,
  type Authenticator,
  type Member,
} from './traders.js'

/**
 * Issue 14, "live means everything live": a trading screen left open follows, without a reload and
 * within 2 s, an admin's suspension, reopening, blackout and its end (badge and order form), and
 * another trader's trade (the header's 24 h figures, the chart's last candle, the tendencies). Two
 * browser pages side by side, in English and French at 1200 and 1800 px; every text comes from
 * web/src/locales, so an untranslated screen fails its French run.
 */

/** How soon a change must show on a page that is already open. */
const LIVE = { timeout: 2_000 }

type Trader = Member & { totp: Authenticator }

/** A trader's trading screen in a browser context of its own, marked so that a reload would show. */
async function tradingScreen(browser: Browser, who: Member, language: Language, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 1000 },
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  })
  const page = await context.newPage()
  await useLanguage(page, language)
  await browseAs(page, who)
  await page.goto('/my-iqs-tokens/buy-sell')
  // Two screens open at once on a shared machine: the first load may take longer than a change
  // (which this test times at 2 s) ever may.
  await expect(
    page.getByRole('status').filter({ hasText: texts(language)('iqs-member:feed.live') }),
  ).toBeVisible({ timeout: 20_000 })
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
  return { page, close: () => context.close() }
}

async function notReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

// OST, whose book no other browser test touches: the figures before and after are this test's.
// The runs trade one after the other, each reading the market as the previous one left it.
test.describe('another trader’s trade, live', () => {
  test.describe.configure({ mode: 'serial' })

  for (const [language, width] of [
    ['en', 1800],
    ['fr', 1200],
  ] as const) {
    test(`two traders’ screens follow a trade: ticker, last candle, tendencies (${language}, ${width} px)`, async ({
      browser,
    }) => {
      test.setTimeout(90_000)
      const t = texts(language)
      const admin = await adminApi()
      const newTrader = async (name: string): Promise<Trader> => {
        const member = await approvedTrader(admin, name, { lastName: 'Live' })
        return { ...member, totp: await activateTotp(member) }
      }
      const seller = await newTrader(language === 'en' ? 'Sid' : 'Solène')
      const buyer = await newTrader(language === 'en' ? 'Bo' : 'Bérénice')
      await data(await admin.post('/api/admin/iqs/tokens', { data: { amount: 50, isIQS: false } }))
      await data(
        await admin.post('/api/admin/iqs/holdings/shareholders', {
          data: { email: seller.email, quantity: 50, isIQS: false },
        }),
      )
      const screens = await Promise.all([
        tradingScreen(browser, seller, language, width),
        tradingScreen(browser, buyer, language, width),
      ])
      try {
        for (const { page } of screens) {
          await page
            .getByRole('group', { name: t('iqs-member:ticker.market') })
            .getByRole('button', { name: 'OST/EUR' })
            .click()
          await expect(page.getByRole('status').filter({ hasText: t('iqs-member:feed.live') })).toBeVisible()
          await expect(page.getByTestId('ticker-volume')).not.toHaveText('—')
        }
        const volumeBefore = await ostVolume(buyer.api)
        const boughtBefore = await ostBought(buyer.api)
        const candleBefore = await latestCandle(buyer.api)
        for (const { page } of screens) {
          await expect(page.getByTestId('ticker-volume')).toHaveText(formatNumber(volumeBefore, language, 0))
          if (candleBefore)
            await expect(page.getByTestId('price-chart')).toHaveAttribute('data-last-candle', candleBefore)
        }

        // The trade: the seller's order rests, the buyer takes it (the buyer is the taker: a buy).
        await order(seller, 'SELL', 7, '2.37')
        await order(buyer, 'BUY', 7, '2.37')

        const candleAfter = (await latestCandle(buyer.api)) ?? ''
        expect(candleAfter).toMatch(/ 2\.37 \d+$/)
        const [buyShare] = t('iqs-member:tendencies.buy', { qty: '§', pct: '0' }).split('§')
        for (const { page } of screens) {
          await expect(page.getByTestId('last-price')).toHaveText(`${formatNumber(2.37, language)} €`, LIVE)
          await expect(page.getByTestId('ticker-volume')).toHaveText(
            formatNumber(volumeBefore + 7, language, 0),
            LIVE,
          )
          await expect(page.getByTestId('ticker-high')).toHaveText(formatNumber(2.37, language), LIVE)
          await expect(page.getByTestId('ticker-low')).toHaveText(formatNumber(2.37, language), LIVE)
          await expect(page.getByTestId('price-chart')).toHaveAttribute('data-last-candle', candleAfter, LIVE)
          await expect(page.getByRole('region', { name: t('iqs-member:tendencies.title') })).toContainText(
            `${buyShare}${formatNumber(boughtBefore + 7, language, 0)} (`,
            LIVE,
          )
          await notReloaded(page)
        }
      } finally {
        await Promise.all([
          ...screens.map((s) => s.close()),
          admin.dispose(),
          seller.api.dispose(),
          buyer.api.dispose(),
        ])
      }
    })
  }
})

/** A limit order on OST through the api, with the trader's TOTP code. */
async function order(who: Trader, side: 'BUY' | 'SELL', amount: number, price: string) {
  await data(
    await who.api.post('/api/iqs/order', {
      data: {
        amount,
        price,
        isIQS: false,
        order_side: side,
        order_type: 'LIMIT',
        totp: await who.totp.code(),
      },
    }),
  )
}

/** OST's volume over its one-minute candles: the ticker's 24 h volume on a server started for this run. */
async function ostVolume(api: APIRequestContext): Promise<number> {
  const candles = await data<{ volume: string }[]>(
    await api.get('/api/iqs/candles?isIQS=false&interval=1m&limit=1000'),
  )
  return candles.reduce((sum, candle) => sum + Number(candle.volume), 0)
}

/** Tokens bought by takers on OST over the tendencies' default week. */
async function ostBought(api: APIRequestContext): Promise<number> {
  const tendencies = await data<{ points: { buy_volume: string }[] }>(
    await api.get('/api/iqs/market-config/buysell-tendencies?period=1w&isIQS=false'),
  )
  return tendencies.points.reduce((sum, point) => sum + Number(point.buy_volume), 0)
}

/** OST's latest hourly candle (the chart's default interval), as the chart writes it on its box. */
async function latestCandle(api: APIRequestContext): Promise<string | undefined> {
  const [candle] = await data<
    { start: string; open: string; high: string; low: string; close: string; volume: string }[]
  >(await api.get('/api/iqs/candles?isIQS=false&interval=1h&limit=1'))
  return (
    candle && `${candle.start} ${candle.open} ${candle.high} ${candle.low} ${candle.close} ${candle.volume}`
  )
}

// @serial: suspending and the blackout close the market for everyone, so these run after the other
// tests (playwright.config.ts), one after the other.
test.describe('the market’s status, live @serial', () => {
  test.describe.configure({ mode: 'serial' })

  for (const [language, width] of [
    ['en', 1200],
    ['fr', 1800],
  ] as const) {
    test(`a trader’s open screen follows the admin’s suspend, reopen and blackout (${language}, ${width} px) @serial`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000)
      const t = texts(language)
      const admin = await adminApi()
      const who = await approvedTrader(admin, language === 'en' ? 'Lena' : 'Léa', { lastName: 'Live' })
      const trader = await tradingScreen(browser, who, language, width)
      const badge = trader.page.getByTestId('market-status')
      const buy = trader.page.getByRole('button', { name: t('iqs-member:form.buy', { instrument: 'IQS' }) })
      const closed = (status: 'SUSPENDED' | 'BLACKOUT') =>
        trader.page.getByText(t(`iqs-member:ticker.closed.${status}`))
      const confirm = () =>
        page
          .getByRole('dialog')
          .getByRole('button', { name: t('iqs-admin:confirm.confirm') })
          .click()

      await page.setViewportSize({ width, height: 900 })
      await useLanguage(page, language)
      await signInAs(page, 'Admin')
      await page.goto('/iqs-tokens/market-config')
      try {
        await expect(badge).toHaveText(t('iqs-member:ticker.status.OPEN'))
        await expect(buy).toBeEnabled()

        await page.getByRole('button', { name: t('iqs-admin:market.suspend') }).click()
        await confirm()
        await expect(page.getByText(t('iqs-admin:market.success.suspend'))).toBeVisible()
        await expect(badge).toHaveText(t('iqs-member:ticker.status.SUSPENDED'), LIVE)
        await expect(closed('SUSPENDED')).toBeVisible(LIVE)
        await expect(buy).toBeDisabled(LIVE)

        await page.getByRole('button', { name: t('iqs-admin:market.open') }).click()
        await confirm()
        await expect(page.getByText(t('iqs-admin:market.success.open'))).toBeVisible()
        await expect(badge).toHaveText(t('iqs-member:ticker.status.OPEN'), LIVE)
        await expect(buy).toBeEnabled(LIVE)

        const local = (ms: number) => {
          const d = new Date(Date.now() + ms - new Date().getTimezoneOffset() * 60_000)
          return d.toISOString().slice(0, 16)
        }
        await page.getByLabel(t('iqs-admin:market.blackoutStart'), { exact: true }).fill(local(-120_000))
        await page.getByLabel(t('iqs-admin:market.blackoutEnd'), { exact: true }).fill(local(3_600_000))
        await page.getByRole('button', { name: t('iqs-admin:market.scheduleBlackout') }).click()
        await confirm()
        await expect(page.getByText(t('iqs-admin:market.success.blackout'))).toBeVisible()
        await expect(badge).toHaveText(t('iqs-member:ticker.status.BLACKOUT'), LIVE)
        await expect(closed('BLACKOUT')).toBeVisible(LIVE)
        await expect(buy).toBeDisabled(LIVE)

        await page.getByRole('button', { name: t('iqs-admin:market.clearBlackout') }).click()
        await confirm()
        await expect(page.getByText(t('iqs-admin:market.success.blackoutCleared'))).toBeVisible()
        await expect(badge).toHaveText(t('iqs-member:ticker.status.OPEN'), LIVE)
        await expect(closed('BLACKOUT')).toHaveCount(0, LIVE)
        await expect(buy).toBeEnabled(LIVE)
        await notReloaded(trader.page)
      } finally {
        // Whatever happened above, the market is left open and without a blackout for the next tests.
        await admin.put('/api/admin/iqs/market-config', {
          data: { isIQS: true, open: true, blackout_period: null },
        })
        await Promise.all([trader.close(), admin.dispose(), who.api.dispose()])
      }
    })
  }
})
