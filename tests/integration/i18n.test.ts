import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { User } from '#app/models/user.server.ts'
import { createCpdEntry, createPractitioner, createUser, registration, registrationForm, signIn } from '#tests/factories.ts'
import { cookiesFrom, get, postForm, sendJson } from '#tests/http.ts'
import { waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Bahasa Malaysia beside English (issue 15), over HTTP: which language a request is served in and how
 * the choice is remembered, what a Malay page and a Malay API answer say, and the member's language
 * on the account and in the mails.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

/** The served page's text without its scripts (the page's data holds strings for every state). */
const visible = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
const htmlLang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1]

describe('choosing the language', () => {
  test('?lng=ms shows the page in Malay and remembers it in the lng cookie', async () => {
    const response = await get(server.baseUrl, '/find-practitioner?state=Sabah&lng=ms')
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('lng='))
    expect(cookie).toMatch(/^lng=ms; Path=\/; Max-Age=31536000; SameSite=Lax/)
    const html = await response.text()
    expect(htmlLang(html)).toBe('ms')
    const text = visible(html)
    for (const words of ['Utama', 'Tentang Kami', 'Perubatan Tenaga', 'Cari Pengamal', 'Keahlian', 'Latihan', 'Berita', 'Hubungi', 'Log Masuk', 'Sertai']) {
      expect(text, words).toContain(`>${words}<`)
    }
    expect(text).toContain('Langkau ke kandungan utama')
    expect(text).not.toContain('>Sign In<')

    // The remembered choice, without ?lng: still Malay; ?lng=en switches back and says so in the cookie.
    const again = await get(server.baseUrl, '/about', { cookie: cookiesFrom(response) })
    expect(htmlLang(await again.text())).toBe('ms')
    expect(again.headers.getSetCookie().some((c) => c.startsWith('lng='))).toBe(false)
    const english = await get(server.baseUrl, '/about?lng=en', { cookie: 'lng=ms' })
    expect(htmlLang(await english.text())).toBe('en')
    expect(english.headers.getSetCookie().find((c) => c.startsWith('lng='))).toMatch(/^lng=en;/)
  })

  test('without ?lng: the cookie, then Accept-Language, then English', async () => {
    const lang = async (headers: Record<string, string>) => htmlLang(await (await get(server.baseUrl, '/', { headers })).text())
    expect(await lang({})).toBe('en')
    expect(await lang({ 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' })).toBe('ms')
    expect(await lang({ 'accept-language': 'fr-FR,de;q=0.8' })).toBe('en')
    expect(await lang({ cookie: 'lng=en', 'accept-language': 'ms' })).toBe('en')
    expect(await lang({ cookie: 'lng=ms', 'accept-language': 'en' })).toBe('ms')
  })

  test('the "BM | EN" switch is two plain links to the same page and query', async () => {
    const html = await (await get(server.baseUrl, '/find-practitioner?state=Sabah&specialty=Body', { cookie: 'lng=ms' })).text()
    const nav = /<nav aria-label="Bahasa"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
    expect(nav).toMatch(/<a href="\/find-practitioner\?state=Sabah&amp;specialty=Body&amp;lng=ms"[^>]*aria-current="true"[^>]*>BM/)
    expect(nav).toMatch(/<a href="\/find-practitioner\?state=Sabah&amp;specialty=Body&amp;lng=en"[^>]*>EN/)
  })

  test('every page names its versions in each language (hreflang), and the sitemap lists both', async () => {
    const origin = process.env.PUBLIC_URL ?? 'http://localhost:3999'
    for (const page of ['/', '/login', '/no-such-page']) {
      const html = await (await get(server.baseUrl, page)).text()
      expect(html, page).toContain(`<link rel="alternate" hrefLang="en" href="${origin}${page}?lng=en"/>`)
      expect(html, page).toContain(`<link rel="alternate" hrefLang="ms" href="${origin}${page}?lng=ms"/>`)
      expect(html, page).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}${page}"/>`)
    }
    const sitemap = await (await get(server.baseUrl, '/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${origin}/about</loc>`)
    expect(sitemap).toContain(`<loc>${origin}/about?lng=ms</loc>`)
    expect(sitemap).toContain(`<loc>${origin}/about?lng=en</loc>`)
  })

  test('the 404 page in Malay', async () => {
    const response = await get(server.baseUrl, '/no-such-page?lng=ms')
    expect(response.status).toBe(404)
    const text = visible(await response.text())
    expect(text).toContain('404 Halaman Tidak Ditemui')
    expect(text).toContain('Kembali ke Laman Utama')
  })
})

describe('forms and their messages in Malay', () => {
  test('registration with a bad e-mail: "Alamat e-mel tidak sah", what was typed kept, nothing stored', async () => {
    const fields = registrationForm({ email: 'not-an-email' })
    const response = await postForm(server.baseUrl, '/register?lng=ms', fields)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(htmlLang(html)).toBe('ms')
    const text = visible(html)
    expect(text).toContain('Alamat e-mel tidak sah')
    expect(text).not.toContain('Invalid email address')
    expect(text).toContain(`value="${fields.username}"`)
    expect(text).toContain('value="not-an-email"')
    expect(await User.countDocuments({ username: fields.username })).toBe(0)
  })

  test('forgot-password and reset-password with bad input answer in Malay on the Malay site ("Alamat e-mel tidak sah")', async () => {
    const forgot = await postForm(server.baseUrl, '/forgot-password?lng=ms', { email: 'not-an-email' })
    expect(forgot.status).toBe(400)
    const forgotText = visible(await forgot.text())
    expect(forgotText).toContain('Alamat e-mel tidak sah')
    expect(forgotText).not.toContain('Invalid email address')
    expect(forgotText).toContain('value="not-an-email"')
    // A live link (the form is shown only for one), a password too short.
    const member = await createUser()
    const { debugToken } = await (await sendJson(server.baseUrl, 'POST', '/api/auth/forgot-password', { email: member.email })).json()
    const reset = await postForm(server.baseUrl, `/reset-password?token=${debugToken}&lng=ms`, { token: debugToken, newPassword: 'short', confirmPassword: 'short' })
    expect(reset.status).toBe(400)
    const resetText = visible(await reset.text())
    expect(resetText).toContain('Kata laluan mesti sekurang-kurangnya 8 aksara')
    expect(resetText).not.toContain('Password must be at least')
  })

  test('a registration in Malay stores the member\'s language; one in English stores English', async () => {
    const malay = registrationForm()
    const response = await postForm(server.baseUrl, '/register', malay, { cookie: 'lng=ms' })
    expect(response.status).toBe(302)
    expect((await User.findOne({ email: malay.email }).lean())?.locale).toBe('ms')
    const english = registrationForm()
    await postForm(server.baseUrl, '/register', english)
    expect((await User.findOne({ email: english.email }).lean())?.locale).toBe('en')
  })

  test('the profile form changes the member\'s language (a POST), and the site follows it', async () => {
    const user = await createUser({ firstName: 'Siti' })
    const { cookie } = await signIn(user.id)
    const form = await (await get(server.baseUrl, '/profile', { cookie })).text()
    expect(form).toMatch(/<select[^>]*name="locale"/)
    const response = await postForm(server.baseUrl, '/profile', { firstName: 'Siti', lastName: user.lastName, locale: 'ms' }, { cookie })
    expect(response).toHaveRedirect('/member-dashboard/cpd')
    expect(response.headers.getSetCookie().find((c) => c.startsWith('lng='))).toMatch(/^lng=ms;/)
    expect((await User.findById(user.id).lean())?.locale).toBe('ms')
    // The toast and the dashboard in Malay, dates with Malay month names.
    await createCpdEntry(user.id, { title: 'Frequency Workshop', category: 'Workshop', date: new Date('2026-03-05T00:00:00Z') })
    const dashboard = await get(server.baseUrl, '/member-dashboard/cpd', { cookie: cookiesFrom(response, cookie) })
    const text = visible(await dashboard.text())
    expect(text).toContain('Profil dikemas kini')
    expect(text).toContain('Papan Pemuka Ahli')
    expect(text).toContain('05 Mac 2026')
    expect(text).toContain('>Bengkel<')
  })

  test('the language a GET carries never changes the stored one', async () => {
    const user = await createUser()
    const { cookie } = await signIn(user.id)
    await get(server.baseUrl, '/profile?lng=ms', { cookie })
    expect((await User.findById(user.id).lean())?.locale).toBe('en')
  })
})

describe('more pages in Malay', () => {
  test('the contact form answers in Malay and keeps the message', async () => {
    const response = await postForm(server.baseUrl, '/contact?lng=ms', {
      firstName: 'Rahim',
      lastName: 'Osman',
      email: 'rahim-at-example',
      subject: 'general',
      message: 'Selamat pagi, saya ingin bertanya tentang keahlian.',
    })
    expect(response.status).toBe(400)
    const text = visible(await response.text())
    expect(text).toContain('Alamat e-mel tidak sah')
    expect(text).toContain('Hantar Mesej kepada Kami')
    expect(text).toContain('>Pertanyaan Umum<')
    expect(text).toContain('Selamat pagi, saya ingin bertanya tentang keahlian.')
  })

  test('a practitioner\'s profile: its words and labels in Malay, what the practitioner wrote as written', async () => {
    const listing = await createPractitioner({ specialties: ['Environment', 'Reiki'], experience: 7, description: 'Gentle work.' })
    // Written past the model's functions, as the factories do: the directory is told here.
    await invalidateDirectory()
    const text = visible(await (await get(server.baseUrl, `/practitioner/${listing.id}?lng=ms`)).text())
    expect(text).toContain('Kembali ke Direktori')
    expect(text).toContain('7 tahun')
    expect(text).toContain('Alam Sekitar')
    expect(text).toContain('Reiki')
    expect(text).toContain('Gentle work.')
    const missing = await get(server.baseUrl, '/practitioner/000000000000000000000000?lng=ms')
    expect(missing.status).toBe(404)
    expect(visible(await missing.text())).toContain('Pengamal Tidak Ditemui')
  })

  test('the administration and a member\'s CSV in Malay', async () => {
    const admin = await createUser({ isAdmin: true, locale: 'ms' })
    const { cookie } = await signIn(admin.id)
    const listings = visible(await (await get(server.baseUrl, '/admin?lng=ms', { cookie })).text())
    expect(listings).toContain('Pentadbir - Pengurusan Ahli')
    expect(listings).toContain('Tambah Penyenaraian Direktori')
    const members = visible(await (await get(server.baseUrl, '/admin/members?lng=ms', { cookie })).text())
    expect(members).toContain('Akaun Ahli')
    await createCpdEntry(admin.id, { category: 'Self-Study', status: 'approved' })
    const csv = await (await get(server.baseUrl, '/member-dashboard/cpd.csv', { cookie: `${cookie}; lng=ms` })).text()
    expect(csv.split('\n')[0]).toContain('Tarikh,Tajuk,Penganjur,Kategori,Jam,Status')
    expect(csv).toContain('Pembelajaran Kendiri')
    expect(csv).toContain('Diluluskan')
  })
})

describe('the JSON API', () => {
  test('English by default (the spec\'s words), Malay with Accept-Language: ms; the cookie does not count', async () => {
    const body = { email: 'nope', password: 'x' }
    const english = await sendJson(server.baseUrl, 'POST', '/api/auth/login', body, { cookie: 'lng=ms' })
    expect(english.status).toBe(400)
    expect(await english.json()).toEqual({
      message: 'Invalid email address',
      fieldErrors: { email: ['Invalid email address'], password: ['Password must be at least 6 characters'] },
    })
    const malay = await sendJson(server.baseUrl, 'POST', '/api/auth/login', body, { headers: { 'accept-language': 'ms-MY,ms;q=0.9' } })
    expect(malay.status).toBe(400)
    expect(await malay.json()).toEqual({
      message: 'Alamat e-mel tidak sah',
      fieldErrors: { email: ['Alamat e-mel tidak sah'], password: ['Kata laluan mesti sekurang-kurangnya 6 aksara'] },
    })
  })

  test('a 401 and an unknown endpoint in Malay too', async () => {
    const headers = { 'accept-language': 'ms' }
    const unauthorised = await get(server.baseUrl, '/api/auth/me', { headers })
    expect(unauthorised.status).toBe(401)
    expect(await unauthorised.json()).toEqual({ message: 'Pengesahan diperlukan' })
    const missing = await get(server.baseUrl, '/api/no-such-thing', { headers })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Tiada titik akhir API sedemikian.' })
  })

  test('registration through the API stores the language its client asks in, or the one it names', async () => {
    const asked = registration()
    const response = await sendJson(server.baseUrl, 'POST', '/api/auth/register', asked, { headers: { 'accept-language': 'ms' } })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { user: { locale: string } }).user.locale).toBe('ms')
    const named = registration()
    await sendJson(server.baseUrl, 'POST', '/api/auth/register', { ...named, locale: 'ms' })
    expect((await User.findOne({ email: named.email }).lean())?.locale).toBe('ms')
    const refused = await sendJson(server.baseUrl, 'POST', '/api/auth/register', { ...registration(), locale: 'fr' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.locale).toEqual(['Choose English or Bahasa Malaysia'])
  })

  test('PUT /api/auth/profile changes the language; left out, it stays', async () => {
    const user = await createUser()
    const { token } = await signIn(user.id)
    const put = (body: object) => sendJson(server.baseUrl, 'PUT', '/api/auth/profile', body, { token })
    expect((await put({ firstName: 'Aminah', lastName: 'Tester', locale: 'ms' })).status).toBe(200)
    expect((await User.findById(user.id).lean())?.locale).toBe('ms')
    expect((await put({ firstName: 'Aminah', lastName: 'Tester' })).status).toBe(200)
    expect((await User.findById(user.id).lean())?.locale).toBe('ms')
  })
})

describe('mails in the member\'s language', () => {
  test('a reset asked for from an English page goes to a Malay member in Malay', async () => {
    const user = await createUser({ locale: 'ms', firstName: 'Nurul' })
    const response = await postForm(server.baseUrl, '/forgot-password?lng=en', { email: user.email })
    expect(response.status).toBe(200)
    const mail = await waitForMail(outbox(), { to: user.email, subject: 'Tetapkan semula kata laluan EMPAM anda' })
    expect(mail.text).toContain('Nurul yang dihormati,')
    expect(mail.text).toContain('tamat tempoh dalam masa 1 jam')
    expect(mail.text).toContain('Persatuan Pengamal Perubatan Tenaga Malaysia')
    expect(mail.html).toContain('<html lang="ms">')
  })

  test('and to an English member in English, whatever the page\'s language', async () => {
    const user = await createUser({ firstName: 'Grace' })
    await postForm(server.baseUrl, '/forgot-password?lng=ms', { email: user.email })
    const mail = await waitForMail(outbox(), { to: user.email, subject: 'Reset your EMPAM password' })
    expect(mail.text).toContain('Dear Grace,')
  })
})

test('the browser gets strings, never i18next, react-i18next or a whole catalogue (decision 014)', () => {
  const metafile = JSON.parse(fs.readFileSync(path.resolve('build/remix/metafile.js.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>
  }
  const browserChunks = Object.entries(metafile.outputs).filter(([file]) => file.startsWith('public/build/'))
  expect(browserChunks.length).toBeGreaterThan(10)
  const leaks = browserChunks.flatMap(([file, output]) =>
    Object.keys(output.inputs)
      .filter((input) => /app\/locales\/(en|ms)\/|app\/validation\/messages\.ts|node_modules\/(i18next|react-i18next|remix-i18next)\//.test(input))
      .map((input) => `${file} <- ${input}`),
  )
  expect(leaks).toEqual([])
})
