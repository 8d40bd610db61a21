import { pdfOfSize } from '#tests/media.ts'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config.ts'
import { admitMember, expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'

/**
 * Issue 17, item 3: an administrator publishes a link to a recording and a PDF on /admin-content/resources
 * (plain forms, the same with JavaScript off and on); a member finds them on the dashboard's Member
 * Resources tab, in English and in Malay, and downloads the PDF; a visitor is sent to sign in first.
 */

/** The title field: a required field's label ends in an asterisk hidden from assistive technology. */
const TITLE = /^Title( \*)?$/
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const handbookPdf = {
  name: 'case-notes-guide.pdf',
  mimeType: 'application/pdf',
  buffer: pdfOfSize(24_100),
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: /^(Email|E-mel)$/ }).fill(email)
  await page.getByRole('textbox', { name: /^(Password|Kata Laluan)$/ }).fill(password)
  await page.getByRole('button', { name: /^(Sign In|Log Masuk)$/ }).click()
}

function newMember() {
  const id = unique()
  return {
    firstName: 'Siti',
    lastName: 'Resources',
    email: `siti.${id}@example.com`,
    username: `siti_${id}`,
    password: 'quiet-river-stones-7',
    membershipId: `EMP${Math.floor(100000 + Math.random() * 900_000_000)}`,
    membershipType: 'Practicing Ordinary Member',
    acceptPrivacy: true,
    phone: '+60 12-345 6789',
    state: 'Sabah',
  }
}

test('an administrator adds a link and a PDF; a member sees them and downloads the PDF, in English and Malay', { tag: '@js' }, async ({ page, browser, baseURL, jsEnabled, allowConsoleErrors }, testInfo) => {
  allowConsoleErrors() // the refused form's 400 answer is logged by the browser
  const linkTitle = `AGM 2026 recording ${unique()}`
  const pdfTitle = `Case notes guide ${unique()}`

  // The administrator, signed out, is sent to sign in and comes back to the page.
  await page.goto('/admin-content/resources')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin-content%2Fresources$/)
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page).toHaveURL(/\/admin-content\/resources$/)
  await expect(page.getByRole('link', { name: 'Member resources', exact: true })).toHaveAttribute('aria-current', 'page')
  // The demo content's resources are listed.
  await expect(page.getByRole('cell', { name: /^Member handbook/ })).toBeVisible()

  const form = page.getByRole('region', { name: 'Add a member resource' })
  // A link that is not https is refused with what was typed kept.
  await form.getByRole('radio', { name: /^Link/ }).check()
  await form.getByLabel(TITLE).fill(linkTitle)
  await form.getByLabel('Title in Malay (optional)').fill(`Rakaman AGM 2026 ${linkTitle.slice(-8)}`)
  await form.getByLabel('Description (optional)', { exact: true }).fill('The talks of the annual general meeting.')
  await form.getByLabel('Link address (for a link)').fill('http://video.example.org/agm-2026')
  await form.getByRole('button', { name: 'Add resource' }).click()
  const refused = page.getByRole('region', { name: 'Add a member resource' })
  await expect(refused.getByText('The link must be a secure web address starting with https://')).toBeVisible()
  await expect(refused.getByLabel(TITLE)).toHaveValue(linkTitle)
  await refused.getByLabel('Link address (for a link)').fill('https://video.example.org/agm-2026')
  await refused.getByRole('button', { name: 'Add resource' }).click()
  await expect(page.getByTestId('toast')).toContainText('Member resource added')
  await expect(page.getByRole('cell', { name: new RegExp(`^${linkTitle}`) })).toBeVisible()

  const again = page.getByRole('region', { name: 'Add a member resource' })
  await again.getByRole('radio', { name: /^Document/ }).check()
  await again.getByLabel(TITLE).fill(pdfTitle)
  await again.getByLabel('Category (optional)', { exact: true }).fill('Practice')
  await again.getByLabel('PDF document (for a document)').setInputFiles(handbookPdf)
  await again.getByRole('button', { name: 'Add resource' }).click()
  await expect(page.getByRole('cell', { name: new RegExp(`^${pdfTitle}`) })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(pdfTitle) }).getByText('PDF, 24 KB')).toBeVisible()
  await expectNoA11yViolations(page)

  // A member, in a browser of their own: asked to sign in, then the Member Resources tab.
  const member = newMember()
  // Its own client address, as every test has (rate limits stay per test).
  const ip = `10.254.${testInfo.workerIndex % 250}.${Date.now() % 250}`
  const context = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled, extraHTTPHeaders: { 'x-forwarded-for': ip } })
  const memberPage = await context.newPage()
  const registered = await memberPage.request.post('/api/auth/register', { data: member })
  expect(registered.status()).toBe(201)
  const { user } = (await registered.json()) as { user: { id: string } }
  await context.clearCookies()
  await memberPage.goto('/member-dashboard/resources')
  await expect(memberPage).toHaveURL(/\/login\?redirectTo=/)
  await signIn(memberPage, member.email, member.password)
  await expect(memberPage).toHaveURL(/\/member-dashboard\/resources$/)
  const resources = memberPage.getByRole('region', { name: 'Member Resources' })
  // Still an applicant: the tab says the resources open with an active membership (issue 30), and lists none.
  await expect(resources.getByText('Member resources are for members whose membership is active.', { exact: false })).toBeVisible()
  await expect(resources.getByRole('link', { name: 'Open link' })).toHaveCount(0)
  // The secretariat approves and the first payment is recorded: the membership is active.
  const staff = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip.replace('10.254.', '10.253.') } })
  await admitMember(await staff.newPage(), user.id, member.membershipId)
  await staff.close()
  await memberPage.reload()
  const link = resources.getByRole('listitem').filter({ has: memberPage.getByRole('heading', { name: linkTitle }) })
  await expect(link.getByRole('link', { name: 'Open link' })).toHaveAttribute('href', 'https://video.example.org/agm-2026')
  const pdf = resources.getByRole('listitem').filter({ has: memberPage.getByRole('heading', { name: pdfTitle }) })
  await expect(pdf.getByText('Practice')).toBeVisible()
  await expect(resources.getByText(/coming soon/i)).toHaveCount(0)
  const downloading = memberPage.waitForEvent('download')
  await pdf.getByRole('link', { name: 'Download (PDF, 24 KB)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('case-notes-guide.pdf')
  expect((await readFile((await download.path())!)).equals(handbookPdf.buffer)).toBe(true)
  await expectNoA11yViolations(memberPage)

  // In Malay: the Malay title where one was written, the buttons in Malay.
  await memberPage.goto('/member-dashboard/resources?lng=ms')
  const malay = memberPage.getByRole('region', { name: 'Sumber Ahli' })
  await expect(malay.getByRole('heading', { name: `Rakaman AGM 2026 ${linkTitle.slice(-8)}` })).toBeVisible()
  await expect(malay.getByRole('link', { name: 'Buka pautan' }).first()).toBeVisible()
  // This journey's own PDF: the other mode's run of it may have one of its own on the tab meanwhile.
  const malayPdf = malay.getByRole('listitem').filter({ has: memberPage.getByRole('heading', { name: pdfTitle }) })
  await expect(malayPdf.getByRole('link', { name: 'Muat turun (PDF, 24 KB)' })).toBeVisible()
  await expectNoA11yViolations(memberPage)

  // Unpublished, the link is gone from the member's tab.
  await page.getByRole('button', { name: `Unpublish ${linkTitle}` }).click()
  await expect(page.getByRole('row', { name: new RegExp(linkTitle) }).getByText('Draft (members do not see it)')).toBeVisible()
  await memberPage.goto('/member-dashboard/resources?lng=en')
  await expect(memberPage.getByRole('heading', { name: pdfTitle })).toBeVisible()
  await expect(memberPage.getByRole('heading', { name: linkTitle })).toHaveCount(0)

  // Deleted after confirming.
  await page.getByRole('link', { name: `Delete ${pdfTitle}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Delete member resource' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page).toHaveURL(/\/admin-content\/resources$/)
  await expect(page.getByRole('cell', { name: new RegExp(`^${pdfTitle}`) })).toHaveCount(0)
  await context.close()
})

test('the admin page in Malay', async ({ page }) => {
  await page.goto('/login?lng=ms&redirectTo=%2Fadmin-content%2Fresources')
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await page.goto('/admin-content/resources?lng=ms')
  await expect(page.getByRole('heading', { name: 'Tambah sumber ahli' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Dokumen (PDF)' })).toBeVisible()
  await expectNoA11yViolations(page)
})
