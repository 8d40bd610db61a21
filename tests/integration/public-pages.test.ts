import { beforeAll, describe, expect, test } from 'vitest'
import { now } from '#app/domain/clock.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { createPractitioner, createUser, signIn } from '#tests/factories.ts'
import {
  createEvent,
  createGallery,
  createInternationalPartner,
  createLocalPartner,
  createNewsArticle,
  createTrainingProgramme,
} from '#tests/content-factories.ts'
import { get, postForm, withoutScripts } from '#tests/http.ts'
import { createDemoCommittee } from '#tests/content-factories.ts'
import { browserPackages, measurePage } from '#tests/page-weight.ts'
import { readable } from '#tests/admin-helpers.ts'
import { allowConsoleError } from '#tests/setup/fail-on-console-error.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
// The committee is content in the database (issue 16): the seed's twelve.
beforeAll(() => createDemoCommittee())
const PUBLIC_URL = 'http://localhost:3999'

/** The page's HTML with React's escapes undone, so assertions read like what a visitor sees. */
async function page(path: string, status = 200) {
  const response = await get(server.baseUrl, path)
  expect(response.status, path).toBe(status)
  expect(response.headers.get('content-type')).toContain('text/html')
  return (await response.text()).replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')
}

const h1Of = (html: string) => [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))

const pages = [
  { path: '/', h1: 'Energy Medicine Practitioners Association of Malaysia', title: 'Energy Medicine Practitioners Association of Malaysia', texts: ['12+ Members', '>Persatuan Pengamal Perubatan Tenaga Malaysia</p>', 'Find a Practitioner', 'Apply for Membership', 'Read the disclaimer', 'Become a member', 'Membership types and fees', 'Contact us', 'Send us a message', 'Meet the Executive Committee'] },
  { path: '/about', h1: 'Championing safe, ethical energy medicine in Malaysia', title: 'About Us | EMPAM', texts: ['Our Vision', 'Our Mission', 'Our History', 'Trusted Standards', '10 Pillars Framework', 'Continuous Excellence', 'Why Energy Medicine in Malaysia?', 'Healthcare Integration', 'Alignment with National Goals', 'Executive Committee (EXCO)', 'View Details', 'Growing Leadership'] },
  { path: '/energy-medicine', h1: 'What is energy medicine?', title: 'What Is Energy Medicine? | EMPAM', texts: ['Our approach', 'Cultural relevance in Malaysia', 'How it works', 'Research and evidence', 'Frequently asked questions', 'Is energy medicine a replacement for seeing a doctor?', 'href="/find-practitioner"', 'href="/resources"', 'href="/membership"'] },
  { path: '/membership', h1: 'Join a professional community that puts safety and ethics first', title: 'Membership | EMPAM', texts: ['Practicing Ordinary', 'Non-Practicing Ordinary', 'Graduate', 'Associate', 'Affiliate', 'Foreign', 'Corporate', 'Fellow', 'Honorary Fellow', 'Student', 'Most popular', 'RM 300 a year', 'RM 1,000 a year', 'RM 400 a year', 'Not applicable', 'Why join?', 'How to apply', 'Apply for Membership', 'Member Login'] },
  { path: '/ethics', h1: 'The promises our members make', title: 'Code of Ethics | EMPAM', texts: ['Six ethical principles', 'Professional standards', 'At least 200 hours of formal training', 'At least 20 hours of continuing professional development', 'first aid and CPR', 'liability insurance', 'within 30 days', 'within 60 days', 'ethics@empam.org.my'] },
  // Issue 33: the events' own index.
  { path: '/events', h1: 'Workshops, talks and training', title: 'Events | EMPAM', texts: ['Upcoming events', 'Training programmes and CPD'] },
  { path: '/training', h1: 'Learn, grow and keep your practice safe', title: 'Training & CPD | EMPAM', texts: ['Training programmes', 'Upcoming events', 'Continuing professional development', 'Approved training providers', 'Apply to Become Provider'] },
  { path: '/news', h1: 'News and events', title: 'News & Events | EMPAM', texts: ['Latest articles', 'Upcoming events', 'Photo galleries', 'Subscribe to our newsletter', 'type="email"', 'Subscribe'] },
  { path: '/resources', h1: 'Resources for the public and practitioners', title: 'Resources | EMPAM', texts: ['Search resources', 'Research papers', 'Legal references', 'Traditional and Complementary Medicine Act 2016 (Act 775)', 'Personal Data Protection Act 2010 (Act 709)', 'Public education', 'target="_blank"', 'Member resources'] },
  { path: '/collaborations', h1: 'Working together for safe, wholistic wellness', title: 'Collaborations & Partnerships | EMPAM', texts: ['Local partners', 'International partners', 'MOUs and recognition', 'Global networks', 'Partner with us', 'partnerships@empam.org.my'] },
  { path: '/advocacy', h1: 'Speaking up for safe, honest, accessible wellness', title: 'Advocacy | EMPAM', texts: ['Campaigns', 'School and community outreach', 'Mental health integration', 'Policy recommendations', 'Submitted to:', 'Get involved'] },
  { path: '/donate', h1: 'Support Our Mission', title: 'Support Our Mission | EMPAM', texts: ['Donate RM 50', 'Donate RM 150', 'Donate RM 300', 'Donate RM 500', 'Donate RM 1,000', 'Enter amount', 'Donate Custom Amount', 'Student Scholarships', 'Community Research', 'Public Awareness', 'Professional Development', 'role="progressbar"', 'Become a Platinum Partner', 'Most Impactful', 'How to Donate', 'Bank transfer', 'Transparency & Benefits', 'Make a Donation', 'Contact Us'] },
  { path: '/contact', h1: 'Contact us', title: 'Contact Us | EMPAM', texts: ['Registered address', 'Penampang', 'membership@empam.org.my', 'training@empam.org.my', 'WhatsApp', 'Monday – Friday', '9:00 AM – 5:00 PM', 'Sunday & public holidays', 'Send Us a Message', 'Phone Number', 'newsletter', 'Get Directions', 'WhatsApp Us', 'Call Now', 'Department contacts'] },
  { path: '/disclaimer', h1: 'Disclaimer', title: 'Disclaimer | EMPAM', texts: ['self-registered', 'does not verify, certify, accredit or endorse', 'does not imply membership', 'confirms membership status only', 'at your own risk', 'not a medical service', 'Personal Data Protection Act 2010'] },
] as const

describe.each(pages)('$path', ({ path, h1, title, texts }) => {
  test('answers 200 with its content, one h1 and its own title, description, canonical URL and Open Graph tags', async () => {
    const html = await page(path)
    expect(h1Of(html)).toEqual([h1])
    for (const text of texts) expect(html, text).toContain(text)
    expect(html).toContain(`<title>${title}</title>`)
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}"/>`)
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${path}"/>`)
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`)
    expect(html).toContain('id="main"')
    expect(html).toContain('Skip to main content')
  })
})

/** The part of a page from an element's id to the end of that section. */
function sectionOf(html: string, id: string) {
  const start = html.indexOf(`<section id="${id}"`)
  expect(start, `section #${id}`).toBeGreaterThan(-1)
  return html.slice(start, html.indexOf('</section>', start))
}

describe('the home page (issue 17: at most five phone screens)', () => {
  test('the hero shows the photo at once, sized, in WebP and JPEG widths, and leads to the directory and the application', async () => {
    const html = await page('/')
    const hero = html.slice(html.indexOf('<section aria-labelledby="hero-heading"'), html.indexOf('<section id="directory"'))
    expect(hero).toContain('<source type="image/webp" srcSet="/images/home/community-480.webp 480w, /images/home/community-960.webp 960w"')
    expect(hero).toMatch(/<img src="\/images\/home\/community-480\.jpg" srcSet="\/images\/home\/community-480\.jpg 480w, \/images\/home\/community-960\.jpg 960w" sizes="[^"]+" width="960" height="540" alt="Members of the association gathered together" loading="eager"/)
    expect(hero).toContain('<p lang="ms" class="mt-2 text-base font-medium text-brand-800 sm:text-lg">Persatuan Pengamal Perubatan Tenaga Malaysia</p>')
    expect(hero).toMatch(/<a [^>]*href="\/find-practitioner"[^>]*>Find a Practitioner<\/a>/)
    expect(hero).toMatch(/<a [^>]*href="\/register"[^>]*>Apply for Membership<\/a>/)
    // Nothing on the page waits to be scrolled to.
    expect(html).not.toContain('loading="lazy"')
    for (const file of ['community-480.webp', 'community-960.webp', 'community-480.jpg', 'community-960.jpg']) {
      const image = await get(server.baseUrl, `/images/home/${file}`)
      expect(image.status, file).toBe(200)
      expect((await image.arrayBuffer()).byteLength, file).toBeLessThan(40 * 1024)
    }
  })

  test('the directory part: a search by name and location that opens /find-practitioner, three practitioners a line each, and the disclaimer in a sentence', async () => {
    for (const name of ['Aaron Home One', 'Aaron Home Two', 'Aaron Home Three', 'Aaron Home Four']) {
      await createPractitioner({ name, title: 'Reiki Practitioner', location: 'Kota Kinabalu' })
    }
    await invalidateDirectory()
    const directory = sectionOf(await page('/'), 'directory')
    const form = /<form[^>]*>.*?<\/form>/s.exec(directory)?.[0] ?? ''
    expect(form).toMatch(/^<form method="get" action="\/find-practitioner" role="search" aria-label="Search the practitioner directory"/)
    expect([...form.matchAll(/name="([^"]+)"/g)].map((m) => m[1])).toEqual(['search', 'state'])
    const rows = [...directory.matchAll(/<a [^>]*href="\/practitioner\/([0-9a-f]{24})"[^>]*>(.*?)<\/a>/gs)]
    expect(rows).toHaveLength(3)
    expect(rows[0]![2]).toMatch(/<span[^>]*>Aaron Home Four<\/span><span[^>]*>Reiki Practitioner · Kota Kinabalu<\/span>/)
    expect(directory).toMatch(/<a [^>]*href="\/find-practitioner"[^>]*>Browse all \d+ practitioners<\/a>/)
    expect(directory).toMatch(/register themselves: EMPAM does not verify or endorse them.*<a [^>]*href="\/disclaimer"[^>]*>Read the disclaimer<\/a>/s)
  })

  test('news: the next events first, then the newest articles, three lines in all, each a link with its date', async () => {
    const day = 24 * 60 * 60 * 1000
    const event = await createEvent({
      title: 'Home page workshop',
      // Tomorrow: sooner than any other upcoming event a test of this file adds, so it has a line.
      startsAt: new Date(now().getTime() + day),
      endsAt: new Date(now().getTime() + day + 3 * 60 * 60 * 1000),
      cpdHours: 3,
      category: 'Workshop',
      capacity: 10,
    })
    const [older, , newest] = await Promise.all(
      [1, 2, 3].map((n) => createNewsArticle({ title: `Home page news ${n}`, date: new Date(now().getTime() + n * day) })),
    )
    const news = sectionOf(await page('/'), 'news')
    const links = [...news.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map((m) => [m[1], m[2]!.replace(/<[^>]+>/g, '')])
    // Another test of this file may have added an upcoming event too (the tests run shuffled, one database):
    // read the order, not a fixed list. Three lines and the link to all news; events before articles.
    const hrefs = links.map(([href]) => href)
    expect(hrefs).toHaveLength(4)
    expect(hrefs[3]).toBe('/news')
    const lines = hrefs.slice(0, 3)
    const lastEvent = lines.findLastIndex((href) => href!.startsWith('/events/'))
    const firstArticle = lines.findIndex((href) => href!.startsWith('/news/'))
    expect(lastEvent).toBeGreaterThanOrEqual(0)
    expect(firstArticle).toBeGreaterThan(lastEvent)
    expect(lines).toContain(`/events/${event.id}`)
    expect(lines[firstArticle]).toBe(`/news/${newest!.id}`)
    const eventLine = links[lines.indexOf(`/events/${event.id}`)]!
    expect(eventLine[1]).toMatch(/^Event · \d{2} \w{3} \d{4}, .*Home page workshop$/)
    expect(links[firstArticle]![1]).toMatch(/^News · \d{2} \w{3} \d{4}Home page news 3$/)
    expect(news).not.toContain(older!.title)
    expect(news).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T/)
  })

  test('the committee and the contact form have their own pages: the home page links to them, and POST / is no longer taken', async () => {
    const html = await page('/')
    expect(html).not.toContain('id="exco"')
    expect(html).not.toContain('id="committee"')
    expect(html).not.toMatch(/<form[^>]*method="post"[^>]*action="\/\?index"/)
    expect(html).not.toContain('<textarea')
    const contact = sectionOf(html, 'contact')
    expect(contact).toMatch(/<a [^>]*href="\/contact#contact-form"[^>]*>Send us a message<\/a>/)
    expect(contact).toMatch(/<a [^>]*href="\/about#committee"[^>]*>Meet the Executive Committee<\/a>/)
    const membership = sectionOf(html, 'membership')
    expect(membership).toMatch(/<a [^>]*href="\/register"[^>]*>Apply for Membership<\/a>/)
    expect(membership).toMatch(/<a [^>]*href="\/membership"[^>]*>Membership types and fees<\/a>/)
    expect(membership.match(/<li /g)).toHaveLength(3)
    allowConsoleError() // Remix logs the 405 it answers
    expect((await postForm(server.baseUrl, '/?index', { firstName: 'Aminah', message: 'From an old cached home page' })).status).toBe(405)
  })
})

describe('the about page', () => {
  test('the Executive Committee (/about#committee) holds twelve committee cards with every position, inside a <details> toggle', async () => {
    const html = await page('/about')
    const committee = sectionOf(html, 'committee')
    expect(committee).toContain('<h2 id="committee-heading"')
    const details = /<details[^>]*>.*?<\/details>/s.exec(committee)?.[0] ?? ''
    expect(details).toContain('View Details')
    expect(details).toContain('Hide Details')
    expect(details.match(/<li /g)).toHaveLength(12)
    for (const position of [
      'Founding President',
      'Honorary Fellow Advisor',
      'Deputy President',
      'Honorary Secretary',
      'Assistant Secretary',
      'Treasurer',
      'Membership Director',
      'Marketing & Creative Director',
      'Admin',
    ]) {
      expect(details).toContain(`>${position}</p>`)
    }
    expect(details.match(/>Deputy Membership Director<\/p>/g)).toHaveLength(2)
  })
})

describe('pages with content from the database', () => {
  test('/news shows featured news, latest articles, events and galleries, with links to each article', async () => {
    const featured = await createNewsArticle({ featured: true, title: 'Featured: the 10 Pillars framework' })
    const latest = await createNewsArticle({ title: 'A reminder to log CPD' })
    const hidden = await createNewsArticle({ title: 'An unpublished draft', isActive: false })
    const event = await createEvent({ title: 'Community Wellness Day', type: 'Outreach' })
    const gallery = await createGallery({ title: 'Launch day photographs', images: 36 })
    const html = await page('/news')
    expect(html).toContain('Featured news')
    expect(html).toContain(featured.title)
    expect(html).toContain(`href="/news/${featured.id}"`)
    expect(html).toContain('Read Full Article')
    expect(html).toContain(latest.title)
    expect(html).toContain(`href="/news/${latest.id}"`)
    expect(html).not.toContain(hidden.title)
    expect(html).toContain(event.title)
    expect(html).toMatch(/bg-amber-100 text-amber-900[^>]*>Outreach</)
    expect(html).toContain(gallery.title)
    expect(html).toContain('36 photos')
  })

  test('/news/{id} shows the whole article; a missing, unpublished or malformed id is a 404', async () => {
    const article = await createNewsArticle({
      title: 'Working towards recognised standards',
      content: 'First paragraph.\n\nSecond paragraph.',
    })
    const html = await page(`/news/${article.id}`)
    expect(h1Of(html)).toEqual([article.title])
    expect(html).toContain('<p>First paragraph.</p>')
    expect(html).toContain('<p>Second paragraph.</p>')
    expect(html).toContain('By EMPAM Secretariat')
    expect(html).toContain('<meta property="og:type" content="article"/>')
    expect(html).toContain(`<title>${article.title} | EMPAM</title>`)

    const unpublished = await createNewsArticle({ isActive: false })
    for (const id of ['0123456789abcdef01234567', unpublished.id, 'not-an-id']) {
      const missing = await page(`/news/${id}`, 404)
      expect(h1Of(missing)).toEqual(['Article not found'])
      expect(missing).toContain('<title>Article not found | EMPAM</title>')
      expect(missing).toContain('Back to News & Events')
    }
  })

  test('/training lists the active programmes with a way to ask about each', async () => {
    const programme = await createTrainingProgramme({ title: 'Foundations of Energy Medicine', cost: 'RM 1,200' })
    const hidden = await createTrainingProgramme({ title: 'A withdrawn course', isActive: false })
    const html = await page('/training')
    expect(html).toContain(programme.title)
    expect(html).toContain('RM 1,200')
    expect(html).not.toContain(hidden.title)
    // The button opens the contact form about the programme: it says so (issue 17).
    expect(html).toMatch(/href="\/contact\?[^"]*"[^>]*>Enquire<span class="sr-only"[^>]*> about Foundations of Energy Medicine/)
    expect(html).not.toContain('Learn More')
  })

  test('/training lists dated events to come in date order with their page, CPD hours and fees, past ones apart (issue 20)', async () => {
    const inDays = (days: number, hour = 1) => new Date(now().getTime() + days * 24 * 60 * 60 * 1000 + hour * 60 * 60 * 1000)
    const later = await createEvent({ title: 'A later workshop', startsAt: inDays(40), endsAt: inDays(40, 4), capacity: 10, cpdHours: 4, priceMember: 120, priceNonMember: 150 })
    const sooner = await createEvent({ title: 'A sooner webinar', startsAt: inDays(20), endsAt: inDays(20, 3), capacity: 10, cpdHours: 18, category: 'Webinar' })
    const past = await createEvent({ title: 'A past conference', startsAt: inDays(-20), endsAt: inDays(-20, 5), capacity: 10, cpdHours: 6 })
    const text = readable(await page('/training'))
    for (const event of [later, sooner]) expect(text).toContain(`href="/events/${event.id}"`)
    expect(text.indexOf(sooner.title)).toBeLessThan(text.indexOf(later.title))
    expect(text).toContain('Members RM 120; Non-members RM 150')
    expect(text).toContain('18 CPD hours')
    expect(text.indexOf('Past events')).toBeLessThan(text.indexOf(past.title))
    expect(text.indexOf(later.title)).toBeLessThan(text.indexOf('Past events'))
  })

  test('/collaborations shows the partners with the status styles of the spec', async () => {
    await createLocalPartner({ name: 'Sabah Community Wellbeing Network', status: 'MOU Signed' })
    await createLocalPartner({ name: 'A partner in talks', status: 'In Discussion' })
    await createInternationalPartner({ name: 'Lion City Guild', status: 'Member Organization', country: 'Singapore' })
    await createInternationalPartner({ name: 'A hidden partner', isActive: false })
    const html = await page('/collaborations')
    expect(html).toContain('Sabah Community Wellbeing Network')
    expect(html).toMatch(/bg-sky-100 text-sky-900[^>]*>MOU Signed</)
    expect(html).toMatch(/bg-slate-100 text-slate-800 ring-1 ring-slate-300[^>]*>In Discussion</)
    expect(html).toContain('Lion City Guild')
    expect(html).toContain('Professional Association · Singapore')
    expect(html).toMatch(/bg-brand-100 text-brand-900[^>]*>Member Organization</)
    expect(html).not.toContain('A hidden partner')
  })
})

describe('buttons that lead somewhere', () => {
  test('donation amounts go to the pledge form with the amount filled in; How to Donate names it, with no DuitNow QR until one is uploaded (issues 18, 34)', async () => {
    const html = await page('/donate')
    expect(html).toContain('href="/donate?amount=150#pledge"')
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/donate#pledge"/)
    expect(withoutScripts(html)).not.toContain('You have chosen')
    expect(html).not.toContain('/duitnow-qr.')

    const chosen = await page('/donate?amount=150')
    expect(chosen).toMatch(/<input[^>]*id="pledge-amount"[^>]*value="150"/)
    expect(chosen).toContain('You have chosen RM 150')
    expect(chosen).toContain(`Email for a payment link for RM 150`)
    expect(await page('/donate?amount=2500')).toContain('You have chosen RM 2,500')
  })

  test('an amount that is not a positive whole number of ringgit gets a clear message', async () => {
    for (const amount of ['abc', '0', '-20', '12.50']) {
      const html = await page(`/donate?amount=${encodeURIComponent(amount)}`)
      expect(withoutScripts(html)).not.toContain('You have chosen')
      expect(html).toContain('Please enter a whole number of ringgit greater than zero')
      expect(html).toContain('aria-invalid="true"')
    }
  })

  test('sponsor and programme buttons open the contact form with a subject and a message', async () => {
    const html = await page('/donate')
    expect(html).toContain('href="/contact?subject=partnership&message=We+would+like+to+discuss+becoming+a+Gold+Sponsor+of+EMPAM.#contact-form"')
    expect(html).toContain('href="/contact?subject=general&message=I+would+like+to+support+the+Student+Scholarships+programme.#contact-form"')
    const contact = await page('/contact?subject=partnership&message=We+would+like+to+discuss+becoming+a+Gold+Sponsor+of+EMPAM.')
    expect(contact).toMatch(/<option value="partnership" selected="">/)
    expect(contact).toContain('We would like to discuss becoming a Gold Sponsor of EMPAM.</textarea>')
  })

  test('the resources search filters the lists on the server', async () => {
    const html = await page('/resources?q=PDPA')
    expect(html).toContain('Personal Data Protection Act 2010 (Act 709)')
    expect(html).not.toContain('Traditional and Complementary Medicine Act 2016')
    expect(html).toMatch(/1 resource found for “PDPA”/)
    expect(await page('/resources?q=zzzz')).toContain('No resources match your search')
  })

  test('/resources shows no guide that cannot be downloaded yet, and no empty section (issue 17)', async () => {
    const html = await page('/resources')
    expect(html).not.toContain('Coming Soon')
    expect(html).not.toContain('Downloadable resources')
    expect(html).not.toContain('A Client’s Guide to Energy Medicine')
    expect(html).toContain('Research papers')
  })

  test('social links go to their configured addresses; one without an address is hidden', async () => {
    const html = await page('/contact')
    expect(html).toContain('href="https://www.facebook.com/empam.malaysia"')
    expect(html).not.toContain('EMPAM on YouTube')
  })
})

describe('for search engines', () => {
  test('/sitemap.xml lists the public pages, published articles and active practitioners', async () => {
    const article = await createNewsArticle()
    const unpublished = await createNewsArticle({ isActive: false })
    const practitioner = await createPractitioner()
    const inactive = await createPractitioner({ isActive: false })
    // Written straight through the model, as an admin save would be followed by this.
    await invalidateDirectory()
    const response = await get(server.baseUrl, '/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    for (const path of ['/', '/about', '/energy-medicine', '/find-practitioner', '/membership', '/ethics', '/training', '/events', '/news', '/resources', '/collaborations', '/advocacy', '/donate', '/contact', '/disclaimer']) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${path}</loc>`)
    }
    expect(xml).toMatch(new RegExp(`<loc>${PUBLIC_URL}/news/${article.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`))
    expect(xml).not.toContain(unpublished.id)
    expect(xml).toContain(`<loc>${PUBLIC_URL}/practitioner/${practitioner.id}</loc>`)
    expect(xml).not.toContain(inactive.id)
  })

  test('/robots.txt allows the site, keeps private areas out and names the sitemap', async () => {
    const response = await get(server.baseUrl, '/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const robots = await response.text()
    expect(robots).toContain('User-agent: *')
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Disallow: /member-dashboard')
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })
})

/** Pages with nothing interactive: they send no script at all (decision 018). */
const STATIC_PAGES = ['/', '/about', '/energy-medicine', '/membership', '/ethics', '/training', '/events', '/resources', '/collaborations', '/advocacy', '/donate', '/disclaimer']

describe('page weight, for cheap phones on slow links', () => {
  test('a page with nothing interactive sends no script; the others at most 100 KB of gzipped JavaScript; none over 100 KB of HTML', async () => {
    for (const { path } of pages) {
      const { htmlBytes, scriptCount, inlineScriptCount, javaScriptKb } = await measurePage(server.baseUrl, path)
      expect(htmlBytes, `${path} HTML`).toBeLessThan(100 * 1024)
      if (STATIC_PAGES.includes(path)) {
        expect({ scriptCount, inlineScriptCount, javaScriptKb }, path).toEqual({ scriptCount: 0, inlineScriptCount: 0, javaScriptKb: 0 })
      } else {
        expect(javaScriptKb, `${path} JavaScript (KB, gzipped)`).toBeGreaterThan(0)
        expect(javaScriptKb, `${path} JavaScript (KB, gzipped)`).toBeLessThanOrEqual(100)
      }
    }
  })

  test("no page's JavaScript carries i18next, zod, Conform's engine or Remix's single fetch", () => {
    // The words come with the page's data, forms are validated on the server, and single fetch is
    // patched out (decision 018): these stay on the server.
    const packages = browserPackages()
    expect(packages).toContain('react-dom')
    expect(packages.filter((name) => /^(i18next|react-i18next|remix-i18next|zod|@conform-to\/.*|turbo-stream)$/.test(name))).toEqual([])
  })

  test("a static page's HTML has no script and no module preload; a hydrated form page has Remix's; a plain one its inline script", async () => {
    const about = await (await get(server.baseUrl, '/about')).text()
    expect(about).not.toMatch(/<script\b/)
    expect(about).not.toContain('modulepreload')

    // The contact form is not hydrated: a few hundred bytes inline show that it is sending.
    const contact = await (await get(server.baseUrl, '/contact')).text()
    expect(contact).not.toMatch(/<script[^>]* src=/)
    expect(contact).not.toContain('modulepreload')
    expect(contact).toMatch(/<script nonce="[^"]+">[^<]*data-pending-text/)

    // The CPD entry form is hydrated: React DOM, Remix's runtime and the route's modules.
    const { cookie } = await signIn((await createUser()).id)
    const cpdForm = await (await get(server.baseUrl, '/member-dashboard/cpd/new', { cookie })).text()
    expect(cpdForm).toContain('<link rel="modulepreload" href="/build/entry.client-')
    expect(cpdForm).toMatch(/<script nonce="[^"]+" type="module" async="">/)
    expect(cpdForm).toContain('window.__remixContext')
  })

  test('every page links its stylesheet, one file cached for a year, and carries none inline (decision 035)', async () => {
    const { cookie } = await signIn((await createUser()).id)
    const hrefs = new Set<string>()
    for (const [path, headers] of [['/', {}], ['/about', {}], ['/contact', {}], ['/login', {}], ['/profile', { cookie }]] as const) {
      const html = await (await get(server.baseUrl, path, headers)).text()
      expect(html, path).not.toContain('<style')
      const links = [...html.matchAll(/<link rel="stylesheet" href="(\/build\/_assets\/tailwind-[^"]+\.css)"\/>/g)].map((m) => m[1]!)
      expect(links, path).toHaveLength(1)
      hrefs.add(links[0]!)
    }
    expect(hrefs.size).toBe(1)
    const [href] = [...hrefs]
    const css = await get(server.baseUrl, href!)
    expect(css.status).toBe(200)
    expect(css.headers.get('cache-control')).toContain('immutable')
  })
})
