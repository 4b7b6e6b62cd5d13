import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { uniqueAddress } from './helpers.js'
import { formatNumber, texts, type Language } from './texts.js'
import {
  activateTotp,
  adminApi,
  approvedTrader,
  browseAs,
  cancelOpenOrders,
  data,
  PASSWORD,
  PDF,
  type Authenticator,
  type Member,
} from './traders.js'

/**
 * Issue 8, the token member area in the browser, in English and French at 1200 and 1800 px: every
 * text comes from web/src/locales, so a screen left untranslated fails its French run. The traders
 * are fresh accounts, approved by the admin through the api, with tokens allotted.
 */

type Trader = Member & { totp: Authenticator }

async function newTrader(admin: APIRequestContext, firstName: string): Promise<Trader> {
  const member = await approvedTrader(admin, firstName, { lastName: 'Trader', tokens: 500 })
  return { ...member, totp: await activateTotp(member) }
}

async function signInWithTotp(page: Page, trader: Trader, language: Language) {
  const t = texts(language)
  await page.goto('/my-account/sign-in')
  await page.getByLabel(t('account:fields.email')).fill(trader.email)
  await page.getByLabel(t('account:fields.password'), { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: t('account:signIn.submit'), exact: true }).click()
  await expect(page).toHaveURL(/\/my-account\/sign-in\/totp$/)
  await page.getByLabel(t('account:totp.code')).fill(await trader.totp.code())
  await page.getByRole('button', { name: t('account:totp.submit') }).click()
  await expect(page.getByRole('link', { name: trader.name })).toBeVisible()
}

/** The book's row at a price, on the asks or the bids side. */
function bookRow(page: Page, language: Language, side: 'asks' | 'bids', price: string) {
  const t = texts(language)
  return page
    .getByRole('table', { name: t('iqs-member:book.title') })
    .getByRole('rowgroup', { name: t(`iqs-member:book.${side}`) })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: t('iqs-member:book.pick', { price }), exact: true }) })
}

/** The seller's limit order, placed through the api: "another trader's order arrives". */
async function sell(seller: Trader, amount: number, price: string) {
  await data(
    await seller.api.post('/api/iqs/order', {
      data: {
        amount,
        price,
        isIQS: true,
        order_side: 'SELL',
        order_type: 'LIMIT',
        totp: await seller.totp.code(),
      },
    }),
  )
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

test.describe('the trading journey', () => {
  // Both runs trade at the same prices in the one IQS book: one after the other, each leaving the
  // book as it found it.
  test.describe.configure({ mode: 'serial' })

  for (const { language, width } of [
    { language: 'en', width: 1800 },
    { language: 'fr', width: 1200 },
  ] as const) {
    test(`a trader signs in with TOTP, watches the book, places, trades, cancels and validates settlement (${language}, ${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const t = texts(language)
      const admin = await adminApi()
      const buyer = await newTrader(admin, 'Bea')
      const seller = await newTrader(admin, 'Sam')
      try {
        await page.setViewportSize({ width, height: 1000 })
        await page.addInitScript((lng) => window.localStorage.setItem('language', lng), language)
        await signInWithTotp(page, buyer, language)

        await page.goto('/my-iqs-tokens/buy-sell')
        await expect(page.getByRole('status').filter({ hasText: t('iqs-member:feed.live') })).toBeVisible()
        await expect(bookRow(page, language, 'bids', '0.98')).toBeVisible()
        await expect(page.getByTestId('market-status')).toHaveText(t('iqs-member:ticker.status.OPEN'))
        // The deepest level's depth bar runs across its whole row, not only under the price.
        const deepest = page.locator('.book__row[data-depth="100.0"]').first()
        const deepestRow = await deepest.boundingBox()
        const deepestBar = await deepest.locator('.book__depth').boundingBox()
        expect(deepestBar!.width).toBeGreaterThan(deepestRow!.width * 0.95)

        // Another trader's order arrives: the book moves without a reload.
        await sell(seller, 7, '1.03')
        await expect(bookRow(page, language, 'asks', '1.03')).toContainText('7')

        // Click a price to fill the form, check the validation, see the fee preview, confirm with a code.
        const price = page.getByLabel(t('iqs-member:form.priceEur'))
        const buy = page.getByRole('button', { name: t('iqs-member:form.buy', { instrument: 'IQS' }) })
        await bookRow(page, language, 'bids', '0.98').getByRole('button').click()
        await expect(price).toHaveValue('0.98')
        await price.fill('1.01')
        await buy.click()
        await expect(
          page.getByRole('alert').filter({ hasText: t('iqs-member:form.invalidAmount') }),
        ).toBeVisible()
        await page.getByLabel(t('iqs-member:form.quantity'), { exact: true }).fill('10')
        await expect(page.getByTestId('fee-preview')).toContainText('€')
        await buy.click()
        await expect(page.getByRole('heading', { name: t('iqs-member:form.confirmTitle') })).toBeVisible()
        await page.getByLabel(t('iqs-member:form.totp')).fill(await buyer.totp.code())
        await page.getByRole('button', { name: t('iqs-member:form.confirm') }).click()
        const placed = t('iqs-member:form.placed', { status: '' }).replace(/\s*\(\)$/, '')
        await expect(page.getByText(placed)).toBeVisible()
        await expect(bookRow(page, language, 'bids', '1.01')).toContainText('10')
        const orders = page.getByRole('table', { name: t('iqs-member:orders.title') })
        await expect(orders.getByRole('row')).toHaveCount(2)

        // The other trader sells into it: a trade on the tape, and my order partly filled.
        await sell(seller, 4, '1.01')
        await expect(
          page
            .getByRole('table', { name: t('iqs-member:tape.title') })
            .getByRole('row')
            .nth(1),
        ).toContainText(formatNumber(1.01, language))
        await expect(bookRow(page, language, 'bids', '1.01')).toContainText('6')
        await expect(orders.getByRole('row').nth(1)).toContainText(
          t('iqs-member:orderStatus.PARTIALLY_FILLED'),
        )

        // Cancel the rest.
        await orders
          .getByRole('button', {
            name: t('iqs-member:orders.cancelOne', { side: 'BUY', qty: 6, price: '1.01' }),
          })
          .click()
        await expect(page.getByText(t('iqs-member:orders.cancelled'))).toBeVisible()
        await expect(page.getByText(t('iqs-member:orders.empty'))).toBeVisible()
        await expect(bookRow(page, language, 'bids', '1.01')).toHaveCount(0)

        // Settlement: my side of the trade, validated, step by step.
        await page
          .getByRole('navigation', { name: t('iqs-member:menu.label') })
          .getByRole('link', { name: t('iqs-member:menu.settlement') })
          .click()
        const table = page.getByRole('table', { name: t('iqs-member:settlement.title') })
        await expect(table.getByRole('row')).toHaveCount(2)
        const row = table.getByRole('row').nth(1)
        await expect(row).toContainText('4')
        const validate = row.getByRole('button', { name: t('iqs-member:settlement.validate') })
        await validate.click()
        await expect(page.getByText(t('iqs-member:settlement.validated'))).toBeVisible()
        await expect(
          row.getByText(`${t('iqs-member:settlement.steps.buyer')}: ${t('iqs-member:yes')}`),
        ).toBeAttached()
        await expect(validate).toHaveCount(0)
      } finally {
        await cancelOpenOrders(seller)
        await Promise.all([admin.dispose(), buyer.api.dispose(), seller.api.dispose()])
      }
    })
  }
})

for (const { language, width } of [
  { language: 'en', width: 1200 },
  { language: 'fr', width: 1800 },
] as const) {
  test(`the member menu, the KYC states and the file rules (${language}, ${width} px)`, async ({ page }) => {
    const t = texts(language)
    await page.setViewportSize({ width, height: 900 })
    await page.addInitScript((lng) => window.localStorage.setItem('language', lng), language)
    // A fresh account: registering, so only the register page is offered.
    const email = `nia.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
    const registered = await data<{ id: number; first_name: string; last_name: string; user_type: string }>(
      await page.request.post('/api/register', {
        data: {
          email,
          first_name: 'Nia',
          last_name: 'New',
          password: PASSWORD,
          password_confirmation: PASSWORD,
          role: 'Client',
        },
      }),
    )
    await page.addInitScript((user) => {
      window.localStorage.setItem('userId', String(user.id))
      window.localStorage.setItem('userEmail', 'nia@example.com')
      window.localStorage.setItem('userFirstName', user.first_name)
      window.localStorage.setItem('userLastName', user.last_name)
      window.localStorage.setItem('userRole', user.user_type)
    }, registered)
    await page.goto('/my-iqs-tokens')
    await expect(page).toHaveURL(/\/my-iqs-tokens\/register$/)
    const menu = page.getByRole('navigation', { name: t('iqs-member:menu.label') })
    await expect(menu.getByRole('link')).toHaveText([t('iqs-member:menu.register')])
    const state = page.getByRole('heading', { name: new RegExp(t('iqs-member:kyc.stateTitle')) })
    await expect(state).toContainText(t('iqs-member:kyc.states.restricted.name'))

    // A file of the wrong type is refused with the spec's text, in the page's language.
    const identity = page.getByLabel(t('iqs-member:kyc.files.id'))
    await identity.setInputFiles({
      name: 'id.docx',
      mimeType: 'application/msword',
      buffer: Buffer.from('x'),
    })
    await expect(page.getByRole('alert')).toHaveText(t('errors:KYC_FORMAT_NOT_ALLOWED'))

    // A complete file: the upload shows its progress, then the application is pending.
    await page.getByLabel(t('iqs-member:kyc.address')).fill('2 avenue Foch, Paris')
    await page.getByLabel(t('iqs-member:kyc.country')).fill('France')
    await page.getByLabel(t('iqs-member:kyc.mobile')).fill('+33 6 00 00 00 00')
    await identity.setInputFiles({
      name: 'id.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([PDF, Buffer.alloc(400_000, 32)]),
    })
    await page
      .getByLabel(t('iqs-member:kyc.files.bank'))
      .setInputFiles({ name: 'bank.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.getByLabel(t('iqs-member:kyc.pep')).check()
    await page.getByRole('button', { name: t('iqs-member:kyc.submit') }).click()
    await expect(page.getByText(t('iqs-member:kyc.saved'), { exact: true })).toBeVisible()
    await expect(state).toContainText(t('iqs-member:kyc.states.pending.name'))

    // A trader page is closed, and says why.
    await page.goto('/my-iqs-tokens/buy-sell')
    await expect(page.getByRole('heading', { name: t('iqs-member:notAuthorized.title') })).toBeVisible()
  })
}

for (const { language, width } of [
  { language: 'en', width: 1800 },
  { language: 'fr', width: 1200 },
] as const) {
  test(`an approved trader sees the full menu and the member pages (${language}, ${width} px)`, async ({
    page,
  }) => {
    const t = texts(language)
    const admin = await adminApi()
    const member = await approvedTrader(admin, 'Sam', { lastName: 'Trader', tokens: 10 })
    await page.setViewportSize({ width, height: 900 })
    await page.addInitScript((lng) => window.localStorage.setItem('language', lng), language)
    await browseAs(page, member)
    await page.goto('/my-iqs-tokens/register')
    const menu = page.getByRole('navigation', { name: t('iqs-member:menu.label') })
    await expect(menu.getByRole('link')).toHaveText(
      [
        'register',
        'buy-sell',
        'settlement',
        'account-history',
        'financial-news',
        'voting',
        'dividends',
        'verify',
      ].map((item) => t(`iqs-member:menu.${item}`)),
    )
    await expect(
      page.getByRole('heading', { name: new RegExp(t('iqs-member:kyc.stateTitle')) }),
    ).toContainText(t('iqs-member:kyc.states.authorized.name'))
    await menu.getByRole('link', { name: t('iqs-member:menu.account-history') }).click()
    await expect(page.getByRole('table', { name: t('iqs-member:history.title') })).toBeVisible()
    await menu.getByRole('link', { name: t('iqs-member:menu.verify') }).click()
    await page.getByLabel(t('iqs-member:verify.payload')).fill('{"tradeId":"x"}')
    await page.getByLabel(t('iqs-member:verify.signature'), { exact: true }).fill('0x1234')
    await page.getByRole('button', { name: t('iqs-member:verify.submit') }).click()
    await expect(
      page.getByText(t('iqs-member:verify.failed')).or(page.getByText(t('iqs-member:verify.forged'))),
    ).toBeVisible()
    await Promise.all([admin.dispose(), member.api.dispose()])
  })
}
