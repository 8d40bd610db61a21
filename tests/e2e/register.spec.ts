import { activeMember, expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'

/**
 * Check the register (issue 36, item 3; decision 044) on a phone, without JavaScript, in Malay: from the
 * directory's tips a visitor opens the register, searches a member's ID and finds their entry; a search
 * too short is said beside the field; the same entry reads in English. The member is made as the
 * secretariat would (approved and paid for a year) and has no listing: the register holds every member.
 */
test.use({ viewport: { width: 390, height: 844 } })

test('a visitor checks a member on the register, in Malay, at 390 px', async ({ page }) => {
  const member = await activeMember(page, 'Daftariah')
  const fullName = `${member.firstName} ${member.lastName}`

  await page.goto('/find-practitioner?lng=ms')
  await page.getByRole('link', { name: 'Semak daftar', exact: true }).click()
  await expect(page).toHaveURL(/\/check-the-register$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Semak daftar' })).toBeVisible()

  const search = page.getByRole('search')
  // Too short: the browser's own check is what stops it with JavaScript off too, so send it by address.
  await page.goto('/check-the-register?q=ab')
  await expect(page.getByRole('alert')).toContainText('Masukkan sekurang-kurangnya 3 aksara')

  await search.getByRole('searchbox', { name: 'Nama atau ID keahlian' }).fill(member.membershipId)
  await search.getByRole('button', { name: 'Cari', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${member.membershipId}`))
  const entry = page.getByTestId('register-item')
  await expect(entry).toHaveCount(1)
  await expect(entry.getByRole('heading', { name: fullName })).toBeVisible()
  await expect(entry.getByTestId('register-status')).toHaveText('Ahli aktif')
  await expect(entry).toContainText(member.membershipId)
  await expect(entry).toContainText('Dibayar sehingga')
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoA11yViolations(page)

  // By name, in English.
  await page.goto(`/check-the-register?lng=en&q=${encodeURIComponent(fullName)}`)
  await expect(page.getByTestId('register-item').getByTestId('register-status')).toHaveText('Active member')
  await expect(page.getByText('What the register tells you')).toBeVisible()
})
