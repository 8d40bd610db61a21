import { fileURLToPath } from 'node:url'
import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'
import { waitForMail } from '#tests/mail.ts'

/**
 * Search near you, and ask without an address (issue 36, item 6), on a phone: near 88000 within 25 km a
 * visitor finds the Kota Kinabalu practitioner with her distance and no Kuala Lumpur one, opens her
 * profile and sends a message, which reaches her address with Reply-To the visitor; the address itself is
 * never on the page. The demo listings (app/seed/demo-content.ts) have their towns and postcodes and do
 * not publish their addresses.
 */
const OUTBOX = fileURLToPath(new URL('../../.e2e-data/outbox', import.meta.url))
const PRACTITIONER = { name: 'Dr. Juliana Gontusan', email: 'juliana@kinabaluharmony.example' }
const KUALA_LUMPUR = ['Ms. Tan Mei Ling', "Dato' Kamarul Ariffin bin Zainal", 'Mr. Harjit Singh a/l Gurdev Singh']

const words = {
  en: {
    near: 'Near (town or postcode)',
    radius: 'Distance',
    within: 'Within 25 km',
    search: 'Search',
    results: 'Practitioners',
    distance: '0.0 km away',
    credit: /Distances are worked out from place coordinates by GeoNames, used under the CC BY 4.0 licence\./,
    sendButton: 'Send a message',
    name: 'Your name',
    email: 'Your e-mail address',
    message: 'Your message',
    submit: 'Send the message',
    sent: 'Message sent',
  },
  ms: {
    near: 'Berhampiran (bandar atau poskod)',
    radius: 'Jarak',
    within: 'Dalam jarak 25 km',
    search: 'Cari',
    results: 'Pengamal',
    distance: '0.0 km jauhnya',
    credit: /Jarak dikira daripada koordinat tempat oleh GeoNames, digunakan di bawah lesen CC BY 4\.0\./,
    sendButton: 'Hantar mesej',
    name: 'Nama anda',
    email: 'Alamat e-mel anda',
    message: 'Mesej anda',
    submit: 'Hantar mesej',
    sent: 'Mesej dihantar',
  },
} as const

test.use({ viewport: { width: 390, height: 844 } })

for (const lng of ['en', 'ms'] as const) {
  test(`near 88000 within 25 km, then a message to the practitioner (${lng})`, { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
    const w = words[lng]
    await page.goto(`/find-practitioner?lng=${lng}`)
    const form = page.getByRole('search')
    await form.getByRole('textbox', { name: w.near }).fill('88000')
    await form.getByRole('combobox', { name: w.radius }).selectOption({ label: w.within })
    // With JavaScript the results follow the field; without, the form is sent.
    if (jsEnabled) await form.getByRole('textbox', { name: w.near }).press('Enter')
    else await form.getByRole('button', { name: w.search, exact: true }).click()
    await expect(page).toHaveURL(/[?&]near=88000/)
    await expect(page).toHaveURL(/[?&]radius=25/)

    const results = page.getByRole('region', { name: w.results, exact: true })
    const card = results.getByRole('article').filter({ has: page.getByRole('link', { name: PRACTITIONER.name, exact: true }) })
    // Nearest first: she is in 88000 itself.
    await expect(results.getByRole('article').first()).toContainText(PRACTITIONER.name)
    await expect(card.getByTestId('distance')).toContainText(w.distance)
    for (const name of KUALA_LUMPUR) await expect(results.getByRole('link', { name, exact: true })).toHaveCount(0)
    await expect(page.getByText(w.credit)).toBeVisible()
    await expectNoA11yViolations(page)

    await card.getByRole('link', { name: PRACTITIONER.name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: PRACTITIONER.name })).toBeVisible()
    await page.locator('#contact').getByRole('link', { name: w.sendButton, exact: true }).click()
    await expect(page).toHaveURL(/#message$/)
    const messageForm = page.getByRole('region', { name: w.sendButton, exact: true })
    await expect(messageForm).toBeInViewport()
    await expectNoA11yViolations(page)

    // A refused message comes back to the form, its errors in view (the browser logs the 400 itself).
    allowConsoleErrors()
    await messageForm.getByRole('textbox', { name: w.email }).fill('not-an-address')
    await messageForm.getByRole('button', { name: w.submit, exact: true }).click()
    await expect(page).toHaveURL(/#message$/)
    await expect(messageForm.getByRole('textbox', { name: w.email })).toHaveAttribute('aria-invalid', 'true')
    await expect(messageForm.getByRole('textbox', { name: w.name })).toBeInViewport()

    // Her mails are told apart by the visitor's name, unique to the run.
    const tag = `${lng}${jsEnabled ? 'js' : 'nojs'}${Date.now().toString(36)}`
    const visitor = { name: `Aminah ${tag}`, email: `aminah.${tag}@example.com` }
    await messageForm.getByRole('textbox', { name: w.name }).fill(visitor.name)
    await messageForm.getByRole('textbox', { name: w.email }).fill(visitor.email)
    await messageForm.getByRole('textbox', { name: w.message }).fill('Do you see clients on Saturday mornings in Kota Kinabalu?')
    await messageForm.getByRole('button', { name: w.submit, exact: true }).click()
    await expect(page.getByTestId('toast')).toContainText(w.sent)
    await expect(page.getByRole('heading', { level: 1, name: PRACTITIONER.name })).toBeVisible()
    // Her address is nowhere on the page, before or after sending.
    expect(await page.content()).not.toContain(PRACTITIONER.email)
    await expectNoA11yViolations(page)

    const mail = await waitForMail(OUTBOX, { to: PRACTITIONER.email, subject: visitor.name })
    expect(mail.headers.get('reply-to')).toContain(visitor.email)
    expect(mail.text).toContain('Do you see clients on Saturday mornings in Kota Kinabalu?')
  })
}
