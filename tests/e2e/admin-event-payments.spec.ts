import { fileURLToPath } from 'node:url'
import { request as playwrightRequest } from '@playwright/test'
import { addDays } from '#app/domain/dates.ts'
import { today } from '#tests/clock.ts'
import { waitForMail } from '#tests/mail.ts'
import { pdfOfSize } from '#tests/media.ts'
import { expect, expectNoA11yViolations, signInAt, test } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * Issue 33, item 6: a visitor who owes a fee registers on the event page (the privacy notice beside the
 * button), lands on their registration's own page ("Held until …"), confirms by the mail, pays and sends
 * the slip there; the treasurer sees the slip and records the payment on /admin/payments; the page then
 * says "Confirmed" and shows the online meeting link. Without JavaScript in Malay, with it in English.
 * (An "admin" spec: it adds an event the public pages' journeys would count.)
 */

const OUTBOX = fileURLToPath(new URL('../../.e2e-data/outbox', import.meta.url))
const MEETING = 'https://meet.example.org/empam-breathwork'

const WORDS = {
  en: {
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone',
    register: 'Register',
    privacy: 'privacy notice',
    title: 'Your registration',
    registered: 'You are registered',
    held: /^Held until \d{2} \w{3} \d{4}, \d{2}:\d{2} \(Malaysia time\)$/,
    confirm: 'Confirm my place',
    amount: 'Amount due: RM 120.00',
    bankTransfer: 'Bank transfer',
    slipFile: 'Transfer slip',
    slipReference: 'Payment reference (optional)',
    send: 'Send the slip',
    sent: /^Sent on \d{2} \w{3} \d{4} \(reference DuitNow 8899\)$/,
    confirmed: 'Confirmed: seat 1',
    paid: 'Paid in full: thank you. Your receipt has been sent to you by e-mail.',
  },
  ms: {
    name: 'Nama penuh',
    email: 'E-mel',
    phone: 'Telefon',
    register: 'Daftar',
    privacy: 'notis privasi',
    title: 'Pendaftaran anda',
    registered: 'Anda telah berdaftar',
    held: /^Disimpan sehingga \d{2} \w{3} \d{4}, \d{2}:\d{2} \(waktu Malaysia\)$/,
    confirm: 'Sahkan tempat saya',
    amount: 'Jumlah perlu dibayar: RM 120.00',
    bankTransfer: 'Pindahan bank',
    slipFile: 'Slip pindahan',
    slipReference: 'Rujukan pembayaran (tidak wajib)',
    send: 'Hantar slip',
    sent: /^Dihantar pada \d{2} \w{3} \d{4} \(rujukan DuitNow 8899\)$/,
    confirmed: 'Disahkan: tempat duduk 1',
    paid: 'Telah dibayar sepenuhnya: terima kasih. Resit anda telah dihantar melalui e-mel.',
  },
} as const

test('a visitor pays for an event on their registration page, and the treasurer confirms the seat', { tag: '@js' }, async ({ page, baseURL, jsEnabled }) => {
  test.slow()
  const lng = jsEnabled ? 'en' : 'ms'
  const words = WORDS[lng]
  // A paid online event of its own, published with the administrator's token.
  const staff = await playwrightRequest.newContext({ baseURL })
  const { token } = (await (await staff.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).json()) as { token: string }
  const day = addDays(today(), 45)
  const title = `Breathwork online ${lng} ${Date.now().toString(36)}`
  const published = await staff.post('/api/events', {
    data: {
      title,
      location: 'Zoom',
      type: 'Training',
      description: 'Two hours online.',
      startsAt: `${day}T09:00:00+08:00`,
      endsAt: `${day}T11:00:00+08:00`,
      cpdHours: 2,
      category: 'Workshop',
      capacity: 3,
      isOnline: true,
      meetingLink: MEETING,
      priceMember: 0,
      priceNonMember: 120,
    },
    headers: { authorization: `Bearer ${token}` },
  })
  expect(published.status(), await published.text()).toBe(201)
  const { id } = (await published.json()) as { id: string }
  await staff.dispose()

  // The visitor registers; the form names the privacy notice; the public page never shows the meeting link.
  await page.goto(`/events/${id}?lng=${lng}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: words.privacy })).toHaveAttribute('href', /^\/privacy/)
  await expect(page.getByText(MEETING)).toHaveCount(0)
  const email = `visitor.${lng}.${Date.now()}@example.com`
  await main.getByLabel(new RegExp(`^${words.name}`)).fill('Nurul Huda')
  await main.getByLabel(new RegExp(`^${words.email}`)).fill(email)
  await main.getByLabel(new RegExp(`^${words.phone}`)).fill('+60 12-345 6789')
  await main.getByRole('button', { name: words.register, exact: true }).click()

  // They land on their registration's page: registered, the seat held until the mail's link is followed.
  await expect(page).toHaveURL(new RegExp(`/events/${id}/registrations/[0-9a-f]{24}\\?token=`))
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible()
  await expect(main.getByText(words.registered, { exact: true })).toBeVisible()
  await expect(main.getByText(words.held)).toBeVisible()
  await expect(main.getByText(words.amount)).toBeVisible()
  await expectNoA11yViolations(page)

  // The mail's link confirms the place; the page now asks for the fee, with the bank details (and the
  // DuitNow QR once one is uploaded: admin-duitnow-qr.spec.ts, which may run beside this one).
  const held = await waitForMail(OUTBOX, { to: email, subject: lng === 'ms' ? 'Sahkan tempat anda' : 'Confirm your place' })
  const confirm = new URL(/https?:\/\/\S+\/confirm\?token=[^\s"<>]+/.exec(held.text)![0])
  await page.goto(`${confirm.pathname}${confirm.search}&lng=${lng}`)
  await page.getByRole('button', { name: words.confirm }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${id}/registrations/[0-9a-f]{24}\\?token=`))
  const pageAddress = new URL(page.url())
  await expect(main.getByText(words.held)).toBeVisible()
  await expect(main.getByText(words.amount)).toBeVisible()
  await expect(main.getByRole('heading', { name: words.bankTransfer })).toBeVisible()
  await expect(main.getByRole('link', { name: MEETING })).toBeVisible()
  await expectNoA11yViolations(page)

  // The slip, with its reference.
  await main.getByLabel(new RegExp(`^${words.slipFile}`)).setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(3000) })
  await main.getByLabel(words.slipReference).fill('DuitNow 8899')
  await main.getByRole('button', { name: words.send }).click()
  await expect(main.getByText(words.sent)).toBeVisible()

  // The treasurer sees the slip beside the invoice and records the payment.
  await signInAt(page, '/admin/payments', E2E_ADMIN)
  const card = page.getByRole('article').filter({ hasText: 'Nurul Huda' }).filter({ hasText: title })
  await expect(card.getByRole('link', { name: /Slip of/ })).toBeVisible()
  await expect(card.getByText('reference DuitNow 8899')).toBeVisible()
  await card.getByLabel('Amount (RM)').fill('120')
  await card.getByLabel('Method').selectOption('duitnow')
  await card.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0)

  // The visitor's page: confirmed, paid, and the meeting link.
  await page.context().clearCookies()
  await page.goto(`${pageAddress.pathname}${pageAddress.search}&lng=${lng}`)
  await expect(main.getByText(words.confirmed, { exact: true })).toBeVisible()
  await expect(main.getByText(words.paid)).toBeVisible()
  await expect(main.getByRole('link', { name: MEETING })).toBeVisible()
  await expect(main.getByText(words.held)).toHaveCount(0)
  await expectNoA11yViolations(page)
})
