import { type Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'

/**
 * Bahasa Malaysia (issue 15), with JavaScript off and on: the "BM | EN" switch keeps the visitor on the
 * page, the choice is remembered, a form answers in Malay and keeps what was typed, the directory
 * filters in Malay; axe in both languages.
 */

const languageSwitch = (page: Page, name: 'Bahasa' | 'Language') => page.getByRole('navigation', { name })
/** A field by its label, whether or not it is marked required (" *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`))

test.describe('Bahasa Malaysia', () => {
  test('the switch keeps the page and its query, and the choice is remembered', async ({ page }) => {
    await page.goto('/find-practitioner?state=Sabah')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
    await expectNoA11yViolations(page)

    await languageSwitch(page, 'Language').getByRole('link', { name: /^BM/ }).click()
    await expect(page).toHaveURL(/\/find-practitioner\?state=Sabah&lng=ms$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms')
    await expect(page.getByRole('heading', { level: 1, name: 'Cari Pengamal' })).toBeVisible()
    const main = page.getByRole('navigation', { name: 'Utama' })
    for (const item of ['Utama', 'Tentang Kami', 'Perubatan Tenaga', 'Cari Pengamal', 'Keahlian', 'Latihan', 'Berita', 'Hubungi']) {
      await expect(main.getByRole('link', { name: item, exact: true })).toBeAttached()
    }
    await expect(page.getByRole('link', { name: 'Log Masuk' }).first()).toBeAttached()
    await expect(languageSwitch(page, 'Bahasa').getByRole('link', { name: /^BM/ })).toHaveAttribute('aria-current', 'true')
    await expectNoA11yViolations(page)

    // Remembered: another page, reached by a plain link, is in Malay too.
    await page.goto('/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms')

    await languageSwitch(page, 'Bahasa').getByRole('link', { name: /^EN/ }).click()
    await expect(page).toHaveURL(/\/about\?lng=en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
  })

  test('registration in Malay: a bad e-mail says "Alamat e-mel tidak sah" and keeps what was typed', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // without JavaScript the 400 answer is logged by the browser
    await page.goto('/register?lng=ms')
    await expect(page.getByRole('heading', { level: 1, name: 'Mohon keahlian EMPAM' })).toBeVisible()
    await field(page, 'Nama Pertama').fill('Aisyah')
    await field(page, 'Nama Akhir').fill('Binti Salleh')
    await field(page, 'E-mel').fill('aisyah-di-contoh.com')
    await field(page, 'Nama Pengguna (tidak wajib)').fill('aisyah_ms')
    await field(page, 'Kata Laluan').fill('tujuh-bintang-9')
    await field(page, 'Saya sudah memegang ID keahlian (tidak wajib)').fill('EMP991')
    await field(page, 'Jenis Keahlian').selectOption({ label: 'Ahli Bersekutu: yuran masuk RM 100.00, RM 100.00 setahun' })
    await field(page, 'Lokasi (tidak wajib)').selectOption({ label: 'Pulau Pinang' })
    await page.getByRole('button', { name: 'Hantar Permohonan' }).click()

    await expect(page.getByText('Alamat e-mel tidak sah', { exact: true })).toBeVisible()
    await expect(field(page, 'E-mel')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Nama Pertama')).toHaveValue('Aisyah')
    await expect(field(page, 'E-mel')).toHaveValue('aisyah-di-contoh.com')
    await expect(field(page, 'Nama Pengguna (tidak wajib)')).toHaveValue('aisyah_ms')
    // The stored values of the lists, shown with their Malay labels.
    await expect(field(page, 'Jenis Keahlian')).toHaveValue('Associate')
    await expect(field(page, 'Lokasi (tidak wajib)')).toHaveValue('Penang')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms')
    await expectNoA11yViolations(page)
  })

  test('the directory with a filter, in Malay', { tag: '@js' }, async ({ page, jsEnabled }) => {
    await page.goto('/find-practitioner?lng=ms')
    await expect(page.getByText('24 pengamal ditemui')).toBeVisible()
    await field(page, 'Lokasi').selectOption({ label: 'Sabah' })
    await field(page, 'Kepakaran tunjang').selectOption({ label: 'Alam Sekitar' })
    if (!jsEnabled) await page.getByRole('button', { name: 'Cari', exact: true }).click()
    await expect(page).toHaveURL(/[?&]specialty=Environment/)
    await expect(page).toHaveURL(/[?&]state=Sabah/)
    await expect(page.getByText('3 pengamal ditemui')).toBeVisible()
    const cards = page.getByRole('region', { name: 'Pengamal' }).getByRole('article')
    await expect(cards).toHaveCount(3)
    await expect(cards.first().getByRole('link', { name: /^Hubungi/ })).toBeVisible()
    await expect(page.getByText(/^Pengamal menulis penyenaraian mereka sendiri\./)).toBeVisible()
    await expect(field(page, 'Kepakaran tunjang')).toHaveValue('Environment')
    await expectNoA11yViolations(page)
  })

  test('the 404 page and the sign-in page in Malay pass axe', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // the browser logs the 404 status itself
    const response = await page.goto('/no-such-page?lng=ms')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Halaman Tidak Ditemui' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Selamat Kembali' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Log Masuk' })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
