import { beforeAll, describe, expect, test } from 'vitest'
import { site } from '#app/config/site.ts'
import { contentSets, type ContentSet } from '#app/content/index.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { NewsArticle } from '#app/models/news-article.server.ts'
import { resources } from '#app/locales/resources.server.ts'
import type { Namespace } from '#app/locales/types.ts'
import { adminSession } from '#tests/admin-helpers.ts'
import { createDemoCommittee, createEvent, createGallery, createInternationalPartner, createNewsArticle, createTrainingProgramme } from '#tests/content-factories.ts'
import { createPractitioner } from '#tests/factories.ts'
import { get, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { measurePage } from '#tests/page-weight.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Every public page in Bahasa Malaysia (issue 15): `?lng=ms` (or the `lng` cookie) serves it in Malay,
 * with no sentence of its English left on it; the database's content shows its Malay where written and
 * its English, marked `lang="en"`, where not; the content API and the admin form take the Malay fields.
 * The English pages are public-pages.test.ts's.
 */

const server = useTestServer()

const decode = (html: string) =>
  html.replace(/<!-- -->/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')

/**
 * What a reader meets on a page: its text, and the attributes read out or shown (labels, alternatives,
 * placeholders, the description), not the stored values in `value=` or addresses.
 */
function readableText(html: string) {
  const drawn = withoutScripts(html)
  const attributes = [...drawn.matchAll(/\s(?:aria-label|aria-valuetext|alt|placeholder|title|content)="([^"]*)"/g)].map((m) => m[1]!)
  return decode([drawn.replace(/<[^>]+>/g, '\n'), ...attributes].join('\n'))
}

/** The page as drawn (no scripts: the page's data carries its strings in both their forms of use). */
async function malayPage(path: string, { status = 200, cookie }: { status?: number; cookie?: string } = {}) {
  const url = cookie ? path : `${path}${path.includes('?') ? '&' : '?'}lng=ms`
  const response = await get(server.baseUrl, url, cookie ? { cookie } : {})
  expect(response.status, url).toBe(status)
  const html = await response.text()
  return { html: decode(html), shown: decode(withoutScripts(html)), text: readableText(html) }
}

const h1Of = (html: string) => [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1]

// ---------------------------------------------------------------------------------------------------
// What English a page could show: its namespaces' sentences and its content modules' texts.

/** English and Malay side by side: the English texts whose Malay differs, walked in the same shape. */
function* untranslatedPairs(english: unknown, malay: unknown): Generator<string> {
  if (typeof english === 'string') {
    if (english !== malay) yield english
  } else if (Array.isArray(english)) {
    for (const [i, item] of english.entries()) yield* untranslatedPairs(item, (malay as unknown[] | undefined)?.[i])
  } else if (english && typeof english === 'object') {
    for (const [key, value] of Object.entries(english)) {
      yield* untranslatedPairs(value, (malay as Record<string, unknown> | undefined)?.[key] ?? (malay as Record<string, unknown> | undefined)?.[key.replace(/_one$/, '_other')])
    }
  }
}

/**
 * The stretches of English a reader would notice: each text's fixed words between its placeholders and
 * tags, fifteen characters or more (shorter ones, "Bank: " or "Fee:", may sit inside other words).
 */
function englishStretches(texts: Iterable<string>): string[] {
  const found = new Set<string>()
  for (const text of texts) {
    for (const part of text.split(/\{\{[^}]*\}\}|<\/?\w+>/)) {
      const words = part.trim()
      if (words.length >= 15) found.add(words)
    }
  }
  return [...found]
}

/** English titles the Malay keeps beside its gloss, as their publishers name them. */
const NAMED_IN_ENGLISH = new Set(['Know the Science'])

function englishOf({ namespaces, content }: { namespaces: Namespace[]; content: Array<keyof ContentSet> }) {
  const texts: string[] = []
  for (const ns of namespaces) texts.push(...untranslatedPairs(resources.en[ns], resources.ms[ns]))
  for (const name of content) texts.push(...untranslatedPairs(contentSets.en[name], contentSets.ms[name]))
  return englishStretches(texts).filter((text) => !NAMED_IN_ENGLISH.has(text))
}

/** Words of English that Malay never uses: one outside an element marked lang="en" is a sentence left untranslated. */
const ENGLISH_WORDS = /\b(?:the|and|of|your|our|with|for|you|to|is|are)\b/gi

/** Names that stay English in Malay text: organisations, publishers and laws as they call themselves. */
const ENGLISH_NAMES = [site.name, 'National Center for Complementary and Integrative Health', 'Know the Science']

/** The English words on a page outside the elements marked lang="en", with a little of their context. */
function englishWordsIn(html: string) {
  let text = withoutScripts(html)
  // Innermost first: an element marked lang="en" and everything in it.
  for (let before = ''; before !== text; ) {
    before = text
    text = text.replace(/<(?!html\b)(\w+)\b[^>]*\slang="en"[^>]*>(?:(?!<\1\b)[\s\S])*?<\/\1>/g, '')
  }
  let readable = readableText(text)
  for (const name of ENGLISH_NAMES) readable = readable.replaceAll(name, '')
  // Addresses are not words (issue 36: /check-the-register is the page's own, in og:url).
  readable = readable.replace(/https?:\/\/\S+/g, '')
  return [...readable.matchAll(ENGLISH_WORDS)].map((m) => readable.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\s+/g, ' '))
}

// ---------------------------------------------------------------------------------------------------

let practitionerId = ''
let articleId = ''

beforeAll(async () => {
  // The committee is content in the database (issue 16): the seed's twelve, with their Malay positions.
  await createDemoCommittee()
  // A practitioner who wrote her listing in Malay: what members write is shown as written.
  const practitioner = await createPractitioner({
    name: 'Siti Malay Test',
    title: 'Pengamal Tenaga Bertauliah',
    businessName: 'Amalan Siti',
    state: 'Penang',
    location: 'George Town, Pulau Pinang',
    description: 'Sesi tenaga yang lembut, seiring dengan rawatan perubatan.',
    specialties: ['Soul', 'Air', 'Reiki'],
    rating: 87,
    reviewCount: 12,
    languages: ['Bahasa Malaysia', 'Tamil'],
    modes: ['online'],
    whatsapp: '012-345 6789',
  })
  practitionerId = practitioner.id
  await invalidateDirectory()
  const article = await createNewsArticle({
    title: 'Article with both languages',
    titleMs: 'Artikel dalam dua bahasa',
    excerptMs: 'Ringkasan berita dalam bahasa Melayu.',
    contentMs: 'Perenggan pertama.\n\nPerenggan kedua.',
    categoryMs: 'Pengumuman',
    date: new Date('2026-03-10T09:00:00+08:00'),
  })
  articleId = article.id
  await createEvent({ title: 'Wellness Day', titleMs: 'Hari Kesejahteraan', type: 'Outreach', date: '19 June 2027', dateMs: '19 Jun 2027' })
  await createGallery({ title: 'Launch photographs', images: 36 })
  await createTrainingProgramme({ title: 'Foundations course', titleMs: 'Kursus Asas', level: 'Beginner', duration: '2 days', durationMs: '2 hari' })
  await createInternationalPartner({ name: 'Lion City Guild', status: 'Member Organization', country: 'Singapore' })
})

interface MalayPage {
  path: () => string
  /** Its namespaces and content modules: none of their English may show. */
  namespaces: Namespace[]
  content: Array<keyof ContentSet>
  h1: string
  title: string
  /** Malay the page must show. */
  malay: string[]
}

const PAGES: MalayPage[] = [
  { path: () => '/', namespaces: ['home', 'directory', 'lists'], content: ['home'], h1: 'Persatuan Pengamal Perubatan Tenaga Malaysia', title: 'Persatuan Pengamal Perubatan Tenaga Malaysia', malay: ['Mohon Keahlian', 'Lihat kesemua', 'Semua Lokasi', 'Baca penafian', 'Jadi ahli', 'Berita dan acara', 'Artikel dalam dua bahasa', 'Kenali Jawatankuasa Eksekutif'] },
  { path: () => '/about', namespaces: ['about'], content: ['about', 'pillars', 'exco'], h1: 'Memperjuangkan perubatan tenaga yang selamat dan beretika di Malaysia', title: 'Tentang Kami | EMPAM', malay: ['Visi Kami', 'Tunjang 1', 'Jiwa', 'Jawatankuasa Eksekutif (EXCO)', 'Lihat Butiran', 'Presiden Pengasas'] },
  { path: () => '/energy-medicine', namespaces: ['energy-medicine'], content: ['energyMedicine'], h1: 'Apakah perubatan tenaga?', title: 'Apakah Perubatan Tenaga? | EMPAM', malay: ['Soalan lazim', 'Langkah 1'] },
  { path: () => '/ethics', namespaces: ['ethics'], content: ['ethics'], h1: 'Janji yang dipegang oleh ahli kami', title: 'Kod Etika | EMPAM', malay: ['Enam prinsip etika', 'Prinsip 1', 'Pos: Jawatankuasa Etika, Persatuan Pengamal Perubatan Tenaga Malaysia'] },
  { path: () => '/advocacy', namespaces: ['advocacy'], content: ['advocacy', 'labels'], h1: 'Bersuara untuk kesejahteraan yang selamat, jujur dan mudah dicapai', title: 'Advokasi | EMPAM', malay: ['Cadangan dasar', 'Sedang berjalan', 'Dikemukakan kepada:'] },
  { path: () => '/disclaimer', namespaces: ['disclaimer'], content: ['disclaimer'], h1: 'Penafian', title: 'Penafian | EMPAM', malay: ['Bukan nasihat perubatan', 'href="/contact?subject=complaint#contact-form">hubungi kami</a>'] },
  { path: () => '/donate?amount=150', namespaces: ['donate'], content: ['donate'], h1: 'Sokong Misi Kami', title: 'Sokong Misi Kami | EMPAM', malay: ['Cara Menderma', 'Anda telah memilih RM 150', 'Jadi Rakan Platinum', 'aria-valuetext="50% dibiayai"', 'message=Saya+ingin+menyokong+program+Biasiswa+Pelajar.'] },
  { path: () => '/membership', namespaces: ['membership'], content: ['membership'], h1: 'Sertai komuniti profesional yang mengutamakan keselamatan dan etika', title: 'Keahlian | EMPAM', malay: ['Jenis keahlian dan yuran', 'RM 300 setahun', 'Paling popular'] },
  { path: () => '/resources', namespaces: ['resources'], content: ['resources'], h1: 'Sumber untuk orang ramai dan pengamal', title: 'Sumber | EMPAM', malay: ['Rujukan undang-undang', 'Kertas penyelidikan'] },
  { path: () => '/collaborations', namespaces: ['collaborations'], content: ['collaborations'], h1: 'Bekerjasama demi kesejahteraan holistik yang selamat', title: 'Kerjasama & Perkongsian | EMPAM', malay: ['Jalin kerjasama dengan kami', '>Organisasi Ahli<', ' · Singapura'] },
  { path: () => '/events', namespaces: ['events'], content: [], h1: 'Bengkel, ceramah dan latihan', title: 'Acara | EMPAM', malay: ['Acara akan datang', 'Program latihan dan CPD'] },
  { path: () => '/training', namespaces: ['training'], content: ['training', 'labels'], h1: 'Belajar, berkembang dan pastikan amalan anda selamat', title: 'Latihan & CPD | EMPAM', malay: ['Penyedia latihan yang diluluskan', 'Kursus Asas', 'Permulaan', '2 hari'] },
  { path: () => '/news', namespaces: ['news', 'public'], content: [], h1: 'Berita dan acara', title: 'Berita & Acara | EMPAM', malay: ['Galeri foto', '36 foto', 'Artikel dalam dua bahasa', '10 Mac 2026', '>Jangkauan Komuniti<', 'Hari Kesejahteraan', 'Langgan buletin kami'] },
  { path: () => `/news/${articleId}`, namespaces: ['news'], content: [], h1: 'Artikel dalam dua bahasa', title: 'Artikel dalam dua bahasa | EMPAM', malay: ['Kembali ke Berita & Acara', '<p>Perenggan pertama.</p>', 'Oleh EMPAM Secretariat'] },
  { path: () => '/contact', namespaces: ['contact', 'public'], content: ['contact'], h1: 'Hubungi kami', title: 'Hubungi Kami | EMPAM', malay: ['Hantar Mesej kepada Kami', 'Alamat berdaftar', 'Isnin – Jumaat', 'Pertanyaan Umum', 'Nama Pertama'] },
  { path: () => '/find-practitioner', namespaces: ['directory', 'lists'], content: [], h1: 'Cari Pengamal', title: 'Cari Pengamal | EMPAM', malay: ['pengamal ditemui', 'Tip memilih pengamal', 'Pulau Pinang', 'Semua Kepakaran Tunjang', 'Disenaraikan sendiri', 'Bahasa Tamil', 'Dalam talian', 'Semua bahasa', 'Sebelum anda memilih', '+1 lagi'] },
  // Issue 36: the public register, with a search that finds no one.
  { path: () => '/check-the-register?q=zzzzqq', namespaces: ['register'], content: [], h1: 'Semak daftar', title: 'Semak daftar | EMPAM', malay: ['Daftar awam', 'Nama atau ID keahlian', 'Tiada sesiapa dalam daftar yang sepadan', 'Apa yang dinyatakan oleh daftar', 'Dibuang daripada daftar'] },
  { path: () => `/practitioner/${practitionerId}`, namespaces: ['directory', 'lists'], content: [], h1: 'Siti Malay Test', title: 'Siti Malay Test | EMPAM', malay: ['Kembali ke Direktori', 'Kepakaran Tunjang', '>Jiwa<', 'Disenaraikan sendiri', 'Berbual di WhatsApp', 'Sebelum anda memilih'] },
]

describe.each(PAGES)('$path in Malay', (page) => {
  test('is served in Malay, with its own Malay title and heading, and none of its English', async () => {
    const { html, shown, text } = await malayPage(page.path())
    expect(html).toContain('<html lang="ms"')
    expect(h1Of(html)).toEqual([page.h1])
    expect(titleOf(html)).toBe(page.title)
    expect(html).toContain('<meta property="og:locale" content="ms_MY"/>')
    for (const malay of page.malay) expect(shown.includes(malay), `${page.path()} shows ${JSON.stringify(malay)}`).toBe(true)
    // The association's English name stands beside its Malay one in the header and footer, marked lang="en".
    const withoutEnglishName = text.replaceAll(site.name, '')
    const leftovers = englishOf(page).filter((english) => withoutEnglishName.includes(english))
    expect(leftovers, `${page.path()}: English left on the Malay page`).toEqual([])
    expect(englishWordsIn(html), `${page.path()}: English words outside a lang="en" element`).toEqual([])
  })
})

test('the English the checks look for is really there on the English pages (the checks can fail)', async () => {
  const response = await get(server.baseUrl, '/about')
  const shown = readableText(await response.text())
  const english = englishOf({ namespaces: ['about'], content: ['about'] })
  expect(english.length).toBeGreaterThan(10)
  expect(english.filter((text) => !shown.includes(text))).toEqual([])
  expect((await malayPage('/news')).html).toContain('lang="en"')
  expect(englishWordsIn(decode(await (await get(server.baseUrl, '/about')).text())).length).toBeGreaterThan(20)
})

test('the lng cookie alone serves Malay, and ?lng=en brings the English back', async () => {
  const { html } = await malayPage('/about', { cookie: 'lng=ms' })
  expect(h1Of(html)).toEqual(['Memperjuangkan perubatan tenaga yang selamat dan beretika di Malaysia'])
  const english = await get(server.baseUrl, '/about?lng=en', { cookie: 'lng=ms' })
  expect(h1Of(await english.text())).toEqual(['Championing safe, ethical energy medicine in Malaysia'])
})

describe('content from the database', () => {
  test('an article with titleMs shows its Malay; one without shows its English, marked lang="en"', async () => {
    const english = await createNewsArticle({ title: 'An article in English only', excerpt: 'Only an English summary here.' })
    const { shown } = await malayPage('/news')
    expect(shown).toMatch(/<h3 class="[^"]*">Artikel dalam dua bahasa<\/h3>/)
    expect(shown).toMatch(/<p class="[^"]*">Ringkasan berita dalam bahasa Melayu\.<\/p>/)
    expect(shown).toMatch(/<h3 lang="en" class="[^"]*">An article in English only<\/h3>/)
    expect(shown).toMatch(/<p lang="en" class="[^"]*">Only an English summary here\.<\/p>/)

    const article = await malayPage(`/news/${english.id}`)
    expect(article.shown).toMatch(/<h1 lang="en" class="[^"]*">An article in English only<\/h1>/)
    expect(article.shown).toMatch(/<div lang="en" class="prose-page[^"]*"><p>The first paragraph of the article\.<\/p>/)
    expect(article.shown).toContain('Kembali ke Berita & Acara')

    // The English page shows the English, unmarked, whatever Malay is stored.
    const englishPage = decode(await (await get(server.baseUrl, `/news/${articleId}`)).text())
    expect(h1Of(englishPage)).toEqual(['Article with both languages'])
    expect(englishPage).not.toMatch(/<h1 lang=|<div lang="[a-z]+" class="prose-page/)
  })

  test('a missing article is a 404 in Malay', async () => {
    const { html } = await malayPage('/news/0123456789abcdef01234567', { status: 404 })
    expect(h1Of(html)).toEqual(['Artikel tidak ditemui'])
    expect(titleOf(html)).toBe('Artikel tidak ditemui | EMPAM')
    const profile = await malayPage('/practitioner/0123456789abcdef01234567', { status: 404 })
    expect(h1Of(profile.html)).toEqual(['Pengamal Tidak Ditemui'])
  })

  test('the API takes and gives the Malay fields; too long a Malay title is refused like the English one', async () => {
    const { cookie } = await adminSession()
    const body = {
      title: 'Open day',
      titleMs: 'Hari terbuka',
      excerpt: 'Come and visit.',
      excerptMs: 'Datanglah berkunjung.',
      contentMs: 'Kandungan penuh.',
      categoryMs: 'Acara',
      date: '2026-08-09',
      author: 'EMPAM Secretariat',
      category: 'Events',
    }
    const created = await sendJson(server.baseUrl, 'POST', '/api/news', body, { cookie })
    expect(created.status).toBe(201)
    const item = (await created.json()) as Record<string, unknown>
    expect(item).toMatchObject({ titleMs: 'Hari terbuka', excerptMs: 'Datanglah berkunjung.', contentMs: 'Kandungan penuh.', categoryMs: 'Acara' })
    expect(await NewsArticle.findById(item.id).lean()).toMatchObject({ titleMs: 'Hari terbuka', categoryMs: 'Acara' })
    const fetched = (await (await get(server.baseUrl, `/api/news/${String(item.id)}`)).json()) as Record<string, unknown>
    expect(fetched).toMatchObject({ title: 'Open day', titleMs: 'Hari terbuka', excerptMs: 'Datanglah berkunjung.' })

    const tooLong = await sendJson(server.baseUrl, 'PUT', `/api/news/${String(item.id)}`, { ...body, titleMs: 'x'.repeat(201) }, { cookie })
    expect(tooLong.status).toBe(400)
    expect(((await tooLong.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      titleMs: ['Please keep this under 200 characters'],
    })
    expect(await NewsArticle.findById(item.id).lean()).toMatchObject({ titleMs: 'Hari terbuka' })

    const events = await sendJson(server.baseUrl, 'POST', '/api/events', { title: 'Talk', titleMs: 'Ceramah', dateMs: '3 Ogos 2027', date: '3 August 2027', location: 'Tuaran', type: 'Outreach' }, { cookie })
    expect(await events.json()).toMatchObject({ titleMs: 'Ceramah', dateMs: '3 Ogos 2027', descriptionMs: '' })
  })

  test('the admin form saves the Malay fields, and its edit page shows them in inputs marked lang="ms"', async () => {
    const { cookie } = await adminSession()
    const title = `Programme ${Math.random().toString(36).slice(2, 8)}`
    const response = await postForm(
      server.baseUrl,
      '/admin-content/training/new',
      { title, titleMs: 'Program Ujian', description: 'A course.', descriptionMs: 'Sebuah kursus.', duration: '3 days', durationMs: '3 hari', level: 'Advanced', provider: 'EMPAM Academy', cost: 'Free for members', costMs: 'Percuma untuk ahli', isActive: 'on' },
      { cookie },
    )
    expect(response.status).toBe(302)
    const { TrainingProgramme } = await import('#app/models/training-programme.server.ts')
    const stored = await TrainingProgramme.findOne({ title }).lean()
    expect(stored).toMatchObject({ titleMs: 'Program Ujian', descriptionMs: 'Sebuah kursus.', durationMs: '3 hari', costMs: 'Percuma untuk ahli' })

    const edit = decode(await (await get(server.baseUrl, `/admin-content/training/${String(stored!._id)}/edit`, { cookie })).text())
    expect(edit).toMatch(/<input[^>]*name="titleMs"[^>]*lang="ms"[^>]*value="Program Ujian"|<input[^>]*lang="ms"[^>]*name="titleMs"[^>]*value="Program Ujian"/)
    expect(edit).toMatch(/<textarea[^>]*name="descriptionMs"[^>]*>Sebuah kursus\.<\/textarea>/)

    const { shown } = await malayPage('/training')
    expect(shown).toContain('Program Ujian')
    expect(shown).toContain('Percuma untuk ahli')
    expect(shown).toContain('>Lanjutan<')
  })
})

describe('what the Malay pages work out', () => {
  test('a training event’s registration link starts the contact form’s message in Malay', async () => {
    const { shown } = await malayPage('/contact?subject=training&event=Bengkel+Pernafasan')
    expect(shown).toContain('<option value="training" selected="">Latihan & CPD</option>')
    expect(shown).toContain('Saya ingin mendaftar untuk Bengkel Pernafasan.</textarea>')
  })

  test('a donation amount that cannot be read is explained in Malay', async () => {
    const { shown } = await malayPage('/donate?amount=abc')
    expect(shown).toContain('Sila masukkan jumlah ringgit dalam nombor bulat yang melebihi sifar')
    expect(shown).toContain('Kami tidak dapat membaca jumlah tersebut.')
    expect(shown).not.toContain('Anda telah memilih')
  })

  test('the resources search finds Malay words and counts in Malay', async () => {
    const { shown } = await malayPage('/resources?q=perlindungan+data')
    expect(shown).toContain('1 sumber ditemui untuk “perlindungan data”.')
    expect(shown).toContain('Akta Perlindungan Data Peribadi 2010 (Akta 709)')
    expect((await malayPage('/resources?q=zzzz')).shown).toContain('Tiada sumber yang sepadan dengan carian anda.')
  })

  test('the directory filters by the stored value and shows the label; an empty result says so in Malay', async () => {
    const { shown } = await malayPage('/find-practitioner?state=Penang')
    expect(shown).toContain('<option value="Penang" selected="">Pulau Pinang</option>')
    expect(shown).toContain('Siti Malay Test')
    const none = await malayPage('/find-practitioner?search=nobody-at-all')
    expect(none.shown).toContain('0 pengamal ditemui')
    expect(none.shown).toContain('Tiada pengamal ditemui')
    expect(none.shown).toContain('Kosongkan semua penapis')
  })
})

test('a Malay page loads the same JavaScript as its English one, and stays under 100 KB of HTML', async () => {
  for (const { path } of PAGES) {
    const address = path()
    const english = await measurePage(server.baseUrl, address)
    const malay = await measurePage(server.baseUrl, `${address}${address.includes('?') ? '&' : '?'}lng=ms`)
    // The words travel in the page's data, not in its scripts: both languages load the same files.
    expect(malay.javaScriptKb, `${address} JavaScript (KB, gzipped)`).toBeCloseTo(english.javaScriptKb, 5)
    expect(malay.javaScriptKb, `${address} JavaScript (KB, gzipped)`).toBeLessThanOrEqual(100)
    expect(malay.htmlBytes, `${address} HTML`).toBeLessThan(100 * 1024)
  }
})
