import { describe, expect, test } from 'vitest'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { createPractitioner } from '#tests/factories.ts'
import {
  createEvent,
  createGallery,
  createInternationalPartner,
  createLocalPartner,
  createNewsArticle,
  createTrainingProgramme,
} from '#tests/content-factories.ts'
import { get } from '#tests/http.ts'
import { measurePage } from '#tests/page-weight.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
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
  { path: '/', h1: 'Energy Medicine Practitioners Association of Malaysia', title: 'Energy Medicine Practitioners Association of Malaysia', texts: ['12+ Members', 'Join Our Community', 'Professional Directory', 'Member Benefits', 'Global Network', 'Professional Standards', '10 Pillars Approach', 'Continuous Learning', 'Global Community', 'About EXCO', 'View Details', 'Growing Leadership', 'Find a Practitioner', 'Disclaimer', 'Send Message'] },
  { path: '/about', h1: 'Championing safe, ethical energy medicine in Malaysia', title: 'About Us | EMPAM', texts: ['Our Vision', 'Our Mission', 'Our History', 'Trusted Standards', '10 Pillars Framework', 'Continuous Excellence', 'Why Energy Medicine in Malaysia?', 'Healthcare Integration', 'Alignment with National Goals'] },
  { path: '/energy-medicine', h1: 'What is energy medicine?', title: 'What Is Energy Medicine? | EMPAM', texts: ['Our approach', 'Cultural relevance in Malaysia', 'How it works', 'Research and evidence', 'Frequently asked questions', 'Is energy medicine a replacement for seeing a doctor?', 'href="/find-practitioner"', 'href="/resources"', 'href="/membership"'] },
  { path: '/membership', h1: 'Join a professional community that puts safety and ethics first', title: 'Membership | EMPAM', texts: ['Practicing Ordinary', 'Non-Practicing Ordinary', 'Graduate', 'Associate', 'Affiliate', 'Foreign', 'Corporate', 'Fellow', 'Honorary Fellow', 'Student', 'Most popular', 'RM 300 a year', 'RM 1,000 a year', 'RM 400 a year', 'Not applicable', 'Why join?', 'How to apply', 'Apply for Membership', 'Member Login'] },
  { path: '/ethics', h1: 'The promises our members make', title: 'Code of Ethics | EMPAM', texts: ['Six ethical principles', 'Professional standards', 'At least 200 hours of formal training', 'At least 20 hours of continuing professional development', 'first aid and CPR', 'liability insurance', 'within 30 days', 'within 60 days', 'ethics@empam.org.my'] },
  { path: '/training', h1: 'Learn, grow and keep your practice safe', title: 'Training & CPD | EMPAM', texts: ['Training programmes', 'Upcoming events', 'Register Now', 'Continuing professional development', 'Approved training providers', 'Apply to Become Provider', 'RM 120', 'RM 850', '18 CPD hours', '4 CPD hours', 'CPD Webinar'] },
  { path: '/news', h1: 'News and events', title: 'News & Events | EMPAM', texts: ['Latest articles', 'Upcoming events', 'Photo galleries', 'Subscribe to our newsletter', 'type="email"', 'Subscribe'] },
  { path: '/resources', h1: 'Resources for the public and practitioners', title: 'Resources | EMPAM', texts: ['Search resources', 'Downloadable resources', 'Coming Soon', 'Research papers', 'Legal references', 'Traditional and Complementary Medicine Act 2016 (Act 775)', 'Personal Data Protection Act 2010 (Act 709)', 'Public education', 'target="_blank"', 'Member resources'] },
  { path: '/collaborations', h1: 'Working together for safe, wholistic wellness', title: 'Collaborations & Partnerships | EMPAM', texts: ['Local partners', 'International partners', 'MOUs and recognition', 'Global networks', 'Partner with us', 'partnerships@empam.org.my'] },
  { path: '/advocacy', h1: 'Speaking up for safe, honest, accessible wellness', title: 'Advocacy | EMPAM', texts: ['Campaigns', 'School and community outreach', 'Mental health integration', 'Policy recommendations', 'Submitted to:', 'Get involved'] },
  { path: '/donate', h1: 'Support Our Mission', title: 'Support Our Mission | EMPAM', texts: ['Donate RM 50', 'Donate RM 150', 'Donate RM 300', 'Donate RM 500', 'Donate RM 1,000', 'Enter amount', 'Donate Custom Amount', 'Student Scholarships', 'Community Research', 'Public Awareness', 'Professional Development', 'role="progressbar"', 'Become a Platinum Partner', 'Most Impactful', 'How to Donate', 'Bank transfer', 'Transparency & Benefits', 'Make a Donation', 'Contact Us'] },
  { path: '/contact', h1: 'Contact us', title: 'Contact Us | EMPAM', texts: ['Registered address', 'Penampang', 'membership@empam.org.my', 'training@empam.org.my', 'WhatsApp', 'Monday – Friday', '9:00 AM – 5:00 PM', 'Sunday & public holidays', 'Send Us a Message', 'Phone Number', 'newsletter', 'Get Directions', 'WhatsApp Us', 'Call Now', 'Department contacts'] },
  { path: '/disclaimer', h1: 'Disclaimer', title: 'Disclaimer | EMPAM', texts: ['self-registered', 'does not verify, certify, accredit or endorse', 'does not imply membership', 'at your own risk', 'not a medical service', 'Personal Data Protection Act 2010'] },
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

describe('the home page', () => {
  test('links the hero to the directory and about sections, and has exactly one directory section', async () => {
    const html = await page('/')
    expect(html).toContain('href="/#directory"')
    expect(html).toContain('href="/#about"')
    expect(html).toContain('id="about"')
    expect(html.match(/<section id="directory" aria-labelledby="directory-heading"/g)).toHaveLength(1)
    expect(html).toContain('<h2 id="directory-heading"')
    expect(html).toContain('href="/find-practitioner"')
    expect(html.indexOf('id="exco"')).toBeLessThan(html.indexOf('id="directory"'))
    expect(html.indexOf('id="directory"')).toBeLessThan(html.indexOf('id="disclaimer-heading"'))
  })

  test('the EXCO details hold twelve committee cards with every position, inside a <details> toggle', async () => {
    const html = await page('/')
    const details = /<details[^>]*>.*?<\/details>/s.exec(html.slice(html.indexOf('id="exco"')))?.[0] ?? ''
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

  test('the contact form offers the home subjects and is a real POST form', async () => {
    const html = await page('/')
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/\?index"/)
    for (const label of ['Membership Inquiry', 'Certification Programmes', 'General Information', 'Other']) {
      expect(html).toContain(`>${label}</option>`)
    }
    expect(html).toContain('name="website"')
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
    expect(html).toContain('Learn More')
    expect(html).toContain(
      `href="/contact?subject=training&event=${encodeURIComponent('Introduction to the 10 Pillars of Wholistic Wellness').replace(/%20/g, '+')}#contact-form"`,
    )
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
  test('donation amounts go to How to Donate, which names the amount chosen', async () => {
    const html = await page('/donate')
    expect(html).toContain('href="/donate?amount=150#how-to-donate"')
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/donate#how-to-donate"/)
    expect(html).not.toContain('You have chosen')

    const chosen = await page('/donate?amount=150')
    expect(chosen).toContain('You have chosen RM 150')
    expect(chosen).toContain(`Request a payment link for RM 150`)
    expect(await page('/donate?amount=2500')).toContain('You have chosen RM 2,500')
  })

  test('an amount that is not a positive whole number of ringgit gets a clear message', async () => {
    for (const amount of ['abc', '0', '-20', '12.50']) {
      const html = await page(`/donate?amount=${encodeURIComponent(amount)}`)
      expect(html).not.toContain('You have chosen')
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
    for (const path of ['/', '/about', '/energy-medicine', '/find-practitioner', '/membership', '/ethics', '/training', '/news', '/resources', '/collaborations', '/advocacy', '/donate', '/contact', '/disclaimer']) {
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

describe('page weight, for cheap phones on slow links', () => {
  test('every public page stays under 100 KB of HTML and at most 120 KB of gzipped JavaScript (the budget)', async () => {
    for (const { path } of pages) {
      const { htmlBytes, scriptCount, javaScriptKb } = await measurePage(server.baseUrl, path)
      expect(htmlBytes, `${path} HTML`).toBeLessThan(100 * 1024)
      expect(scriptCount, path).toBeGreaterThan(3)
      expect(javaScriptKb, `${path} JavaScript (KB, gzipped)`).toBeLessThanOrEqual(120)
    }
  })
})
