import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { readOutbox, waitForMail } from '#tests/mail.ts'
import { admitMember, expect, expectNoA11yViolations, newMemberDetails, signInAt, test } from '#tests/playwright-utils.ts'
import { anOfficer, staffApi } from '#tests/playwright-admin.ts'

/**
 * Issue 35, item 5: the secretary writes to the members of one membership type, sees the mail in each
 * language and how many it goes to, sends it, and a member of that type receives it in their language,
 * with the link that stops the association's news; a member of another type does not. JavaScript off
 * (in Malay) and on (in English), at a phone's width and a desk's, axe on each page.
 */

const OUTBOX = fileURLToPath(new URL('../../.e2e-data/outbox', import.meta.url))

const WORDS = {
  en: {
    title: 'Messages to members',
    subjectEn: 'Subject (English)',
    bodyEn: 'Text (English)',
    subjectMs: 'Subject (Malay) (optional)',
    bodyMs: 'Text (Malay) (optional)',
    type: 'Active members of one membership type',
    typeSelect: 'Membership type (for one type)',
    news: /^News:/,
    save: 'Save and preview',
    saved: 'The message is saved',
    total: /^\d+ members? will receive it$/,
    previewMalay: 'The mail in Malay',
    send: /^Send to \d+ members?$/,
    sent: 'The message was sent',
  },
  ms: {
    title: 'Mesej kepada ahli',
    subjectEn: 'Subjek (bahasa Inggeris)',
    bodyEn: 'Teks (bahasa Inggeris)',
    subjectMs: 'Subjek (bahasa Melayu) (tidak wajib)',
    bodyMs: 'Teks (bahasa Melayu) (tidak wajib)',
    type: 'Ahli aktif bagi satu jenis keahlian',
    typeSelect: 'Jenis keahlian (bagi satu jenis)',
    news: /^Berita:/,
    save: 'Simpan dan pratonton',
    saved: 'Mesej telah disimpan',
    total: /^\d+ ahli akan menerimanya$/,
    previewMalay: 'E-mel dalam bahasa Melayu',
    send: /^Hantar kepada \d+ ahli$/,
    sent: 'Mesej telah dihantar',
  },
} as const

/** An active member of a type, reading in a language. */
async function aMember(page: Page, firstName: string, membershipType: string, locale: 'en' | 'ms') {
  const details = { ...newMemberDetails(firstName), membershipType, locale }
  const registered = await page.request.post('/api/auth/register', { data: details })
  expect(registered.status(), await registered.text()).toBe(201)
  const { user } = (await registered.json()) as { user: { id: string } }
  await page.context().clearCookies()
  await admitMember(page, user.id, details.membershipId)
  return details
}

test('the secretary writes to a membership type, previews, sees the count, sends; a member of that type receives it', { tag: '@js' }, async ({ page, baseURL, jsEnabled }) => {
  test.slow()
  const lng = jsEnabled ? 'en' : 'ms'
  const words = WORDS[lng]
  await page.setViewportSize(jsEnabled ? { width: 1280, height: 900 } : { width: 390, height: 844 })
  const { staff, headers } = await staffApi(baseURL)
  const secretary = await anOfficer(page, staff, headers, 'secretary', 'Setiausaha')
  const reader = await aMember(page, 'Nur Aina', 'Affiliate', lng)
  const other = await aMember(page, 'Haziq', 'Associate', lng)

  const id = `${lng}${Date.now().toString(36)}`
  const subjectEn = `Affiliates' evening ${id}`
  const subjectMs = `Malam ahli gabungan ${id}`
  await signInAt(page, `/admin/messages/members?lng=${lng}`, secretary)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title)
  await expectNoA11yViolations(page)
  await page.getByRole('textbox', { name: words.subjectEn }).fill(subjectEn)
  await page.getByRole('textbox', { name: words.bodyEn }).fill('Join us on Friday evening.\n\nBring a friend.')
  await page.getByRole('textbox', { name: words.subjectMs }).fill(subjectMs)
  await page.getByRole('textbox', { name: words.bodyMs }).fill('Sertai kami pada petang Jumaat.\n\nBawalah rakan.')
  await page.getByRole('radio', { name: words.type }).check()
  await page.getByRole('combobox', { name: words.typeSelect }).selectOption('Affiliate')
  await page.getByRole('radio', { name: words.news }).check()
  await page.getByRole('button', { name: words.save }).click()

  // The message's page: who it goes to and how many, each language's mail.
  await expect(page.getByTestId('toast')).toContainText(words.saved)
  await expect(page).toHaveURL(/\/admin\/messages\/members\/[0-9a-f]{24}/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subjectEn)
  await expect(page.getByTestId('recipient-total')).toHaveText(words.total)
  await expect(page.getByRole('heading', { name: words.previewMalay })).toBeVisible()
  await expect(page.getByText(subjectMs).first()).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: words.send }).click()
  await expect(page.getByTestId('toast')).toContainText(words.sent)
  await expect(page.getByRole('table')).toContainText(reader.email)
  await expect(page.getByRole('button', { name: words.send })).toHaveCount(0)
  await expectNoA11yViolations(page)

  // The member of that type receives it, in their language, with the link that stops the news.
  const mail = await waitForMail(OUTBOX, { to: reader.email, subject: lng === 'ms' ? subjectMs : subjectEn })
  expect(mail.text).toContain(lng === 'ms' ? 'Bawalah rakan.' : 'Bring a friend.')
  expect(mail.headers.get('list-unsubscribe')).toMatch(/\/member-news\/unsubscribe\?user=/)
  // The send ended before its answer: a member of another type got nothing.
  expect((await readOutbox(OUTBOX)).filter((m) => m.to.includes(other.email) && m.subject.includes(id)).map((m) => m.subject)).toEqual([])

  // The link works without signing in.
  const link = new URL(mail.headers.get('list-unsubscribe')!.slice(1, -1))
  await page.context().clearCookies()
  await page.goto(`${link.pathname}${link.search}&lng=${lng}`)
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: lng === 'ms' ? 'Hentikan berita' : 'Stop the news' }).click()
  await expect(page.getByTestId('toast')).toContainText(lng === 'ms' ? 'Anda tidak akan lagi menerima berita' : 'You will no longer receive news')
  await staff.dispose()
})
