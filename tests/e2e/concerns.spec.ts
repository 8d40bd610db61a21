import { fileURLToPath } from 'node:url'
import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'
import { waitForMail } from '#tests/mail.ts'

/**
 * Raise a concern (issue 36, item 1; decision 042), on a phone, in Malay: from a practitioner's profile a
 * visitor opens the form, which names the practitioner, sends it with the privacy notice accepted, and is
 * shown the reference; the acknowledgement mail carries the reference and not what was written.
 */
const OUTBOX = fileURLToPath(new URL('../../.e2e-data/outbox', import.meta.url))
const PRACTITIONER = 'Dr. Juliana Gontusan'

test.use({ viewport: { width: 390, height: 844 } })

test('a visitor raises a concern from a profile (ms)', { tag: '@js' }, async ({ page, jsEnabled }) => {
  await page.goto('/find-practitioner?lng=ms&near=88000&radius=25')
  await page.getByRole('link', { name: PRACTITIONER, exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: PRACTITIONER })).toBeVisible()
  await page.getByRole('link', { name: 'Kemukakan kebimbangan tentang pengamal ini' }).click()
  await expect(page).toHaveURL(/\/raise-a-concern\?practitioner=/)
  await expect(page.getByTestId('concern-about')).toContainText(PRACTITIONER)
  await expectNoA11yViolations(page)

  const email = `concern.${jsEnabled ? 'js' : 'nojs'}.${Date.now().toString(36)}@example.com`
  const form = page.getByRole('form', { name: 'Kemukakan kebimbangan' })
  await form.getByRole('textbox', { name: 'Nama anda' }).fill('Siti Pelawat')
  await form.getByRole('textbox', { name: 'Alamat e-mel anda' }).fill(email)
  await form.getByRole('textbox', { name: 'Apa yang berlaku' }).fill('Pengamal menyuruh saya berhenti mengambil ubat yang dipreskripsi.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Hantar kebimbangan' }).click()

  const reference = page.getByTestId('concern-reference')
  await expect(reference).toHaveText(/^CON-\d{4}-\d{4}$/)
  await expect(page.getByRole('status')).toContainText('Nombor rujukannya ialah')
  await expectNoA11yViolations(page)
  const mail = await waitForMail(OUTBOX, { to: email })
  expect(mail.subject).toContain((await reference.textContent())!)
  expect(mail.text).not.toContain('berhenti mengambil ubat')
})
