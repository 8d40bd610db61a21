import { fileURLToPath } from 'node:url'
import type { APIRequestContext } from '@playwright/test'
import { readOutbox } from '#tests/mail.ts'
import { expect, expectNoA11yViolations, newApplicant, registerByApi, test } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * Issue 34's "Done when", with JavaScript off: a member pays their invoice online through the fake
 * provider (the test bank inside the app), gets one receipt and an active membership, and keeps one
 * receipt when the bank calls back a second time and the outcome page is opened again. In English at
 * 1280 px and in Malay at 390 px.
 */

const OUTBOX = fileURLToPath(new URL('../../.e2e-data/outbox', import.meta.url))

const WORDS = {
  en: {
    tabs: 'Dashboard sections',
    tab: 'Membership',
    payOnline: 'Pay online (FPX)',
    bankHeading: (amount: string) => `Pay ${amount}`,
    pay: 'Pay',
    paid: 'This bill has been paid.',
    received: 'Payment received',
    receipt: /^Receipt RCT-\d{4}-\d{4} is on its way to your e-mail\.$/,
    back: 'Go to your membership',
    receiptLink: /^Receipt RCT-\d{4}-\d{4}: RM 200\.00/,
    receiptSubject: 'Receipt RCT-',
  },
  ms: {
    tabs: 'Bahagian papan pemuka',
    tab: 'Keahlian',
    payOnline: 'Bayar dalam talian (FPX)',
    bankHeading: (amount: string) => `Bayar ${amount}`,
    pay: 'Bayar',
    paid: 'Bil ini telah dibayar.',
    received: 'Pembayaran diterima',
    receipt: /^Resit RCT-\d{4}-\d{4} sedang dihantar ke e-mel anda\.$/,
    back: 'Pergi ke keahlian anda',
    receiptLink: /^Resit RCT-\d{4}-\d{4}: RM 200\.00/,
    receiptSubject: 'Resit RCT-',
  },
} as const

/**
 * The secretariat approves the application through its API, from a client of its own (the member's page
 * keeps their session): the member owes the joining invoice (RM 200).
 */
async function approve(request: APIRequestContext, userId: string) {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const approved = await request.post(`/api/admin/applications/${userId}/approve`, { data: {}, headers })
  expect(approved.status()).toBe(200)
  await request.post('/api/auth/logout', { headers })
}

for (const [lng, width] of [['en', 1280], ['ms', 390]] as const) {
  test(`a member pays an invoice online through the fake provider and gets one receipt (${lng}, ${width} px)`, async ({ page, request }) => {
    test.setTimeout(90_000)
    const w = WORDS[lng]
    await page.setViewportSize({ width, height: 900 })
    const applicant = newApplicant('Siti', { membershipType: 'Associate Member' })
    // The registration API signs the page in; the member's mails come in the language they applied in.
    const userId = await registerByApi(page, { ...applicant, locale: lng } as typeof applicant)
    await approve(request, userId)

    await page.goto(`/member-dashboard/membership?lng=${lng}`)
    const invoice = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: w.payOnline }) })
    await expect(invoice).toHaveCount(1)
    await expect(invoice).toContainText('RM 200.00')
    await expectNoA11yViolations(page)

    // To the provider: the fake bank's page, in the member's language.
    await invoice.getByRole('button', { name: w.payOnline }).click()
    await expect(page).toHaveURL(/\/payments\/fake\/[\w-]+$/)
    const bankPage = page.url()
    await expect(page.getByRole('heading', { level: 1, name: w.bankHeading('RM 200.00') })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: w.pay, exact: true }).click()

    // Back with the signed outcome: recorded once, the receipt's number shown.
    await expect(page).toHaveURL(/\/payments\/return\/fake\?/)
    const outcome = page.url()
    await expect(page.getByRole('heading', { level: 1, name: w.received })).toBeVisible()
    await expect(page.getByText(w.receipt)).toBeVisible()
    await expectNoA11yViolations(page)

    // The bank calls back a second time, and the outcome page is opened again: nothing more is recorded.
    await page.goto(bankPage)
    await expect(page.getByText(w.paid)).toBeVisible()
    await page.getByRole('button', { name: w.pay, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: w.received })).toBeVisible()
    await page.goto(outcome)
    await expect(page.getByRole('heading', { level: 1, name: w.received })).toBeVisible()

    await page.getByRole('link', { name: w.back }).click()
    await expect(page).toHaveURL(/\/member-dashboard\/membership$/)
    await expect(page.getByRole('link', { name: w.receiptLink })).toHaveCount(1)
    await expect(page.locator('[data-stage="active"]').first()).toBeVisible()
    await expect(page.getByRole('button', { name: w.payOnline })).toHaveCount(0)

    // One receipt mail, with its PDF (sent in the background).
    await expect.poll(async () => (await readOutbox(OUTBOX)).filter((m) => m.to.includes(applicant.email) && m.subject.startsWith(w.receiptSubject)).length, { timeout: 10_000 }).toBe(1)
    const mails = (await readOutbox(OUTBOX)).filter((m) => m.to.includes(applicant.email) && m.subject.startsWith(w.receiptSubject))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.attachments[0]?.contentType).toBe('application/pdf')
  })
}
