import { ONE_PAGE_PDF } from '#tests/media.ts'
import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * Issue 18's uploads at joining and giving, with JavaScript off and on (plain multipart forms on pages
 * that send little or no JavaScript): an applicant attaches a PDF that the secretariat finds on
 * /admin/applications, a refused file keeps what was typed (in Malay), and a donor pledges with a
 * transfer slip that the treasurer finds on /admin/donations, or sends it later from the pledge's page.
 */

const certificate = {
  name: 'reiki-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: ONE_PAGE_PDF,
}
const disguised = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>') }
const slipPhoto = async () => ({
  name: 'slip.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: '#dde7f0' } }).jpeg().toBuffer(),
})
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The administrator's own browser, signed in on /login. */
async function staffPage(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled })
  const page = await context.newPage()
  await page.goto('/login?lng=en')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(E2E_ADMIN.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  return page
}

async function fillApplication(page: Page, words: { firstName: string; lastName: string; email: string; password: string; type: string; privacy: string }, values: { lastName: string; email: string }) {
  await page.getByRole('textbox', { name: words.firstName, exact: true }).fill('Nur')
  await page.getByRole('textbox', { name: words.lastName, exact: true }).fill(values.lastName)
  await page.getByRole('textbox', { name: new RegExp(`^${words.email}`) }).fill(values.email)
  await page.getByLabel(new RegExp(`^${words.password}( \\*)?$`)).fill('seven-bright-stars-9')
  await page.locator('select[name="membershipType"]').selectOption('Associate')
  await page.getByRole('checkbox', { name: words.privacy }).check()
}

const EN = { firstName: 'First Name', lastName: 'Last Name', email: 'Email', password: 'Password', type: 'Membership Type', privacy: 'I have read and accept the privacy notice' }
const MS = { firstName: 'Nama Pertama', lastName: 'Nama Akhir', email: 'E-mel', password: 'Kata Laluan', type: 'Jenis Keahlian', privacy: 'Saya telah membaca dan menerima notis privasi' }

test('an applicant attaches a PDF; the secretariat finds it on /admin/applications and downloads it', { tag: '@js' }, async ({ page, browser, baseURL, jsEnabled }) => {
  test.setTimeout(90_000)
  const lastName = `Documents ${unique()}`
  await page.goto('/register?lng=en')
  await fillApplication(page, EN, { lastName, email: `documents.${unique()}@example.com` })
  await page.getByLabel('Supporting documents (optional)').setInputFiles(certificate)
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Apply for Membership' }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)

  const staff = await staffPage(browser, baseURL, jsEnabled)
  await staff.goto('/admin/applications?lng=en')
  const application = staff.getByRole('article', { name: `Nur ${lastName}`, exact: true })
  const link = application.getByRole('link', { name: 'reiki-certificate.pdf (download)' })
  await expect(link).toBeVisible()
  await expectNoA11yViolations(staff)
  const download = await staff.request.get((await link.getAttribute('href'))!)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-type']).toBe('application/pdf')
  await staff.context().close()
})

test('a disguised file is refused in Malay with what was typed kept and a word to choose the files again', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors() // the refused file's 415 answer is logged by the browser
  const lastName = `Ditolak ${unique()}`
  const email = `ditolak.${unique()}@example.com`
  await page.goto('/register?lng=ms')
  await fillApplication(page, MS, { lastName, email })
  await page.getByLabel('Dokumen sokongan (tidak wajib)').setInputFiles(disguised)
  await page.getByRole('button', { name: 'Hantar Permohonan' }).click()
  await expect(page.getByText('“photo.png”: Lukisan SVG dan halaman web tidak boleh dimuat naik', { exact: false })).toBeVisible()
  await expect(page.getByText('Sila pilih fail sekali lagi', { exact: false })).toBeVisible()
  await expect(page.getByRole('textbox', { name: MS.lastName, exact: true })).toHaveValue(lastName)
  await expect(page.getByRole('textbox', { name: new RegExp(`^${MS.email}`) })).toHaveValue(email)
  await expect(page).toHaveURL(/\/register/)
  await expectNoA11yViolations(page)
})

test('a donor pledges with a slip and the treasurer finds it; a pledge without one sends it from its page', { tag: '@js' }, async ({ page, browser, baseURL, jsEnabled }) => {
  test.setTimeout(90_000)
  const name = `Siti Derma ${unique()}`
  await page.goto('/donate?amount=150&lng=en#pledge')
  const form = page.getByRole('form', { name: 'Pledge a gift' })
  await form.getByLabel('Your name (or your company\'s)').fill(name)
  await form.getByLabel('E-mail for the receipt').fill(`siti.${unique()}@example.com`)
  await form.getByLabel('Transfer slip (optional)').setInputFiles(await slipPhoto())
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'Pledge my gift' }).click()
  await expect(page).toHaveURL(/\/donate\/[0-9a-f]{24}\/slip\?token=/)
  await expect(page.getByRole('heading', { level: 1, name: `Thank you, ${name}` })).toBeVisible()
  await expect(page.getByText('Your transfer slip arrived on')).toBeVisible()
  await expectNoA11yViolations(page)

  const staff = await staffPage(browser, baseURL, jsEnabled)
  await staff.goto('/admin/donations?lng=en')
  const card = staff.getByRole('article', { name: new RegExp(`^${name} ·`) })
  const link = card.getByRole('link', { name: `Download ${name}'s slip` })
  await expect(link).toBeVisible()
  await expectNoA11yViolations(staff)
  const download = await staff.request.get((await link.getAttribute('href'))!)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-type']).toBe('image/jpeg')

  // Without a slip: the pledge's page offers the form, and takes the slip.
  const later = `Tan Kemudian ${unique()}`
  await page.goto('/donate?lng=en#pledge')
  await form.getByLabel('Your name (or your company\'s)').fill(later)
  await form.getByLabel('E-mail for the receipt').fill(`tan.${unique()}@example.com`)
  await form.getByLabel('Amount (RM)').fill('50')
  await form.getByRole('button', { name: 'Pledge my gift' }).click()
  await expect(page).toHaveURL(/\/donate\/[0-9a-f]{24}\/slip\?token=/)
  const slipForm = page.getByRole('form', { name: 'Send your transfer slip' })
  await slipForm.getByLabel('Transfer slip').setInputFiles(certificate)
  await slipForm.getByRole('button', { name: 'Send the slip' }).click()
  await expect(page.getByText('Thank you: your transfer slip has reached the treasurer')).toBeVisible()
  await expect(page.getByText('Your transfer slip arrived on')).toBeVisible()
  await staff.reload()
  await expect(staff.getByRole('article', { name: new RegExp(`^${later} ·`) }).getByRole('link', { name: `Download ${later}'s slip` })).toBeVisible()
  await staff.context().close()
})
