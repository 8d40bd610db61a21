import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { ListingReview } from '#app/models/listing-draft.server.ts'
import { adminSession, createListing, expectPage, follow } from '#tests/admin-helpers.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, newClientIp, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { waitForMail } from '#tests/mail.ts'
import { solidImage, uploadFile } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * A member keeps their own listing (issue 19), over HTTP: the draft, the review, what the public sees
 * meanwhile, hiding at once, and who may do what. Both doors: the JSON API and the pages' forms.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const api = (method: string, address: string, body: unknown, token?: string) => sendJson(server.baseUrl, method, address, body, { token })

const listingFields = {
  salutation: 'Puan',
  title: 'Certified Reiki Practitioner',
  businessName: 'Tenang Wellness',
  description: 'Calm Reiki sessions in Tamil and English, alongside medical care.',
  specialties: ['Body', 'Sound Therapy'],
  languages: ['Tamil', 'English'],
  modes: ['online', 'home-visit'],
  phone: '03-2345 6789',
  whatsapp: '012-345 6789',
  email: 'kavitha@tenang.example',
  state: 'Selangor',
  location: 'Petaling Jaya',
  website: 'https://tenang.example',
  experience: 7,
  certification: 'Reiki Master',
  tcmRegistrationNo: 'T&CM 12345',
}

async function eligibleMember(overrides: Record<string, unknown> = {}) {
  const user = await createUser({ firstName: 'Kavitha', lastName: `Raman ${Math.random().toString(36).slice(2, 7)}`, membershipValidUntil: '2027-03-31', ...overrides })
  return { user, ...(await signIn(user.id)) }
}

const directory = async (query: string) => (await (await get(server.baseUrl, `/api/practitioners?${query}`)).json()) as Array<Record<string, unknown>>

describe('a member keeps their listing through the API', () => {
  test('draft, submit, approve: the public finds it by language and mode, with WhatsApp and no rating', async () => {
    const member = await eligibleMember()
    const { token: admin } = await adminSession()

    const empty = await get(server.baseUrl, '/api/me/listing', { token: member.token })
    expect(empty.status).toBe(200)
    expect(await empty.json()).toEqual({
      eligible: true,
      status: 'none',
      pendingRevision: false,
      reviewNote: '',
      draft: null,
      published: null,
      practitionerId: null,
      hidden: false,
    })

    const saved = await api('PUT', '/api/me/listing', listingFields, member.token)
    expect(saved.status).toBe(200)
    const savedBody = await saved.json()
    expect(savedBody.status).toBe('draft')
    expect(savedBody.draft).toMatchObject({ ...listingFields, specialties: ['Body', 'Sound Therapy'], languages: ['English', 'Tamil'] })

    const submitted = await api('POST', '/api/me/listing/submit', {}, member.token)
    expect(submitted.status).toBe(200)
    expect(await submitted.json()).toEqual({ status: 'pending' })
    expect((await api('POST', '/api/me/listing/submit', {}, member.token)).status).toBe(409)
    expect(await directory('language=Tamil')).not.toContainEqual(expect.objectContaining({ name: `Kavitha ${member.user.lastName}` }))

    const reviews = await (await get(server.baseUrl, '/api/admin/listing-reviews', { token: admin })).json()
    const review = reviews.find((r: { member: { id: string } | null }) => r.member?.id === member.user.id)
    expect(review).toMatchObject({ isRevision: false, fields: { languages: ['English', 'Tamil'] }, member: { membershipId: member.user.membershipId } })

    const approved = await api('POST', `/api/admin/listing-reviews/${review.id}/approve`, {}, admin)
    expect(approved.status).toBe(200)
    const { practitionerId } = await approved.json()
    expect(practitionerId).toMatch(/^[0-9a-f]{24}$/)
    expect((await api('POST', `/api/admin/listing-reviews/${review.id}/approve`, {}, admin)).status).toBe(409)
    expect((await api('POST', `/api/admin/listing-reviews/${review.id}/return`, { note: 'Too late' }, admin)).status).toBe(409)

    // The first request after the change sees it: the snapshot was updated in place, not rebuilt.
    const found = await directory('language=Tamil&mode=online')
    const listing = found.find((p) => p.id === practitionerId)!
    expect(listing).toMatchObject({
      name: `Kavitha ${member.user.lastName}`,
      membershipId: member.user.membershipId,
      languages: ['English', 'Tamil'],
      modes: ['online', 'home-visit'],
      whatsapp: '012-345 6789',
      website: 'https://tenang.example',
      tcmRegistrationNo: 'T&CM 12345',
    })
    expect(listing).not.toHaveProperty('userId')
    expect(await directory('language=Tamil&mode=in-person')).not.toContainEqual(expect.objectContaining({ id: practitionerId }))
    expect((await Listing.findById(practitionerId).lean())!.userId).toBe(member.user.id)

    const profile = await (await get(server.baseUrl, `/practitioner/${practitionerId}`)).text()
    expectPage(profile).toContain('href="https://wa.me/60123456789"')
    expectPage(profile).toContain('EMPAM member in good standing until 31 Mar 2027')
    // The standing links to the member's proof of membership (issue 18, item 7), beside the membership ID.
    const proof = /<a href="(\/verify\/[^"]+)"[^>]*>EMPAM member in good standing until 31 Mar 2027<\/a>/.exec(profile)?.[1]
    expect(proof, 'a link from the standing to /verify').toBeTruthy()
    expectPage(await (await get(server.baseUrl, proof!)).text()).toContain('EMPAM member in good standing until 31 Mar 2027')
    expectPage(profile).toMatch(new RegExp(`Member ID: <span[^>]*>${member.user.membershipId}<`))
    expectPage(profile).toContain('T&CM 12345')
    expectPage(profile).toContain('(as stated by the practitioner)')
    expectPage(profile).not.toMatch(/aggregateRating|out of 10|\d+ reviews?\b/i)

    const mail = await waitForMail(outbox(), { to: member.user.email, subject: 'directory listing is published' })
    expect(mail.text).toContain(`/practitioner/${practitionerId}`)
    const audit = await AuditLog.find({ entityType: { $in: ['listing-draft', 'listing-review'] }, actorId: { $in: [member.user.id] } }).lean()
    expect(audit.map((a) => a.action).sort()).toEqual(['submitted', 'updated'])
    expect(await AuditLog.countDocuments({ entityType: 'listing-review', entityId: review.id, action: 'approved' })).toBe(1)

    const after = await (await get(server.baseUrl, '/api/me/listing', { token: member.token })).json()
    expect(after).toMatchObject({ status: 'published', practitionerId, pendingRevision: false })
  })

  test('an edit stays unseen until approved; a return says why and the public keeps the approved version', async () => {
    const member = await eligibleMember()
    const { token: admin } = await adminSession()
    await api('PUT', '/api/me/listing', listingFields, member.token)
    await api('POST', '/api/me/listing/submit', {}, member.token)
    const first = (await ListingReview.findOne({ userId: member.user.id }).lean())!
    const { practitionerId } = await (await api('POST', `/api/admin/listing-reviews/${first._id}/approve`, {}, admin)).json()

    await api('PUT', '/api/me/listing', { ...listingFields, businessName: 'Renamed Practice' }, member.token)
    await api('POST', '/api/me/listing/submit', {}, member.token)
    const mine = await (await get(server.baseUrl, '/api/me/listing', { token: member.token })).json()
    expect(mine).toMatchObject({ status: 'pending', pendingRevision: true, published: { businessName: 'Tenang Wellness' }, draft: { businessName: 'Renamed Practice' } })
    expect(await (await get(server.baseUrl, `/api/practitioners/${practitionerId}`)).json()).toMatchObject({ businessName: 'Tenang Wellness' })

    const second = (await ListingReview.findOne({ userId: member.user.id, status: 'pending' }).lean())!
    const noNote = await api('POST', `/api/admin/listing-reviews/${second._id}/return`, { note: '  ' }, admin)
    expect(noNote.status).toBe(400)
    expect((await noNote.json()).fieldErrors).toEqual({ note: ['Say what the member should change'] })
    const returned = await api('POST', `/api/admin/listing-reviews/${second._id}/return`, { note: 'Please give the full business name.' }, admin)
    expect(returned.status).toBe(200)
    expect(await (await get(server.baseUrl, '/api/me/listing', { token: member.token })).json()).toMatchObject({
      status: 'returned',
      reviewNote: 'Please give the full business name.',
    })
    expect(await (await get(server.baseUrl, `/api/practitioners/${practitionerId}`)).json()).toMatchObject({ businessName: 'Tenang Wellness' })
    const mail = await waitForMail(outbox(), { to: member.user.email, subject: 'needs a change' })
    expect(mail.text).toContain('Please give the full business name.')
    // A returned draft goes again only after a change.
    expect((await api('POST', '/api/me/listing/submit', {}, member.token)).status).toBe(409)
  })

  test('hiding is immediate and needs no review; showing again likewise', async () => {
    const member = await eligibleMember()
    const { token: admin } = await adminSession()
    expect((await api('POST', '/api/me/listing/hide', {}, member.token)).status).toBe(409)
    await api('PUT', '/api/me/listing', listingFields, member.token)
    await api('POST', '/api/me/listing/submit', {}, member.token)
    const review = (await ListingReview.findOne({ userId: member.user.id }).lean())!
    const { practitionerId } = await (await api('POST', `/api/admin/listing-reviews/${review._id}/approve`, {}, admin)).json()

    const hidden = await api('POST', '/api/me/listing/hide', {}, member.token)
    expect(await hidden.json()).toEqual({ status: 'hidden' })
    expect((await get(server.baseUrl, `/practitioner/${practitionerId}`)).status).toBe(404)
    expect(await directory('search=Tenang')).not.toContainEqual(expect.objectContaining({ id: practitionerId }))
    expect(await (await get(server.baseUrl, '/api/me/listing', { token: member.token })).json()).toMatchObject({ status: 'hidden', hidden: true })

    expect(await (await api('POST', '/api/me/listing/show', {}, member.token)).json()).toEqual({ status: 'published' })
    expect((await get(server.baseUrl, `/practitioner/${practitionerId}`)).status).toBe(200)
    expect(await AuditLog.countDocuments({ entityId: practitionerId, action: { $in: ['hidden', 'shown'] } })).toBe(2)
  })

  test('a hidden listing with an edit waiting for review: nothing shows; show brings back the approved version; approval keeps it hidden', async () => {
    const member = await eligibleMember()
    const { token: admin } = await adminSession()
    const approve = async () => {
      const review = (await ListingReview.findOne({ userId: member.user.id, status: 'pending' }).lean())!
      return (await (await api('POST', `/api/admin/listing-reviews/${review._id}/approve`, {}, admin)).json()) as { practitionerId: string }
    }
    const first = `First Practice ${Math.random().toString(36).slice(2, 7)}`
    const second = `Second Practice ${Math.random().toString(36).slice(2, 7)}`
    await api('PUT', '/api/me/listing', { ...listingFields, businessName: first }, member.token)
    await api('POST', '/api/me/listing/submit', {}, member.token)
    const { practitionerId } = await approve()
    const profile = () => get(server.baseUrl, `/practitioner/${practitionerId}`)

    expect(await (await api('POST', '/api/me/listing/hide', {}, member.token)).json()).toEqual({ status: 'hidden' })
    await api('PUT', '/api/me/listing', { ...listingFields, businessName: second }, member.token)
    await api('POST', '/api/me/listing/submit', {}, member.token)
    expect(await (await get(server.baseUrl, '/api/me/listing', { token: member.token })).json()).toMatchObject({ status: 'pending', pendingRevision: true, hidden: true })
    expect((await profile()).status).toBe(404)

    // Show while the edit waits: the approved version, not the edit; the review stays pending.
    expect(await (await api('POST', '/api/me/listing/show', {}, member.token)).json()).toEqual({ status: 'pending' })
    const shown = await (await profile()).text()
    expectPage(shown).toContain(first)
    expectPage(shown).not.toContain(second)

    // Hide again, then the edit is approved: the listing takes the edit and stays hidden until shown.
    expect(await (await api('POST', '/api/me/listing/hide', {}, member.token)).json()).toEqual({ status: 'pending' })
    await approve()
    expect((await profile()).status).toBe(404)
    expect(await (await get(server.baseUrl, '/api/me/listing', { token: member.token })).json()).toMatchObject({ status: 'hidden', hidden: true, pendingRevision: false })
    await api('POST', '/api/me/listing/show', {}, member.token)
    expectPage(await (await profile()).text()).toContain(second)
  })

  test('a photo uploaded through /api/media is attached by its id; another member’s is refused', async () => {
    const member = await eligibleMember()
    const other = await eligibleMember()
    const png = await solidImage(300, 300).png().toBuffer()
    const upload = async (token: string) =>
      (await (await uploadFile(server.baseUrl, { bytes: png, name: 'me.png', type: 'image/png' }, { purpose: 'portrait', alt: 'Me' }, { token })).json()) as { id: string }
    const mine = await upload(member.token)
    const theirs = await upload(other.token)
    const refused = await api('PUT', '/api/me/listing', { ...listingFields, imageMediaId: theirs.id }, member.token)
    expect(refused.status).toBe(400)
    expect((await refused.json()).fieldErrors).toEqual({ imageMediaId: ['Choose a photo you uploaded'] })
    const saved = await (await api('PUT', '/api/me/listing', { ...listingFields, imageMediaId: mine.id }, member.token)).json()
    expect(saved.draft).toMatchObject({ imageMediaId: mine.id, image: { id: mine.id } })
  })

  test('members without the listing right, or not active, are told why and change nothing', async () => {
    for (const [overrides, reason, text] of [
      [{ membershipType: 'Student' }, 'type', 'Your membership type does not include a directory listing'],
      [{ membershipStatus: 'expired' }, 'status', 'A listing is kept only while your membership is active'],
    ] as const) {
      const member = await eligibleMember(overrides)
      expect(await (await get(server.baseUrl, '/api/me/listing', { token: member.token })).json()).toMatchObject({ eligible: false, reason, status: 'none' })
      const put = await api('PUT', '/api/me/listing', listingFields, member.token)
      expect(put.status).toBe(403)
      expect(await put.json()).toEqual({ message: text })
      const page = await (await get(server.baseUrl, '/member-dashboard/listing', { cookie: member.cookie })).text()
      expectPage(page).toContain('Your membership does not include a listing')
      expectPage(page).not.toContain('value="save"')
    }
  })

  test('bad input answers field errors and keeps nothing', async () => {
    const member = await eligibleMember()
    const bad = await api('PUT', '/api/me/listing', { ...listingFields, languages: ['Klingon'], modes: 'teleport', whatsapp: 'call me', website: 'javascript:alert(1)', email: '' }, member.token)
    expect(bad.status).toBe(400)
    expect((await bad.json()).fieldErrors).toEqual({
      languages: ['Choose languages from the list'],
      modes: ['Choose in person, online or home visit'],
      whatsapp: ['Enter a WhatsApp number of 8 to 15 digits, such as 012-345 6789'],
      website: ['Invalid URL'],
      email: ['Enter the e-mail address the public may write to'],
    })
    expect(await (await get(server.baseUrl, '/api/me/listing', { token: member.token })).json()).toMatchObject({ status: 'none', draft: null })
    expect((await api('POST', '/api/admin/listing-reviews/not-an-id/approve', {}, (await adminSession()).token)).status).toBe(404)
  })
})

describe('the pages, without JavaScript', () => {
  test('My listing saves a draft with a photo, previews it, sends it; the admin page approves it', async () => {
    const member = await eligibleMember()
    const admin = await adminSession()
    const form = new FormData()
    for (const [key, value] of Object.entries(listingFields)) {
      for (const v of Array.isArray(value) ? value : [value]) form.append(key, String(v))
    }
    form.set('specialties', 'Body, Sound Therapy')
    const practice = `Page Practice ${Math.random().toString(36).slice(2, 8)}`
    form.set('businessName', practice)
    form.append('intent', 'preview')
    const png = await solidImage(400, 400).png().toBuffer()
    form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png')
    const saved = await fetch(`${server.baseUrl}/member-dashboard/listing`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: member.cookie, origin: server.baseUrl, 'x-forwarded-for': newClientIp() },
      body: form,
    })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/member-dashboard/listing/preview')
    const preview = await follow(server.baseUrl, saved, member.cookie)
    expectPage(preview).toContain('Preview of your listing')
    expectPage(preview).toContain(practice)
    expectPage(preview).toContain('https://wa.me/60123456789')
    expectPage(preview).toContain('/media/')
    expectPage(preview).toContain('Tamil')
    // Issue 33: the card's name and Contact lead to the profile drawn below it, never to /practitioner/preview (a 404).
    expect(preview).not.toContain('/practitioner/preview')
    expectPage(preview).toMatch(/<a[^>]*href="[^"]*#preview-profile"/)
    // Nothing on the preview is interactive: like the public profile, it is not hydrated (issue 22); only
    // the toast's few inline lines come with it.
    expect(/<script\b[^>]*(src=|type="module")/.test(preview), 'Remix scripts on the preview').toBe(false)

    const submitted = await postForm(server.baseUrl, '/member-dashboard/listing', { intent: 'submit' }, { cookie: member.cookie })
    expect(submitted.status).toBe(302)
    const page = await (await get(server.baseUrl, '/member-dashboard/listing', { cookie: member.cookie })).text()
    expectPage(page).toContain('Waiting for review')

    const reviewsPage = await (await get(server.baseUrl, '/admin/listings/reviews', { cookie: admin.cookie })).text()
    expectPage(reviewsPage).toContain(`Kavitha ${member.user.lastName}`)
    const review = (await ListingReview.findOne({ userId: member.user.id }).lean())!
    const noNote = await postForm(server.baseUrl, '/admin/listings/reviews', { intent: 'return', reviewId: String(review._id), note: '' }, { cookie: admin.cookie })
    expect(noNote.status).toBe(400)
    expectPage(await noNote.text()).toContain('Say what the member should change')
    const approved = await postForm(server.baseUrl, '/admin/listings/reviews', { intent: 'approve', reviewId: String(review._id) }, { cookie: admin.cookie })
    expect(approved.status).toBe(302)
    const published = await (await get(server.baseUrl, '/find-practitioner?language=Tamil&mode=home-visit', {})).text()
    expectPage(published).toContain(practice)
    expectPage(published).toContain('EMPAM member in good standing until 31 Mar 2027')
    // The approved photo is the listing's one picture (`photo`, as an administrator's upload): the card's small variant.
    expectPage(published).toContain(`/media/${review.fields.imageMediaId}/160.webp`)
    expect(await Listing.findOne({ userId: member.user.id }).lean()).toMatchObject({ imageMediaId: review.fields.imageMediaId, photo: { id: review.fields.imageMediaId } })

    const hidden = await postForm(server.baseUrl, '/member-dashboard/listing', { intent: 'hide' }, { cookie: member.cookie })
    expect(hidden.status).toBe(302)
    expectPage(await (await get(server.baseUrl, '/find-practitioner?language=Tamil&mode=home-visit', {})).text()).not.toContain(practice)
  })

  test("the form's inputs carry the schema's limits: lengths, url, tel, email, required", async () => {
    const member = await eligibleMember()
    const page = await (await get(server.baseUrl, '/member-dashboard/listing', { cookie: member.cookie })).text()
    const tag = (element: string, name: string) => new RegExp(`<${element}[^>]*name="${name}"[^>]*>`).exec(page)?.[0] ?? ''
    expect(tag('input', 'website')).toMatch(/type="url"/)
    expect(tag('input', 'website')).toMatch(/maxlength="300"/i)
    expect(tag('input', 'whatsapp')).toMatch(/type="tel"/)
    expect(tag('input', 'whatsapp')).toMatch(/maxlength="40"/i)
    expect(tag('input', 'phone')).toMatch(/type="tel"/)
    expect(tag('input', 'email')).toMatch(/type="email"/)
    expect(tag('input', 'email')).toMatch(/required/)
    expect(tag('input', 'email')).toMatch(/maxlength="254"/i)
    expect(tag('input', 'businessName')).toMatch(/maxlength="200"/i)
    expect(tag('input', 'tcmRegistrationNo')).toMatch(/maxlength="40"/i)
    expect(tag('input', 'experience')).toMatch(/max="80"/i)
    expect(tag('textarea', 'description')).toMatch(/maxlength="5000"/i)
    expect(tag('input', 'title')).not.toMatch(/required/)
  })

  test('/profile says the practice is kept in the listing alone, and links there for a member who may list', async () => {
    const member = await eligibleMember()
    for (const [lng, note, link] of [
      ['en', 'is kept in one place, your directory listing', 'Edit your practice in My listing'],
      ['ms', 'disimpan di satu tempat sahaja, iaitu penyenaraian direktori anda', 'Sunting amalan anda di Penyenaraian saya'],
    ] as const) {
      const page = await (await get(server.baseUrl, `/profile?lng=${lng}`, { cookie: member.cookie })).text()
      expectPage(page).toContain(note)
      expectPage(page).toMatch(new RegExp(`<a[^>]*href="/member-dashboard/listing"[^>]*>${link}</a>`))
    }
    const student = await eligibleMember({ membershipType: 'Student' })
    const page = await (await get(server.baseUrl, '/profile', { cookie: student.cookie })).text()
    expectPage(page).toContain('the public directory does not show them')
    expectPage(page).not.toContain('href="/member-dashboard/listing"')
  })

  test("the practice has one home (issue 33): a first draft starts from what the profile kept before; the listing's values win once written", async () => {
    const member = await eligibleMember({ businessName: 'Old Practice', specialties: ['Soul', 'Reiki'], certification: 'Reiki Master', bio: 'Written on the old profile.' })
    const before = await (await get(server.baseUrl, '/member-dashboard/listing', { cookie: member.cookie })).text()
    expectPage(before).toMatch(/<input[^>]*name="businessName"[^>]*value="Old Practice"/)
    expectPage(before).toMatch(/<input[^>]*name="specialties"[^>]*value="Soul, Reiki"/)
    expectPage(before).toMatch(/<input[^>]*name="certification"[^>]*value="Reiki Master"/)
    expectPage(before).toContain('Written on the old profile.')

    expect((await api('PUT', '/api/me/listing', listingFields, member.token)).status).toBe(200)
    const after = await (await get(server.baseUrl, '/member-dashboard/listing', { cookie: member.cookie })).text()
    expectPage(after).toMatch(/<input[^>]*name="businessName"[^>]*value="Tenang Wellness"/)
    expectPage(after).not.toContain('Old Practice')
    expectPage(after).not.toContain('Written on the old profile.')
  })

  test('a refused form keeps what was typed; a member cannot reach the admin page', async () => {
    const member = await eligibleMember()
    const refused = await postForm(server.baseUrl, '/member-dashboard/listing', { intent: 'save', businessName: 'Kept Name', email: 'not-an-address', whatsapp: '12' }, { cookie: member.cookie })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expectPage(html).toContain('value="Kept Name"')
    expectPage(html).toContain('Enter the e-mail address the public may write to')
    expectPage(html).toContain('Enter a WhatsApp number of 8 to 15 digits')
    expect((await get(server.baseUrl, '/admin/listings/reviews', { cookie: member.cookie })).status).toBe(403)
  })
})

describe('the directory', () => {
  test("'Siti' finds 'Siti Aminah', not 'transition'; words are matched at their start, case and accents aside", async () => {
    const siti = await createListing({ name: 'Siti Aminah binti Yusof', description: 'Reiki.' })
    const charlotte = await createListing({ name: 'Charlotte Hughes', description: 'Support through every transition.' })
    const jose = await createListing({ name: 'José Ramírez', description: 'Biofield.' })
    const ids = (list: Array<Record<string, unknown>>) => list.map((p) => p.id)
    expect(ids(await directory('search=Siti'))).toContain(siti.id)
    expect(ids(await directory('search=Siti'))).not.toContain(charlotte.id)
    expect(ids(await directory('search=SITI%20yus'))).toContain(siti.id)
    expect(ids(await directory('search=jose%20RAMIREZ'))).toContain(jose.id)
    expect(ids(await directory('search=amirez'))).not.toContain(jose.id)
    const page = await (await get(server.baseUrl, '/find-practitioner?search=Siti%20Aminah')).text()
    expectPage(page).toContain('1 practitioner found')
  })

  test('no rating on a card, a profile or its JSON-LD; the API keeps the fields', async () => {
    const rated = await createListing({ name: 'Rated Person', rating: 97, reviewCount: 120 })
    const api = await (await get(server.baseUrl, `/api/practitioners/${rated.id}`)).json()
    expect(api).toMatchObject({ rating: 97, reviewCount: 120 })
    for (const address of [`/practitioner/${rated.id}`, '/find-practitioner?search=Rated%20Person', '/']) {
      const html = await (await get(server.baseUrl, address)).text()
      expectPage(html).not.toMatch(/9\.7|120 reviews|aggregateRating|out of 10/)
    }
    const selfListed = withoutScripts(await (await get(server.baseUrl, `/practitioner/${rated.id}`)).text())
    expectPage(selfListed).toContain('Self-listed')
    // No membership ID beside "Self-listed", and no link to a proof of membership there is not.
    expectPage(selfListed).not.toContain('Member ID')
    expect(selfListed).not.toContain('href="/verify/')
  })

  test('paging reaches every page, without a cap at 10', async () => {
    const marker = `Pagetest${Math.random().toString(36).slice(2, 8)}`
    await Listing.insertMany(Array.from({ length: 12 * 11 + 3 }, (_, i) => ({ name: `${marker} ${String(i).padStart(3, '0')}`, membershipId: `EMP9${Date.now() % 100000}${i}`, email: `p${i}@example.com` })))
    const { invalidateDirectory } = await import('#app/models/directory-version.server.ts')
    await invalidateDirectory()
    const page12 = await (await get(server.baseUrl, `/find-practitioner?search=${marker}&page=12`)).text()
    expectPage(page12).toContain(`${marker} 132`)
    expectPage(page12).toContain(`${marker} 134`)
    expectPage(page12).not.toContain(`${marker} 131`)
    expectPage(page12).toContain('Showing 133–135 of 135')
    expectPage(page12).toContain(`page=11`)
    expectPage(page12).toContain('aria-current="page"')
  })
})
