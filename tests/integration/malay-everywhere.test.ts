import { describe, expect, test } from 'vitest'
import { CONTENT_TYPES } from '#app/domain/content-types.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { OfficeTerm } from '#app/models/office-term.server.ts'
import { ensureOfficeBearerRegister } from '#app/seed/seed.server.ts'
import { adminSession } from '#tests/admin-helpers.ts'
import {
  createCommitteeMember,
  createEvent,
  createGallery,
  createInternationalPartner,
  createLocalPartner,
  createNewsArticle,
  createTrainingProgramme,
} from '#tests/content-factories.ts'
import { resources } from '#app/locales/resources.server.ts'
import { englishOnlyStrings, englishPassages, looksEnglish } from '#tests/english-left.ts'
import { createCpdEntry, createPractitioner, createUser, signIn } from '#tests/factories.ts'
import { get, postForm } from '#tests/http.ts'
import { EventRegistration } from '#app/models/event-registration.server.ts'
import { insertMemberResource } from '#app/models/member-resource.server.ts'
import { setDuitNowQr } from '#app/models/payment-settings.server.ts'
import { qrPng, STATIC_DUITNOW_MERCHANT, STATIC_DUITNOW_PAYLOAD } from '#tests/duitnow-qr.ts'
import { useTestServer } from '#tests/setup/test-server.ts'
import { insertNomination } from '#app/models/election-nomination.server.ts'
import { nominationLink } from '#app/services/election-nominations.server.ts'
import { addCandidate, createElection } from '#tests/election-factories.ts'

/**
 * Issue 15's "every page reads entirely in Malay": every page a visitor, a member and an administrator
 * can open, served with `?lng=ms`, holds no English passage outside an element marked `lang="en"`.
 * What people typed is written in Malay here, so that whatever English is found is the site's own.
 */

const server = useTestServer()

test('the detector finds English and passes Malay, names and what is marked English', () => {
  expect(looksEnglish('Please enter your e-mail address')).toBe(true)
  expect(looksEnglish('Sila masukkan alamat e-mel anda')).toBe(false)
  expect(looksEnglish('Energy Medicine Practitioners Association of Malaysia')).toBe(false)
  expect(englishPassages('<main><p>Save the changes to your listing</p></main>')).toEqual(['Save the changes to your listing'])
  expect(englishPassages('<main><p lang="en">Save the changes to your listing</p><img alt="Photo of the committee"></main>')).toEqual([
    '[alt] Photo of the committee',
  ])
  expect(englishPassages('<script>var text = "this is the code"</script><p>Simpan</p>')).toEqual([])
})

/** The pages of each kind of reader, with the records they address made in Malay. */
async function everyPage() {
  const malayText = { description: 'Rawatan tenaga yang lembut di samping rawatan perubatan.' }
  const practitioner = await createPractitioner({ name: 'Siti Aminah', ...malayText, title: 'Pengamal Reiki', businessName: 'Pusat Sihat' })
  await invalidateDirectory()
  const ms = (fields: Record<string, string>) =>
    Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => [[key, value], [`${key}Ms`, value]]))
  const article = await createNewsArticle(
    ms({ title: 'Mesyuarat agung tahunan', excerpt: 'Ringkasan berita untuk senarai.', content: 'Perenggan pertama berita.', author: 'Sekretariat', category: 'Pengumuman' }),
  )
  const content = {
    news: article,
    events: await createEvent(ms({ title: 'Bengkel tenaga', date: '14 Mac 2027', description: 'Ceramah dan bengkel.' })),
    galleries: await createGallery(ms({ title: 'Album gambar', description: 'Gambar-gambar hari itu.', date: 'Mei 2026' })),
    'local-partners': await createLocalPartner({ ...ms({ name: 'Rakan tempatan', description: 'Ceramah kesihatan di luar bandar.', focus: 'Komuniti' }) }),
    'international-partners': await createInternationalPartner({ ...ms({ name: 'Rakan antarabangsa', description: 'Persatuan saudara di luar negara.', focus: 'CPD rentas sempadan' }), country: 'Singapura' }),
    training: await createTrainingProgramme(ms({ title: 'Kursus asas', description: 'Kursus untuk ahli baharu.' })),
    committee: await createCommitteeMember({ name: 'Aminah binti Yusof', ...ms({ position: 'Bendahari' }), organisation: 'Pusat Sihat' }),
  } as Record<string, { id: string }>

  const resource = await insertMemberResource({
    kind: 'link',
    title: 'Rakaman mesyuarat agung',
    titleMs: 'Rakaman mesyuarat agung',
    description: 'Ceramah-ceramah mesyuarat agung tahunan.',
    descriptionMs: 'Ceramah-ceramah mesyuarat agung tahunan.',
    category: 'Rakaman',
    categoryMs: 'Rakaman',
    url: 'https://video.example.org/mesyuarat',
    document: null,
    published: true,
    sortOrder: 0,
  })
  // Issue 35: the office-bearers' register made from the committee entry, with its position and term pages.
  await ensureOfficeBearerRegister()
  const officeTerm = (await OfficeTerm.findOne().lean())!
  const member = await createUser({ firstName: 'Aminah', lastName: 'Binti Ali', locale: 'ms' })
  const entry = await createCpdEntry(member.id, { title: 'Bengkel Reiki', provider: 'Akademi EMPAM' })
  const { cookie: memberCookie } = await signIn(member.id)
  const { cookie: adminCookie } = await adminSession({ firstName: 'Pentadbir', lastName: 'Utama', locale: 'ms' })
  // Issue 34: the association's DuitNow QR, so that the pages that ask for a payment show it, its words in Malay.
  await setDuitNowQr({ payload: STATIC_DUITNOW_PAYLOAD, ...STATIC_DUITNOW_MERCHANT, version: '0123456789abcdef', png: await qrPng(STATIC_DUITNOW_PAYLOAD), setAt: new Date(), setBy: 'bendahari@example.com' })
  // Issue 33: a paid online event the member registered for: its page says so, and the registration's own page.
  const booked = await createEvent({
    ...ms({ title: 'Bengkel pernafasan dalam talian', description: 'Dua jam dalam talian.' }),
    location: 'Zoom',
    isOnline: true,
    meetingLink: 'https://meet.example.org/bengkel-pernafasan',
    startsAt: new Date('2099-06-01T01:00:00.000Z'),
    endsAt: new Date('2099-06-01T03:00:00.000Z'),
    capacity: 5,
    priceMember: 50,
  })
  const registered = await postForm(server.baseUrl, `/events/${booked.id}`, { intent: 'member' }, { cookie: memberCookie })
  expect(registered.status).toBe(302)
  const registration = await EventRegistration.findOne({ eventId: booked.id, userId: member.id }).lean()
  expect((await get(server.baseUrl, `/events/${booked.id}/registrations/${String(registration!._id)}`, { cookie: memberCookie })).status).toBe(200)

  // Issue 35: an election open now with candidates, one taking nominations (a nomination's link), one closed.
  const malayElection = { title: 'Pemilihan jawatankuasa', titleMs: 'Pemilihan jawatankuasa', positions: 'Empat ahli jawatankuasa biasa', positionsMs: 'Empat ahli jawatankuasa biasa' }
  const open = await createElection({ ...malayElection, opensAt: new Date(Date.now() - 60_000), closesAt: new Date('2099-06-01T09:00:00.000Z'), rollDate: '2020-03-12' })
  const [calon, pencadang, penyokong] = await Promise.all([createUser({ firstName: 'Zainab', lastName: 'Binti Osman' }), createUser({ firstName: 'Rahim', lastName: 'Bin Salleh' }), createUser({ firstName: 'Faridah', lastName: 'Binti Musa' })])
  await addCandidate(open.id, { user: calon, statement: 'Sepuluh tahun berkhidmat kepada komuniti.' })
  await addCandidate(open.id, { user: pencadang })
  const upcoming = await createElection({ ...malayElection, opensAt: new Date('2099-06-01T01:00:00.000Z'), closesAt: new Date('2099-06-01T09:00:00.000Z'), rollDate: '2099-05-31' })
  const nomination = await insertNomination({ electionId: upcoming.id, candidateId: calon.id, proposerId: pencadang.id, seconderId: penyokong.id, nominatedBy: member.id })
  if (nomination === 'taken') throw new Error('nominated already')
  const confirmLink = new URL(nominationLink(upcoming.id, nomination.id, 'candidate'))
  const closed = await createElection({ ...malayElection, opensAt: new Date('2020-03-12T01:00:00.000Z'), closesAt: new Date('2020-03-12T09:00:00.000Z'), rollDate: '2020-03-11' })
  await addCandidate(closed.id, { user: calon })

  const visitor = [
    '/', '/about', '/energy-medicine', '/find-practitioner', `/practitioner/${practitioner.id}`, '/membership', '/ethics',
    '/training', '/events', '/news', `/news/${article.id}`, `/news/galleries/${content.galleries!.id}`, '/resources', '/collaborations', '/advocacy', '/donate', '/contact',
    '/disclaimer', '/privacy', '/login', '/register', '/forgot-password', '/reset-password?token=tidak-sah', '/no-such-page',
    `${confirmLink.pathname}${confirmLink.search}`,
  ]
  const memberPages = [
    '/member-dashboard/cpd', '/profile', '/change-password', '/change-email', '/member-dashboard/close-account', '/member-dashboard/cpd/new',
    `/member-dashboard/cpd/${entry.id}/edit`, `/member-dashboard/cpd/${entry.id}/delete`, '/member-dashboard/cpd/statement', '/member-dashboard/my-data',
    '/member-dashboard/reapply',
    '/member-dashboard/membership',
    '/member-dashboard/resources',
    '/member-dashboard/listing', '/member-dashboard/listing/preview',
    `/events/${booked.id}`, `/events/${booked.id}/registrations/${String(registration!._id)}`,
    '/elections', `/elections/${open.id}`, `/elections/${open.id}/results`, `/elections/${upcoming.id}`, `/elections/${upcoming.id}/nominate`, `/elections/${closed.id}`, `/elections/${closed.id}/results`,
  ]
  const adminPages = [
    '/admin', '/admin/practitioners/new', `/admin/practitioners/${practitioner.id}/edit`, `/admin/practitioners/${practitioner.id}/delete`,
    '/admin/members', '/admin/cpd', '/admin/messages', '/admin/messages/subscribers', '/admin/audit', '/admin/listings/reviews', '/admin/privacy', '/admin/privacy/requests',
    `/admin-content/galleries/${content.galleries!.id}/photos`, '/admin-content/committee-photo', '/admin/payment-settings',
    '/admin-content/resources', `/admin-content/resources/${resource.id}/edit`, `/admin-content/resources/${resource.id}/delete`,
    '/admin/office-bearers', `/admin/office-bearers/positions/${officeTerm.positionId}`, `/admin/office-bearers/terms/${String(officeTerm._id)}`,
    '/admin/elections', `/admin/elections/${open.id}`, `/admin/elections/${open.id}/audit`, `/admin/elections/${upcoming.id}`, `/admin/elections/${closed.id}/audit`,
    ...CONTENT_TYPES.flatMap((type) => [
      `/admin-content?tab=${type}`,
      `/admin-content/${type}/new`,
      `/admin-content/${type}/${content[type]!.id}/edit`,
      `/admin-content/${type}/${content[type]!.id}/delete`,
    ]),
  ]
  return [
    ...visitor.map((path) => ({ path, cookie: '' })),
    ...memberPages.map((path) => ({ path, cookie: memberCookie })),
    ...adminPages.map((path) => ({ path, cookie: adminCookie })),
  ]
}

describe('every page in Malay', () => {
  test('holds no English outside what is marked English', { timeout: 120_000 }, async () => {
    const catalogue = englishOnlyStrings(resources.en, resources.ms)
    const found: Record<string, string[]> = {}
    for (const { path, cookie } of await everyPage()) {
      const address = `${path}${path.includes('?') ? '&' : '?'}lng=ms`
      const response = await get(server.baseUrl, address, { cookie })
      expect([200, 404], `${path} answered ${response.status}`).toContain(response.status)
      const html = await response.text()
      expect(html, path).toContain('<html lang="ms"')
      const english = englishPassages(html, catalogue)
      if (english.length) found[path] = english
    }
    expect(found).toEqual({})
  })
})
