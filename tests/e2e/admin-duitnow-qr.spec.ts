import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PLACEHOLDER_PAYLOAD, STATIC_DUITNOW_PAYLOAD, qrPng } from '#tests/duitnow-qr.ts'
import { expect, expectNoA11yViolations, signInAsAdmin, test } from '#tests/playwright-utils.ts'

/**
 * The association's DuitNow QR (issue 34, item 1), without JavaScript: the administrator uploads the QR
 * image the bank issued on /admin/payment-settings; an invalid one (the placeholder the site used to
 * draw) is refused with its reasons; a valid one is kept, and the donation page then shows it with the
 * amount, the reference and "Save the QR image", whose PNG a scanner (zbarimg) reads as the payload.
 *
 * The QR is the same one the administration's sweep uploads (tests/playwright-admin.ts), which may run
 * beside this journey; this journey leaves it in place, so that neither sees the other's change.
 */

/** What zbarimg reads in a picture: its payload, without the symbology's prefix. */
function scan(file: string) {
  return execFileSync('zbarimg', ['--quiet', '--raw', file], { encoding: 'utf8' }).trim()
}

test('the administrator uploads the bank’s DuitNow QR; donors see it and save it as a PNG that scans', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors() // the 400 answer to the invalid QR is logged by the browser
  await signInAsAdmin(page, '/admin/payment-settings')
  const main = page.getByRole('main')
  await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Bank transfer' })).toBeVisible()
  await expectNoA11yViolations(page)

  // The placeholder: refused, with the reasons a banking app would refuse it for.
  const file = main.getByLabel(/^(The QR image from your bank|Replace it with another QR image from your bank)/)
  await file.setInputFiles({ name: 'old-placeholder.png', mimeType: 'image/png', buffer: await qrPng(PLACEHOLDER_PAYLOAD) })
  await main.getByRole('button', { name: /^(Upload and check|Replace the QR)$/ }).click()
  await expect(main.getByText('Part 26 of the payment details declares 58 characters, but its contents fill 55: a banking app would refuse it.')).toBeVisible()
  await expect(main.getByText('The checksum of the payment details is 4C1F, but their contents give 7D45: the code is damaged or was changed.')).toBeVisible()
  await expect(main.getByText('The country, Malaysia (5802MY), is missing.')).toBeVisible()
  await expectNoA11yViolations(page)

  // The bank's QR: kept, with whose it is.
  await file.setInputFiles({ name: 'maybank-duitnow.png', mimeType: 'image/png', buffer: await qrPng(STATIC_DUITNOW_PAYLOAD) })
  await main.getByRole('button', { name: /^(Upload and check|Replace the QR)$/ }).click()
  await expect(page).toHaveURL(/\/admin\/payment-settings$/)
  await expect(page.getByText('The DuitNow QR of QRCSDNBHD (BANGI) is saved').first()).toBeVisible()
  await expect(main.getByRole('img', { name: 'DuitNow QR code of QRCSDNBHD' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Remove the QR' })).toBeVisible()

  // A donor's view: the QR, what to pay, the reference, and the PNG to save.
  await page.context().clearCookies()
  await page.goto('/donate?amount=150')
  const card = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'DuitNow QR' }) })
  await expect(card.getByRole('img', { name: 'DuitNow QR code of QRCSDNBHD' })).toBeVisible()
  await expect(card.getByText('RM 150', { exact: true })).toBeVisible()
  await expect(card.getByText('DONATION and your name')).toBeVisible()
  await expectNoA11yViolations(page)
  const saving = page.waitForEvent('download')
  await card.getByRole('link', { name: 'Save the QR image' }).click()
  const download = await saving
  expect(download.suggestedFilename()).toBe('empam-duitnow-qr.png')
  const folder = mkdtempSync(path.join(tmpdir(), 'duitnow-'))
  try {
    const saved = path.join(folder, download.suggestedFilename())
    await download.saveAs(saved)
    expect(scan(saved)).toBe(STATIC_DUITNOW_PAYLOAD)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }

  // In Malay.
  await page.goto('/donate?amount=150&lng=ms')
  await expect(page.getByRole('link', { name: 'Simpan imej QR' })).toBeVisible()
  await expect(page.getByText('DERMA dan nama anda')).toBeVisible()
})
