import type { APIRequestContext } from '@playwright/test'
import { thisYear } from '#tests/clock.ts'
import { ONE_PAGE_PDF } from '#tests/media.ts'
import { admitMember, expect, expectNoA11yViolations, newMemberDetails, signInAt, test } from '#tests/playwright-utils.ts'
import { anOfficer, staffApi } from '#tests/playwright-admin.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * Issue 34, item 4: the treasurer's books. A treasurer voids a member's open invoice from the payments
 * page with a reason, records an expense with its receipt; the administrator, another officer, approves
 * it; the year's income and expenditure adds up to the ledger's entries. Without JavaScript in Malay,
 * with it in English. (An "admin" spec: it changes what the administration's pages count.)
 */

const WORDS = {
  en: {
    openInvoice: 'Open the invoice',
    voidReason: 'Why is it void?',
    voidSubmit: 'Void the invoice',
    voided: (number: string) => `Invoice ${number} is void`,
    voidedOn: /^Voided on .+: The member asked to join next year instead$/,
    spentAt: 'Day the money was spent',
    amount: 'Amount (RM)',
    payee: 'Paid to',
    category: 'What for',
    description: 'What it was',
    file: 'The receipt (a photo or a PDF)',
    record: 'Record the expense',
    recorded: 'Expense recorded: another officer approves it',
    own: 'Recorded by you: another officer approves it.',
    approve: 'Approve',
    approved: /^Expense approved: payment voucher PV-\d{4}-\d{4}$/,
    totalExpenditure: 'Total expenditure',
  },
  ms: {
    openInvoice: 'Buka invois',
    voidReason: 'Mengapa invois ini dibatalkan?',
    voidSubmit: 'Batalkan invois',
    voided: (number: string) => `Invois ${number} telah dibatalkan`,
    voidedOn: /^Dibatalkan pada .+: The member asked to join next year instead$/,
    spentAt: 'Hari wang dibelanjakan',
    amount: 'Jumlah (RM)',
    payee: 'Dibayar kepada',
    category: 'Tujuan',
    description: 'Butiran perbelanjaan',
    file: 'Resit (foto atau PDF)',
    record: 'Rekodkan perbelanjaan',
    recorded: 'Perbelanjaan direkodkan: pegawai lain akan meluluskannya',
    own: 'Direkodkan oleh anda: pegawai lain akan meluluskannya.',
    approve: 'Luluskan',
    approved: /^Perbelanjaan diluluskan: baucar bayaran PV-\d{4}-\d{4}$/,
    totalExpenditure: 'Jumlah perbelanjaan',
  },
} as const

/** Every row of the ledger of a year, all pages, by the API. */
async function ledgerOfYear(staff: APIRequestContext, headers: Record<string, string>, year: number) {
  const rows: Array<{ kind: string; amount: number; number: string; note: string }> = []
  for (let page = 1; ; page++) {
    const body = (await (await staff.get(`/api/admin/ledger?from=${year}-01-01&to=${year}-12-31&page=${page}`, { headers })).json()) as { rows: typeof rows; totalPages: number }
    rows.push(...body.rows)
    if (page >= body.totalPages) return rows
  }
}

const sen = (amount: number) => Math.round(amount * 100)
const figure = (amountSen: number) => new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amountSen / 100)

test('a treasurer voids an invoice and records an expense, another officer approves it, and the year adds up', { tag: '@js' }, async ({ page, baseURL, jsEnabled }) => {
  test.slow()
  const lng = jsEnabled ? 'en' : 'ms'
  const words = WORDS[lng]
  await page.setViewportSize(jsEnabled ? { width: 1280, height: 900 } : { width: 390, height: 844 })
  const { staff, headers } = await staffApi(baseURL)
  const treasurer = await anOfficer(page, staff, headers, 'treasurer', 'Bendahari')

  // A member admitted as the secretariat does: their joining invoice is open.
  const member = newMemberDetails('Zarina', { lastName: `Ledger ${lng} ${Date.now().toString(36)}` })
  const registered = await page.request.post('/api/auth/register', { data: member })
  expect(registered.status()).toBe(201)
  const memberId = ((await registered.json()) as { user: { id: string } }).user.id
  await page.context().clearCookies()
  await admitMember(page, memberId, member.membershipId)

  // The treasurer opens the member's invoice from the payments page and voids it, with why.
  await signInAt(page, '/admin/payments', treasurer)
  await page.goto(`/admin/payments?lng=${lng}`)
  const card = page.getByRole('article').filter({ hasText: member.lastName })
  const number = (await card.getByRole('heading', { level: 3 }).innerText()).split(' · ')[0]!.trim()
  await card.getByRole('link', { name: new RegExp(`^${words.openInvoice}`) }).click()
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f]{24}$/)
  await expectNoA11yViolations(page)
  await page.getByLabel(words.voidReason).fill('The member asked to join next year instead')
  await page.getByRole('button', { name: words.voidSubmit }).click()
  await expect(page.getByText(words.voided(number)).first()).toBeVisible()
  await expect(page.getByText(words.voidedOn)).toBeVisible()
  await expect(page.getByRole('button', { name: words.voidSubmit })).toHaveCount(0)
  // Owed nowhere: the payments page no longer lists it.
  await page.goto('/admin/payments')
  await expect(page.getByRole('article').filter({ hasText: member.lastName })).toHaveCount(0)

  // The treasurer records an expense with its receipt; it awaits another officer.
  const payee = `Dewan Orang Ramai ${lng} ${Date.now().toString(36)}`
  await page.goto('/admin/expenses')
  const record = page.locator('#expense-record')
  await record.getByLabel(words.payee).fill(payee)
  await record.getByLabel(words.amount).fill('275.40')
  await record.getByLabel(words.category).selectOption('venue')
  await record.getByLabel(words.description).fill('Hall for the annual general meeting')
  await record.getByLabel(words.file).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF })
  await record.getByRole('button', { name: words.record }).click()
  await expect(page.getByText(words.recorded).first()).toBeVisible()
  const mine = page.getByRole('row').filter({ hasText: payee })
  await expect(mine.getByText(words.own)).toBeVisible()
  await expect(mine.getByRole('button', { name: new RegExp(`^${words.approve}`) })).toHaveCount(0)
  await expectNoA11yViolations(page)

  // The administrator, another officer, approves it: it takes its voucher number and enters the books.
  await signInAt(page, '/admin/expenses', E2E_ADMIN)
  await page.goto(`/admin/expenses?lng=${lng}`)
  await page.getByRole('row').filter({ hasText: payee }).getByRole('button', { name: new RegExp(`^${words.approve}`) }).click()
  await expect(page.getByText(words.approved).first()).toBeVisible()
  const voucher = /PV-\d{4}-\d{4}/.exec(await page.getByText(words.approved).first().innerText())![0]

  // The ledger has the void invoice with its reason and the expense as money out.
  const year = thisYear()
  const rows = await ledgerOfYear(staff, headers, year)
  expect(rows.find((row) => row.number === number)).toMatchObject({ kind: 'void', note: 'The member asked to join next year instead' })
  expect(rows.find((row) => row.number === voucher)).toMatchObject({ kind: 'expense', amount: -275.4 })

  // The year's statement adds up to the ledger: receipts − credit notes = income, expenses = expenditure.
  const statement = (await (await staff.get(`/api/admin/income-and-expenditure?year=${year}`, { headers })).json()) as { totals: { income: number; expenditure: number; surplus: number } }
  const sum = (kind: string) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + sen(row.amount), 0)
  expect(sen(statement.totals.income)).toBe(sum('receipt') + sum('credit-note'))
  expect(sen(statement.totals.expenditure)).toBe(-sum('expense'))
  await page.goto(`/admin/ledger/income-and-expenditure?year=${year}`)
  const expenditureTotal = page.getByRole('row').filter({ hasText: words.totalExpenditure })
  await expect(expenditureTotal).toContainText(figure(-sum('expense')))
  await expect(page.locator('[data-line="surplus"]')).toContainText(figure(Math.abs(sen(statement.totals.surplus))))
  await expectNoA11yViolations(page)
  await staff.dispose()
})
