import type { APIRequestContext } from '@playwright/test'
import { today } from '#tests/clock.ts'
import { expect, expectNoA11yViolations, newApplicant, signInAt, test } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * Issue 34, item 3: the treasurer imports the bank's statement (a Maybank2u export) on
 * /admin/reconciliation, lands on its page with the matched line ticked, records it, records a line
 * without an invoice number by hand, and imports the same file again: the same statement, nothing
 * recorded twice. Without JavaScript in Malay, with it in English. (An "admin" spec: it pays invoices.)
 */

const WORDS = {
  en: {
    nav: 'Bank statements',
    file: 'Statement (CSV file)',
    upload: 'Import and match',
    imported: 'Statement imported: 1 of 3 lines match an open invoice',
    matched: 'Matched to an open invoice',
    confirm: 'Record the ticked payments',
    recorded: 'payment recorded',
    receipt: /^Recorded: receipt RCT-\d{4}-\d{4}$/,
    invoiceNumber: 'Invoice number',
    assign: (line: number) => `Record line ${line}`,
    again: 'This statement was imported before: here it is as it was',
    noNumber: 'No invoice number in the description or the reference',
  },
  ms: {
    nav: 'Penyata bank',
    file: 'Penyata (fail CSV)',
    upload: 'Import dan padankan',
    imported: 'Penyata diimport: 1 daripada 3 baris sepadan dengan invois terbuka',
    matched: 'Sepadan dengan invois terbuka',
    confirm: 'Rekodkan bayaran yang ditanda',
    recorded: 'bayaran direkodkan',
    receipt: /^Direkodkan: resit RCT-\d{4}-\d{4}$/,
    invoiceNumber: 'Nombor invois',
    assign: (line: number) => `Rekodkan baris ${line}`,
    again: 'Penyata ini telah diimport sebelum ini: inilah ia seperti dahulu',
    noNumber: 'Tiada nombor invois dalam keterangan atau rujukan',
  },
} as const

/** An applicant approved by the secretariat: their joining invoice (number and total in RM). */
async function approvedInvoice(request: APIRequestContext, token: string, firstName: string) {
  const applicant = newApplicant(firstName)
  const registered = await request.post('/api/auth/register', { data: applicant })
  expect(registered.status(), await registered.text()).toBe(201)
  const { user } = (await registered.json()) as { user: { id: string } }
  const approved = await request.post(`/api/admin/applications/${user.id}/approve`, { data: {}, headers: { authorization: `Bearer ${token}` } })
  expect(approved.status(), await approved.text()).toBe(200)
  return ((await approved.json()) as { invoice: { id: string; number: string; total: number } }).invoice
}

test('the treasurer imports the bank statement, records what matched and a line by hand, once', { tag: '@js' }, async ({ page, jsEnabled }) => {
  test.slow()
  const lng = jsEnabled ? 'en' : 'ms'
  const words = WORDS[lng]
  const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const matching = await approvedInvoice(page.request, token, 'Rohana')
  const byHand = await approvedInvoice(page.request, token, 'Zulkifli')
  await page.context().clearCookies()

  const day = today().split('-').reverse().join('/')
  const csv = [
    'Account Number :,514123456789',
    'Statement Period :,01/01/2026 - 31/12/2026',
    '',
    'Entry Date,Value Date,Transaction Description,Transaction Amount,Statement Balance',
    `${day},${day},"IBG CREDIT ROHANA, ${matching.number}",${matching.total.toFixed(2)}+,"9,000.00"`,
    `${day},${day},DUITNOW FROM ZULKIFLI ${lng},${byHand.total.toFixed(2)}+,"9,500.00"`,
    `${day},${day},SERVICE CHARGE,0.50-,"9,499.50"`,
  ].join('\r\n')
  const file = { name: `maybank-${lng}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) }

  await signInAt(page, '/admin/reconciliation', E2E_ADMIN)
  await page.goto(`/admin/reconciliation?lng=${lng}`)
  await expect(page.getByRole('navigation').getByRole('link', { name: words.nav })).toHaveAttribute('aria-current', 'page')
  await expectNoA11yViolations(page)
  await page.getByLabel(words.file).setInputFiles(file)
  await page.getByRole('button', { name: words.upload }).click()

  // The statement's page: the matched line ticked, the other with a form, money out apart.
  await expect(page).toHaveURL(/\/admin\/reconciliation\/[0-9a-f]{24}$/)
  const statementAddress = new URL(page.url()).pathname
  await expect(page.getByText(words.imported).first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: words.matched })).toBeVisible()
  const matchedLine = page.getByRole('article').filter({ hasText: matching.number })
  await expect(matchedLine.getByRole('checkbox')).toBeChecked()
  const handLine = page.getByRole('article').filter({ hasText: `DUITNOW FROM ZULKIFLI ${lng}` })
  await expect(handLine.getByText(words.noNumber)).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: words.confirm }).click()
  await expect(page).toHaveURL(new RegExp(`${statementAddress}$`))
  await expect(page.getByText(`1 ${words.recorded}`).first()).toBeVisible()
  await expect(matchedLine.getByText(words.receipt)).toBeVisible()
  await expect(matchedLine.getByRole('checkbox')).toHaveCount(0)

  // The line without a number, recorded by hand against the invoice it pays.
  await handLine.getByLabel(words.invoiceNumber).fill(byHand.number)
  await handLine.getByRole('button', { name: words.assign(6) }).click()
  await expect(handLine.getByText(words.receipt)).toBeVisible()
  await expect(handLine.getByRole('button')).toHaveCount(0)
  await expectNoA11yViolations(page, { coverage: 'each-mode-and-each-width' })

  // The same file again: the same statement, as it was; nothing to record twice.
  await page.goto(`/admin/reconciliation?lng=${lng}`)
  await page.getByLabel(words.file).setInputFiles(file)
  await page.getByRole('button', { name: words.upload }).click()
  await expect(page).toHaveURL(new RegExp(`${statementAddress}$`))
  await expect(page.getByText(words.again).first()).toBeVisible()
  await expect(page.getByRole('button', { name: words.confirm })).toHaveCount(0)
  await expect(page.getByText(words.receipt)).toHaveCount(2)

  // On a phone: the cards and the table fit.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoA11yViolations(page)
})
