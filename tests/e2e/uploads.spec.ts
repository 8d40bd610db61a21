import { ONE_PAGE_PDF } from '#tests/media.ts'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { dayOfYearsAgo } from '#tests/clock.ts'
import { activeMember, expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'

/**
 * Issue 16's member journeys, with JavaScript off and on: a profile photo (the avatar in the header and
 * on the dashboard), a CPD certificate that only its owner (and administrators) can download, and
 * disguised files refused with a clear message, in English and in Malay. The files are drawn here, as a
 * phone would send them.
 */

const photo = async (colour: string) => ({
  name: 'me.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: { width: 600, height: 800, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer(),
})
const certificate = {
  name: 'reiki-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: ONE_PAGE_PDF,
}
const DISGUISED = {
  html: {
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  },
  svg: {
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  huge: {
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(12 * 1024 * 1024)]),
  },
}

/** A member registered through the API, admitted, and signed in through /login; lands on the dashboard. */
async function signedInMember(page: Page) {
  const member = await activeMember(page, 'Nur', { lastName: `Aisyah ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, phone: '' })
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)
  return member
}

test.describe('a member uploads', () => {
  test('a profile photo from the phone: it becomes the avatar in the header and on the dashboard', { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
    allowConsoleErrors() // the refused file's 415 answer is logged by the browser
    await signedInMember(page)
    await page.goto('/profile')
    await expectNoA11yViolations(page)
    const field = page.getByLabel('Your photo')
    await field.setInputFiles(await photo('#7a4f9a'))
    if (jsEnabled) {
      // The enhancement, loaded on its own once the page runs: a preview of the chosen photo.
      await expect(page.getByAltText('Preview of the chosen photo')).toBeVisible()
      await expect(page.getByText(/^Chosen: me\.jpg \(\d+ KB\)$/)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Take a photo' })).toBeVisible()
    } else {
      await expect(page.getByRole('button', { name: 'Take a photo' })).toHaveCount(0)
    }
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)
    const avatars = page.locator('img[src^="/media/"]')
    await expect(avatars.first()).toBeVisible()
    expect(await page.getByRole('banner').locator('img[src^="/media/"]').count()).toBeGreaterThan(0)
    // The stored picture is a re-encoded JPEG, served to anyone as a public image.
    const src = (await avatars.first().getAttribute('src'))!
    const served = await page.request.get(src)
    expect(served.status()).toBe(200)
    expect(served.headers()['cache-control']).toContain('immutable')

    // Back on /profile the current picture shows, and a disguised file is refused with nothing changed.
    await page.goto('/profile')
    await expect(page.getByAltText('Current picture')).toBeVisible()
    await page.getByLabel('Your photo').setInputFiles(DISGUISED.html)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('SVG drawings and web pages cannot be uploaded: please save the picture as a PNG or JPEG first')).toBeVisible()
    await expect(page.getByLabel('Your photo')).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(page)
    await page.goto('/member-dashboard/cpd')
    expect(await page.locator('img[src^="/media/"]').first().getAttribute('src')).toBe(src)
  })

  test('a CPD certificate: listed on the entry, downloadable by its owner only', async ({ page, browser }) => {
    await signedInMember(page)
    await page.goto('/member-dashboard/cpd/new')
    await expectNoA11yViolations(page)
    const main = page.getByRole('main')
    await main.getByLabel(/^Title( \*)?$/).fill('Reiki level two')
    await main.getByLabel(/^Provider( \*)?$/).fill('EMPAM Academy')
    await main.getByLabel(/^Category( \*)?$/).selectOption('Workshop')
    await main.getByLabel(/^Hours( \*)?$/).fill('6')
    await main.getByLabel(/^Date( \*)?$/).fill(dayOfYearsAgo(0, '01-15'))
    await main.getByLabel('Evidence (certificate PDF or photo)').setInputFiles(certificate)
    await main.getByRole('button', { name: 'Add Entry' }).click()
    await expect(page).toHaveURL(/\/member-dashboard\/cpd(\?.*)?$/)
    const entry = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Reiki level two' })
    await expect(entry.getByText('Evidence attached')).toBeVisible()
    const link = entry.getByRole('link', { name: /reiki-certificate\.pdf/ })
    const href = (await link.getAttribute('href'))!
    const mine = await page.request.get(href)
    expect(mine.status()).toBe(200)
    expect(mine.headers()['content-disposition']).toMatch(/^attachment/)
    expect(mine.headers()['cache-control']).toContain('no-store')
    expect((await mine.body()).subarray(0, 5).toString()).toBe('%PDF-')

    // A visitor (another browser, signed out) is told there is nothing there.
    const stranger = await browser.newContext()
    try {
      expect((await stranger.request.get(new URL(href, page.url()).toString())).status()).toBe(404)
    } finally {
      await stranger.close()
    }
  })

  test('an SVG and a 12 MB photo are refused on the CPD form, with what was typed kept', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // the 415 and 413 answers are logged by the browser
    await signedInMember(page)
    for (const [file, said] of [
      [DISGUISED.svg, 'SVG drawings and web pages cannot be uploaded'],
      [DISGUISED.huge, 'The file is too large: please choose one of at most 10 MB'],
    ] as const) {
      await page.goto('/member-dashboard/cpd/new')
      const main = page.getByRole('main')
      await main.getByLabel(/^Title( \*)?$/).fill('Sound healing day')
      await main.getByLabel(/^Provider( \*)?$/).fill('EMPAM Academy')
      await main.getByLabel(/^Category( \*)?$/).selectOption('Workshop')
      await main.getByLabel(/^Hours( \*)?$/).fill('3')
      await main.getByLabel(/^Date( \*)?$/).fill(dayOfYearsAgo(0, '01-10'))
      await main.getByLabel('Evidence (certificate PDF or photo)').setInputFiles(file)
      await main.getByRole('button', { name: 'Add Entry' }).click()
      await expect(main.getByText(said)).toBeVisible()
      await expect(main.getByLabel(/^Title( \*)?$/)).toHaveValue('Sound healing day')
    }
    await page.goto('/member-dashboard/cpd')
    await expect(page.getByText('Sound healing day')).toHaveCount(0)
  })

  test('in Malay: a disguised photo is refused in Malay', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // the 415 answer is logged by the browser
    await signedInMember(page)
    await page.goto('/profile?lng=ms')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms')
    await page.getByLabel('Foto anda').setInputFiles(DISGUISED.html)
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await expect(page.getByText('Lukisan SVG dan halaman web tidak boleh dimuat naik: sila simpan gambar itu sebagai PNG atau JPEG dahulu')).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
