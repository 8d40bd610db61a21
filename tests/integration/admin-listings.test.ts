import { describe, expect, test } from 'vitest'
import { site } from '#app/config/site.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { auditOf, createListing, expectPage, follow, inputValue, adminSession } from '#tests/admin-helpers.ts'
import { createUser } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { browserInputsOfRoute, measurePage } from '#tests/page-weight.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

async function html(path: string, cookie: string) {
  const response = await get(server.baseUrl, path, { cookie })
  expect(response.status, `GET ${path}`).toBe(200)
  return response.text()
}

let counter = 0
/** A membership ID far above anything the factories make, so "the next ID" is predictable. */
function highId() {
  counter += 1
  return `EMP${90_000_000 + counter * 100}`
}

function listingForm(overrides: Record<string, string> = {}) {
  return {
    salutation: 'Dr.',
    name: 'Siti Aminah binti Yusof',
    email: 'Siti.Aminah@Example.com',
    membershipId: '',
    title: 'Certified Bioenergy Practitioner',
    businessName: 'Tenang Wellness Studio',
    phone: '+60 12-345 6789',
    experience: '12 years',
    state: 'Selangor',
    location: 'Shah Alam, Malaysia',
    country: '',
    certification: 'EMPAM Certified Practitioner',
    specialties: 'Body, Reiki, , body',
    description: 'Gentle energy work alongside medical care.',
    rating: '87',
    reviewCount: '12',
    imageUrl: '',
    isActive: 'on',
    returnTo: '/admin',
    ...overrides,
  }
}

const stored = (id: string) => Listing.findById(id).lean()
/** The whole `<input>` tag named `name`, to read its attributes. */
const inputTag = (markup: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(markup)?.[0] ?? ''
const ticked = (markup: string, name: string, value: string) =>
  [...markup.matchAll(new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'g'))].some(([tag]) => tag.includes(`value="${value}"`) && / checked/.test(tag))
const visibleIds = async () =>
  ((await (await get(server.baseUrl, '/api/practitioners')).json()) as Array<{ id: string }>).map((p) => p.id)

describe('/admin', () => {
  test('the listings as a table sorted by name, inactive and hidden ones marked, each with Edit and Delete', async () => {
    const { cookie } = await adminSession()
    const tag = `Zq${Date.now().toString(36)}`
    const suspended = await createUser({ membershipStatus: 'suspended', firstName: 'Rosnah', lastName: 'Ahmad' })
    const zed = await createListing({ name: `${tag} Zed` })
    const amy = await createListing({ name: `${tag} Amy`, isActive: false })
    const mia = await createListing({ name: `${tag} Mia`, membershipId: suspended.membershipId })

    const markup = await html(`/admin?search=${tag}`, cookie)
    expectPage(markup).toContain('<title>Admin - Member Management | EMPAM</title>')
    expectPage(markup).toMatch(/<h1[^>]*>Admin - Member Management<\/h1>/)
    expectPage(markup).toMatch(/href="\/admin-content"[^>]*>Content Administration/)
    expectPage(markup).toMatch(/href="\/admin\/practitioners\/new\?returnTo=[^"]*"[^>]*>Add Directory Listing/)
    expectPage(markup).toContain('3 listings matching “')

    const order = [amy, mia, zed].map((p) => markup.indexOf(`id="listing-${p.id}-name"`))
    expect(order.every((position) => position > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)

    const card = (id: string) => markup.slice(markup.indexOf(`id="listing-${id}-name"`), markup.indexOf('</tr>', markup.indexOf(`id="listing-${id}-name"`)))
    expectPage(card(amy.id)).toContain('Inactive: hidden from the public directory')
    expectPage(card(mia.id)).toContain('Linked to Rosnah Ahmad')
    expectPage(card(mia.id)).toContain("Hidden from the public directory while the member's membership is suspended")
    expectPage(card(zed.id)).toContain('No member account with this ID')
    expectPage(card(zed.id)).toContain('Shown in the public directory')
    expectPage(card(zed.id)).toMatch(new RegExp(`href="/admin/practitioners/${zed.id}/edit\\?returnTo=[^"]*"[^>]*>Edit`))
    expectPage(card(zed.id)).toMatch(new RegExp(`href="/admin/practitioners/${zed.id}/delete\\?returnTo=[^"]*"[^>]*>Delete`))
  })

  test('the add form suggests EMP + the highest number in use (listings and accounts) + 1', async () => {
    const { cookie } = await adminSession()
    const listed = highId()
    await createListing({ membershipId: listed })
    const expected = `EMP${Number(listed.slice(3)) + 1}`
    expect(inputValue(await html('/admin/practitioners/new', cookie), 'membershipId')).toBe(expected)
    // /admin carries it for the inline form that JavaScript opens.
    expectPage(await html('/admin', cookie)).toContain(`"nextMembershipId":"${expected}"`)

    // An account's ID counts too: a new listing must not be linked to a stranger's account by accident.
    const account = `EMP${Number(listed.slice(3)) + 50}`
    await createUser({ membershipId: account })
    expect(inputValue(await html('/admin/practitioners/new', cookie), 'membershipId')).toBe(`EMP${Number(listed.slice(3)) + 51}`)
  })

  test('the list is kept in memory until the listings change, as the stored version tells', async () => {
    const { cookie } = await adminSession()
    const listing = await createListing({ name: 'Versioned Vera' })
    expectPage(await html('/admin?search=Versioned', cookie)).toContain('Versioned Vera')
    // Written straight through the model, as another process would, without bumping the version: not seen yet.
    await Listing.updateOne({ _id: listing.id }, { $set: { name: 'Versioned Valerie' } })
    expectPage(await html('/admin?search=Versioned', cookie)).toContain('Versioned Vera')
    await invalidateDirectory()
    expectPage(await html('/admin?search=Versioned', cookie)).toContain('Versioned Valerie')
  })

  test('the admin pages stay within the JavaScript budget of every page (100 KB gzipped), a full page of cards within 150 KB of HTML', async () => {
    const { cookie } = await adminSession()
    await Promise.all(Array.from({ length: 30 }, () => createListing({ description: 'Gentle, careful energy work alongside medical care. '.repeat(15) })))
    for (const pathname of ['/admin', '/admin/practitioners/new', '/admin/members', '/admin/cpd']) {
      const { htmlBytes, javaScriptKb } = await measurePage(server.baseUrl, pathname, { headers: { cookie } })
      expect(javaScriptKb, `${pathname} JavaScript (KB, gzipped)`).toBeLessThanOrEqual(100)
      expect(htmlBytes, `${pathname} HTML`).toBeLessThan(150 * 1024)
    }
  })

  test('the admin pages send neither zod nor the schemas to the browser', () => {
    for (const route of [
      'admin._index',
      'admin.practitioners.new',
      'admin.practitioners.$id.edit',
      'admin.practitioners.$id.delete',
      'admin.members',
      'admin.cpd',
    ]) {
      const inputs = browserInputsOfRoute(`routes/_admin+/${route}/route.tsx`)
      expect(inputs.length, route).toBeGreaterThan(3)
      expect(
        inputs.filter((input) => /node_modules\/(zod|@conform-to\/zod)\/|app\/validation\/(practitioner|admin-cpd|admin-members)\.ts$/.test(input)),
        `${route} browser bundle`,
      ).toEqual([])
    }
  })
})

describe('adding a listing (the form)', () => {
  test('only name and email: saved with the defaults and the next ID, shown in the directory, recorded', async () => {
    const { cookie, user } = await adminSession()
    const listed = highId()
    await createListing({ membershipId: listed })
    const response = await postForm(
      server.baseUrl,
      '/admin/practitioners/new',
      { name: ' Lim Wei Jie ', email: 'WeiJie@Example.com', membershipId: '', isActive: 'on', returnTo: '/admin' },
      { cookie },
    )
    expect(response).toHaveRedirect('/admin')
    expectPage(await follow(server.baseUrl, response, cookie)).toContain('Member created successfully')

    const saved = await Listing.findOne({ email: 'weijie@example.com' }).lean()
    expect(saved).toMatchObject({
      name: 'Lim Wei Jie',
      membershipId: `EMP${Number(listed.slice(3)) + 1}`,
      country: 'Malaysia',
      rating: 0,
      reviewCount: 0,
      phone: '',
      imageUrl: site.defaultListingImage,
      specialties: ['Energy Medicine'],
      experience: 0,
      isActive: true,
    })
    expect(await visibleIds()).toContain(String(saved!._id))
    expectPage(await html(`/admin?search=${encodeURIComponent('Lim Wei Jie')}`, cookie)).toContain(`id="listing-${String(saved!._id)}-name"`)
    const [record] = await auditOf('practitioner', String(saved!._id))
    expect(record).toMatchObject({ action: 'created', actorEmail: user.email })
    expect(record!.summary).toContain(saved!.membershipId)
  })

  test('every field as typed: experience read as a whole number, specialities split, the box unticked means inactive', async () => {
    const { cookie } = await adminSession()
    const membershipId = highId()
    const response = await postForm(
      server.baseUrl,
      '/admin/practitioners/new',
      { ...listingForm({ membershipId: membershipId.toLowerCase() }), isActive: [] },
      { cookie },
    )
    expect(response.status).toBe(302)
    const saved = await Listing.findOne({ membershipId }).lean()
    expect(saved).toMatchObject({
      salutation: 'Dr.',
      name: 'Siti Aminah binti Yusof',
      email: 'siti.aminah@example.com',
      experience: 12,
      specialties: ['Body', 'Reiki'],
      rating: 87,
      reviewCount: 12,
      country: 'Malaysia',
      state: 'Selangor',
      isActive: false,
    })
    expect(await visibleIds()).not.toContain(String(saved!._id))
  })

  test('without name and email: "Name and email are required", the field messages, what was typed kept, nothing stored', async () => {
    const { cookie } = await adminSession()
    const before = await Listing.countDocuments()
    const response = await postForm(
      server.baseUrl,
      '/admin/practitioners/new',
      listingForm({ name: '', email: '', businessName: 'Kept Practice Name' }),
      { cookie },
    )
    expect(response.status).toBe(400)
    const markup = await response.text()
    expectPage(markup).toMatch(/role="alert"[^>]*><p>Name and email are required<\/p>/)
    expectPage(markup).toContain('Name is required')
    expectPage(markup).toContain('Invalid email address')
    expect(inputValue(markup, 'businessName')).toBe('Kept Practice Name')
    expect(await Listing.countDocuments()).toBe(before)
  })

  test('another bad field: "Failed to create member: {message}"', async () => {
    const { cookie } = await adminSession()
    const response = await postForm(server.baseUrl, '/admin/practitioners/new', listingForm({ rating: '150' }), { cookie })
    expect(response.status).toBe(400)
    expectPage(await response.text()).toContain('Failed to create member: Rating must be a whole number from 0 to 100')
  })

  test('a membership ID already listed: 409, the alert and the field message, nothing stored', async () => {
    const { cookie } = await adminSession()
    const existing = await createListing()
    const before = await Listing.countDocuments()
    const response = await postForm(server.baseUrl, '/admin/practitioners/new', listingForm({ membershipId: existing.membershipId }), { cookie })
    expect(response.status).toBe(409)
    const markup = await response.text()
    expectPage(markup).toContain('Failed to create member: This membership ID is already listed')
    expectPage(markup).toMatch(/id="[^"]*membershipId-error"[^>]*><li[^>]*>This membership ID is already listed/)
    expect(await Listing.countDocuments()).toBe(before)
  })

  test('back to the list it came from, and never to another site', async () => {
    const { cookie } = await adminSession()
    const back = await postForm(
      server.baseUrl,
      '/admin/practitioners/new',
      listingForm({ membershipId: highId(), returnTo: '/admin?search=siti&page=2' }),
      { cookie },
    )
    expect(back).toHaveRedirect('/admin?search=siti&page=2')
    const away = await postForm(
      server.baseUrl,
      '/admin/practitioners/new',
      listingForm({ membershipId: highId(), returnTo: 'https://evil.example/admin' }),
      { cookie },
    )
    expect(away).toHaveRedirect('/admin')
  })
})

describe('editing and deleting a listing (the pages)', () => {
  test('the edit page is the form filled in; saving stores it and records what changed', async () => {
    const { cookie } = await adminSession()
    const listing = await createListing({ name: 'Agnes Majinbon', specialties: ['Body', 'Soul'], experience: 9, rating: 91, reviewCount: 4 })
    const markup = await html(`/admin/practitioners/${listing.id}/edit`, cookie)
    expectPage(markup).toMatch(/<h1[^>]*>Edit Member: Agnes Majinbon<\/h1>/)
    expect(inputValue(markup, 'name')).toBe('Agnes Majinbon')
    expect(inputValue(markup, 'specialties')).toBe('Body, Soul')
    expect(inputValue(markup, 'experience')).toBe('9')
    expect(inputValue(markup, 'rating')).toBe('91')
    expect(inputValue(markup, 'membershipId')).toBe(listing.membershipId)
    // The stock picture shows as a blank field, which saves it again.
    expect(inputValue(markup, 'imageUrl')).toBe('')
    expectPage(markup).toMatch(/name="isActive"[^>]*checked/)

    const response = await postForm(
      server.baseUrl,
      `/admin/practitioners/${listing.id}/edit`,
      listingForm({ name: 'Agnes Majinbon', email: listing.email, membershipId: listing.membershipId, location: 'Penampang, Malaysia', rating: '95' }),
      { cookie },
    )
    expect(response).toHaveRedirect('/admin')
    expectPage(await follow(server.baseUrl, response, cookie)).toContain('Member updated successfully')
    expect(await stored(listing.id)).toMatchObject({ location: 'Penampang, Malaysia', rating: 95, imageUrl: site.defaultListingImage })
    const records = await auditOf('practitioner', listing.id)
    expect(records.map((r) => r.action)).toEqual(['updated'])
    expect(records[0]!.summary).toMatch(/location/)
    expect(records[0]!.summary).toMatch(/rating/)
  })

  test("issue 19's fields, as the member's form has them: languages and modes ticked, WhatsApp, website, T&CM number", async () => {
    const { cookie, token } = await adminSession()
    const blank = await html('/admin/practitioners/new', cookie)
    for (const language of ['English', 'Bahasa Malaysia', 'Tamil', 'Kadazandusun', 'Other']) {
      expectPage(blank).toMatch(new RegExp(`<input[^>]*name="languages"[^>]*value="${language}"|<input[^>]*value="${language}"[^>]*name="languages"`))
    }
    for (const mode of ['in-person', 'online', 'home-visit']) expectPage(blank).toMatch(new RegExp(`<input[^>]*name="modes"[^>]*value="${mode}"|<input[^>]*value="${mode}"[^>]*name="modes"`))
    expectPage(blank).toContain('Home visit')
    expect(inputTag(blank, 'whatsapp')).toMatch(/type="tel"/)
    expect(inputTag(blank, 'whatsapp')).toMatch(/maxlength="40"/i)
    expect(inputTag(blank, 'website')).toMatch(/type="url"/)
    expect(inputTag(blank, 'website')).toMatch(/maxlength="300"/i)
    expect(inputValue(blank, 'tcmRegistrationNo')).toBe('')

    const listing = await createListing({ name: 'Agnes Majinbon' })
    const fields = { name: 'Agnes Majinbon', email: listing.email, membershipId: listing.membershipId }
    const saved = await postForm(
      server.baseUrl,
      `/admin/practitioners/${listing.id}/edit`,
      listingForm({ ...fields, whatsapp: '012-345 6789', website: 'https://agnes.example', tcmRegistrationNo: 'T&CM 777' }),
      { cookie },
    ).then(async (response) => {
      expect(response.status).toBe(302)
      return stored(listing.id)
    })
    expect(saved).toMatchObject({ languages: [], modes: [], whatsapp: '012-345 6789', website: 'https://agnes.example', tcmRegistrationNo: 'T&CM 777' })

    const withChoices = await postForm(
      server.baseUrl,
      `/admin/practitioners/${listing.id}/edit`,
      { ...listingForm({ ...fields, whatsapp: '012-345 6789', website: '', tcmRegistrationNo: '' }), languages: ['Tamil', 'English'], modes: ['home-visit'] },
      { cookie },
    )
    expect(withChoices.status).toBe(302)
    expect(await stored(listing.id)).toMatchObject({ languages: ['English', 'Tamil'], modes: ['home-visit'], website: '', tcmRegistrationNo: '' })
    const edit = await html(`/admin/practitioners/${listing.id}/edit`, cookie)
    expect(ticked(edit, 'languages', 'Tamil')).toBe(true)
    expect(ticked(edit, 'languages', 'Iban')).toBe(false)
    expect(inputValue(edit, 'whatsapp')).toBe('012-345 6789')
    expectPage(await html(`/find-practitioner?language=Tamil&mode=home-visit`, '')).toContain('https://wa.me/60123456789')

    const refused = await postForm(
      server.baseUrl,
      `/admin/practitioners/${listing.id}/edit`,
      { ...listingForm({ ...fields, whatsapp: '12', website: 'javascript:alert(1)', tcmRegistrationNo: 'Kept 1' }), languages: ['Klingon'] },
      { cookie },
    )
    expect(refused.status).toBe(400)
    const page = await refused.text()
    expectPage(page).toContain('Enter a WhatsApp number of 8 to 15 digits')
    expectPage(page).toContain('Choose languages from the list')
    expect(inputValue(page, 'tcmRegistrationNo')).toBe('Kept 1')
    expect(await stored(listing.id)).toMatchObject({ languages: ['English', 'Tamil'], whatsapp: '012-345 6789', tcmRegistrationNo: '' })

    // JSON: the same rules; left out, the stored values stay.
    const kept = await sendJson(server.baseUrl, 'PUT', `/api/practitioners/${listing.id}`, { ...fields, state: 'Sabah' }, { token })
    expect(kept.status).toBe(200)
    expect(await stored(listing.id)).toMatchObject({ state: 'Sabah', languages: ['English', 'Tamil'], modes: ['home-visit'], whatsapp: '012-345 6789' })
    const bad = await sendJson(server.baseUrl, 'PUT', `/api/practitioners/${listing.id}`, { ...fields, modes: ['by post'] }, { token })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ fieldErrors: { modes: ['Choose in person, online or home visit'] } })
  })

  test('failures: "Failed to update member: …"; a missing listing is a 404', async () => {
    const { cookie } = await adminSession()
    const [one, other] = await Promise.all([createListing(), createListing()])
    const taken = await postForm(server.baseUrl, `/admin/practitioners/${one.id}/edit`, listingForm({ membershipId: other.membershipId }), { cookie })
    expect(taken.status).toBe(409)
    expectPage(await taken.text()).toContain('Failed to update member: This membership ID is already listed')
    expect((await stored(one.id))?.membershipId).toBe(one.membershipId)

    const missing = '0123456789abcdef01234567'
    expect((await get(server.baseUrl, `/admin/practitioners/${missing}/edit`, { cookie })).status).toBe(404)
    expect((await get(server.baseUrl, '/admin/practitioners/not-an-id/delete', { cookie })).status).toBe(404)
    const post = await postForm(server.baseUrl, `/admin/practitioners/${missing}/edit`, listingForm(), { cookie })
    expect(post.status).toBe(404)
    // The form's page is plain HTML (not hydrated): what shows is the 404 page, as for reading it.
    expectPage(await post.text()).toContain('Practitioner not found')
  })

  test('delete asks first, then removes the listing from the directory and records it', async () => {
    const { cookie } = await adminSession()
    const listing = await createListing({ name: 'Justin Sipaun' })
    expect(await visibleIds()).toContain(listing.id)
    const confirm = await html(`/admin/practitioners/${listing.id}/delete?returnTo=${encodeURIComponent('/admin?page=2')}`, cookie)
    expectPage(confirm).toContain(`Delete the listing of <strong>Justin Sipaun</strong> (${listing.membershipId})`)
    expect(inputValue(confirm, 'returnTo')).toBe('/admin?page=2')
    expect(await stored(listing.id)).not.toBeNull()

    const response = await postForm(server.baseUrl, `/admin/practitioners/${listing.id}/delete`, { returnTo: '/admin' }, { cookie })
    expect(response).toHaveRedirect('/admin')
    expectPage(await follow(server.baseUrl, response, cookie)).toContain('Member deleted successfully')
    expect(await stored(listing.id)).toBeNull()
    expect(await visibleIds()).not.toContain(listing.id)
    expect((await auditOf('practitioner', listing.id)).map((r) => r.action)).toEqual(['deleted'])

    const again = await postForm(server.baseUrl, `/admin/practitioners/${listing.id}/delete`, {}, { cookie })
    expect(again.status).toBe(404)
    expectPage(await again.text()).toContain('Practitioner not found')
  })
})

describe('POST /api/practitioners, PUT and DELETE /api/practitioners/{id}', () => {
  test('POST: 201 with the listing, the defaults applied, active unless told otherwise', async () => {
    const { token, user } = await adminSession()
    const membershipId = highId()
    const response = await sendJson(server.baseUrl, 'POST', '/api/practitioners', { name: 'Grace Chin', email: 'grace@example.com', membershipId, specialties: ['Water/Beverage', ' '] }, { token })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toMatchObject({
      name: 'Grace Chin',
      email: 'grace@example.com',
      membershipId,
      country: 'Malaysia',
      rating: 0,
      reviewCount: 0,
      phone: '',
      imageUrl: site.defaultListingImage,
      specialties: ['Water/Beverage'],
      isActive: true,
    })
    expect(body.id).toMatch(/^[0-9a-f]{24}$/)
    expect(body).not.toHaveProperty('_id')
    expect((await get(server.baseUrl, `/api/practitioners/${body.id}`)).status).toBe(200)
    expect((await auditOf('practitioner', body.id))[0]).toMatchObject({ action: 'created', actorId: expect.anything(), actorEmail: user.email })
  })

  test('POST: 400 with the spec messages, 409 for an ID already listed, 400 for a body that is not JSON', async () => {
    const { token } = await adminSession()
    const missing = await sendJson(server.baseUrl, 'POST', '/api/practitioners', { state: 'Sabah' }, { token })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      message: 'Name and email are required',
      fieldErrors: { form: ['Name and email are required'], name: ['Name is required'], email: ['Invalid email address'] },
    })

    const existing = await createListing()
    const duplicate = await sendJson(server.baseUrl, 'POST', '/api/practitioners', { name: 'Copy', email: 'copy@example.com', membershipId: existing.membershipId.toLowerCase() }, { token })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toEqual({
      message: 'This membership ID is already listed',
      fieldErrors: { membershipId: ['This membership ID is already listed'] },
    })
    expect(await Listing.countDocuments({ membershipId: existing.membershipId })).toBe(1)

    const garbled = await sendJson(server.baseUrl, 'POST', '/api/practitioners', '{"name":', { token })
    expect(garbled.status).toBe(400)
    expect(await garbled.json()).toEqual({ message: 'The request body must be valid JSON' })
  })

  test('PUT replaces the listing (200); hiding it takes it out of the public API; 404 and 409 as they should be', async () => {
    const { token } = await adminSession()
    const [listing, other] = await Promise.all([createListing({ rating: 80, reviewCount: 3 }), createListing()])
    const response = await sendJson(
      server.baseUrl,
      'PUT',
      `/api/practitioners/${listing.id}`,
      { name: 'Renamed Person', email: listing.email, state: 'Sarawak', experience: 'abc', isActive: false },
      { token },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: listing.id, name: 'Renamed Person', state: 'Sarawak', experience: 0, rating: 0, membershipId: listing.membershipId, isActive: false })
    expect((await get(server.baseUrl, `/api/practitioners/${listing.id}`)).status).toBe(404)

    expect((await sendJson(server.baseUrl, 'PUT', '/api/practitioners/0123456789abcdef01234567', { name: 'X', email: 'x@example.com' }, { token })).status).toBe(404)
    expect((await sendJson(server.baseUrl, 'PUT', '/api/practitioners/nope', { name: 'X', email: 'x@example.com' }, { token })).status).toBe(404)
    const clash = await sendJson(server.baseUrl, 'PUT', `/api/practitioners/${listing.id}`, { name: 'X', email: 'x@example.com', membershipId: other.membershipId }, { token })
    expect(clash.status).toBe(409)
    const bad = await sendJson(server.baseUrl, 'PUT', `/api/practitioners/${listing.id}`, { name: 'X', email: 'nope' }, { token })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'Invalid email address', fieldErrors: { email: ['Invalid email address'] } })
    expect((await stored(listing.id))?.name).toBe('Renamed Person')
  })

  test('DELETE: 200 { message }, then 404', async () => {
    const { token } = await adminSession()
    const listing = await createListing()
    const response = await sendJson(server.baseUrl, 'DELETE', `/api/practitioners/${listing.id}`, undefined, { token })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Member deleted successfully' })
    expect(await stored(listing.id)).toBeNull()
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/practitioners/${listing.id}`, undefined, { token })).status).toBe(404)
  })

  test('a member gets 403 and changes nothing; GET stays public', async () => {
    const { token } = await adminSession({ isAdmin: false })
    const listing = await createListing()
    const put = await sendJson(server.baseUrl, 'PUT', `/api/practitioners/${listing.id}`, { name: 'Hijacked', email: 'h@example.com' }, { token })
    expect(put.status).toBe(403)
    expect(await put.json()).toEqual({ message: 'Administrator access required' })
    expect((await stored(listing.id))?.name).toBe(listing.name)
    expect((await get(server.baseUrl, `/api/practitioners/${listing.id}`)).status).toBe(200)
  })
})
