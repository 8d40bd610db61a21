import type { Locator, Page } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config.ts'
import { dayOfYearsAgo } from '#tests/clock.ts'
import { activeMember, CONNECTION_FAILURES, expect, expectNoA11yViolations, failNextRequest, signInAt, test } from '#tests/playwright-utils.ts'

/**
 * The administration as the e2e administrator (created at start from ADMIN_EMAIL/ADMIN_PASSWORD):
 * directory listings, member accounts and CPD review, with JavaScript off (pages) and on (inline form,
 * dialog). Both projects share one server, so every name here is unique to its test.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A field by its label; the label of a marked field ends in an asterisk hidden from assistive technology. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`))
const toast = (page: Page) => page.getByTestId('toast')
/** The control for an action: a link without JavaScript, a button with it. */
const control = (page: Page, jsEnabled: boolean, name: string) =>
  page.getByRole('main').getByRole(jsEnabled ? 'button' : 'link', { name, exact: true })
/** A listing's row of the /admin table (its accessible name holds the whole row's text). */
const card = (page: Page, name: string) => page.getByRole('main').getByRole('row', { name })

async function searchListings(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search listings' }).fill(text)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin\\?search=${encodeURIComponent(text)}`))
}

async function directoryFinds(page: Page, name: string) {
  await page.goto(`/find-practitioner?search=${encodeURIComponent(name)}`)
  return page.getByRole('region', { name: 'Practitioners' }).getByRole('article').filter({ hasText: name }).count()
}

test.describe('administration', () => {
  test('add, edit and delete a directory listing', { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
    test.setTimeout(120_000)
    allowConsoleErrors() // the browser logs the 400 answer of the refused form
    const tag = unique()
    const name = `Aaron Lojinga ${tag}`
    await signInAt(page, '/admin', E2E_ADMIN)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin - Member Management' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Content Administration' })).toHaveAttribute('href', '/admin-content')
    await expect(card(page, 'Dr. Juliana Gontusan')).toContainText('EMP001')
    await expectNoA11yViolations(page)

    // Add: the form inline with JavaScript, a page of its own without
    await control(page, jsEnabled, 'Add Directory Listing').click()
    const addForm = jsEnabled ? page.getByRole('region', { name: 'Add Directory Listing' }) : page.getByRole('main')
    if (jsEnabled) {
      await expect(addForm).toBeVisible()
      await expect(page).toHaveURL(/\/admin$/)
    } else {
      await expect(page).toHaveURL(/\/admin\/practitioners\/new$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Add Directory Listing' })).toBeVisible()
    }
    await expect(field(addForm, 'Membership ID')).toHaveValue(/^EMP\d{3,}$/)
    await expect(field(addForm, 'Country')).toHaveValue('Malaysia')
    await expect(field(addForm, 'Active: show this listing in the public directory')).toBeChecked()
    await expectNoA11yViolations(page)

    await addForm.getByRole('button', { name: 'Add Member' }).click()
    await expect(addForm.getByRole('alert')).toHaveText('Name and email are required')
    await expect(addForm.getByText('Name is required')).toBeVisible()
    await expect(field(addForm, 'Name')).toHaveAttribute('aria-invalid', 'true')
    if (jsEnabled) await expect(field(addForm, 'Name')).toBeFocused()
    await expectNoA11yViolations(page)

    // The suggestion is the next free ID; the other project may take it at the same moment, so use one of our own.
    await field(addForm, 'Membership ID').fill(`EMP${Math.floor(100000 + Math.random() * 900_000_000)}`)
    await field(addForm, 'Name').fill(name)
    await field(addForm, 'Email').fill(`aaron.${tag}@example.com`)
    await field(addForm, 'State').selectOption('Sabah')
    await field(addForm, 'Location').fill('Tuaran, Malaysia')
    await field(addForm, 'Specialities').fill('Body, Sound healing')
    await field(addForm, 'Description').fill('Sound and breath sessions, always alongside medical care.')
    await addForm.getByRole('button', { name: 'Add Member' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(toast(page)).toContainText('Member created successfully')
    if (jsEnabled) {
      await expect(page.getByRole('region', { name: 'Add Directory Listing' })).toHaveCount(0)
      await expect(control(page, jsEnabled, 'Add Directory Listing')).toBeFocused()
    }

    await searchListings(page, tag)
    const listing = card(page, name)
    await expect(listing).toContainText('Tuaran, Malaysia')
    await expect(listing).toContainText('Shown in the public directory')
    expect(await directoryFinds(page, name)).toBe(1)

    // Edit: the form filled in
    await page.goto(`/admin?search=${tag}`)
    await control(page, jsEnabled, `Edit ${name}`).click()
    const editForm = jsEnabled ? page.getByRole('region', { name: `Edit Member: ${name}` }) : page.getByRole('main')
    if (!jsEnabled) await expect(page.getByRole('heading', { level: 1, name: `Edit Member: ${name}` })).toBeVisible()
    await expect(field(editForm, 'Name')).toHaveValue(name)
    await expect(field(editForm, 'Specialities')).toHaveValue('Body, Sound healing')
    await expectNoA11yViolations(page)
    if (jsEnabled) {
      // Cancel closes and clears the form.
      await field(editForm, 'Location').fill('Somewhere else')
      await editForm.getByRole('button', { name: 'Cancel' }).click()
      await expect(editForm).toHaveCount(0)
      await control(page, jsEnabled, `Edit ${name}`).click()
      await expect(field(editForm, 'Location')).toHaveValue('Tuaran, Malaysia')
    }
    await field(editForm, 'Location').fill('Kota Belud, Malaysia')
    await field(editForm, 'Years of experience').fill('7 years')
    // Issue 19's fields, as the member's form has them.
    await editForm.getByRole('group', { name: 'Languages spoken with clients' }).getByLabel('Tamil').check()
    await editForm.getByRole('group', { name: 'How the practitioner sees clients' }).getByLabel('Online').check()
    await field(editForm, 'WhatsApp number').fill('012-345 6789')
    await field(editForm, 'Website').fill('https://aaron.example')
    await editForm.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin\\?search=${tag}$`))
    await expect(toast(page)).toContainText('Member updated successfully')
    await expect(listing).toContainText('Kota Belud, Malaysia')
    const found = await (await page.request.get(`/api/practitioners?language=Tamil&mode=online&search=${encodeURIComponent(name)}`)).json()
    expect(found).toEqual([expect.objectContaining({ name, languages: ['Tamil'], modes: ['online'], whatsapp: '012-345 6789', website: 'https://aaron.example' })])

    // Delete: asked first
    await control(page, jsEnabled, `Delete ${name}`).click()
    if (jsEnabled) {
      const dialog = page.getByRole('dialog', { name: 'Delete Member' })
      await expect(dialog).toContainText(name)
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
      await expectNoA11yViolations(page)
      await dialog.getByRole('button', { name: 'Delete Member' }).click()
      await expect(dialog).toBeHidden()
    } else {
      await expect(page).toHaveURL(/\/admin\/practitioners\/[0-9a-f]{24}\/delete\?returnTo=/)
      await expect(page.getByRole('main')).toContainText(name)
      await expectNoA11yViolations(page)
      await page.getByRole('main').getByRole('button', { name: 'Delete Member' }).click()
    }
    await expect(page).toHaveURL(new RegExp(`/admin\\?search=${tag}$`))
    await expect(toast(page)).toContainText('Member deleted successfully')
    await expect(listing).toHaveCount(0)
    await expect(page.getByText('No listing matches this search.')).toBeVisible()
    expect(await directoryFinds(page, name)).toBe(0)
  })

  test("suspend a member and see their listing leave the directory, then come back", async ({ page }) => {
    test.setTimeout(90_000)
    const member = await activeMember(page, 'Rosalind', { phone: '' })
    const name = `${member.firstName} ${member.lastName}`
    await signInAt(page, '/admin/members', E2E_ADMIN)
    const created = await page.request.post('/api/practitioners', {
      data: { name, email: member.email, membershipId: member.membershipId, state: 'Sabah', location: 'Keningau, Malaysia' },
    })
    expect(created.status()).toBe(201)
    expect(await directoryFinds(page, name)).toBe(1)

    await page.goto(`/admin/members?search=${encodeURIComponent(member.email)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Member Accounts' })).toBeVisible()
    const account = page.getByRole('main').getByRole('row', { name })
    await expect(account).toContainText(member.membershipId)
    await expect(account).toContainText('0 approved hours · 0 waiting for review')
    await expectNoA11yViolations(page)

    await account.getByLabel('Membership status').selectOption('suspended')
    await account.getByRole('button', { name: `Save status for ${name}` }).click()
    await expect(toast(page)).toContainText(`${name}'s membership is now suspended`)
    await expect(page).toHaveURL(/\/admin\/members\?search=/)
    await expect(account.locator('[data-stage="suspended"]')).toBeVisible()
    expect(await directoryFinds(page, name)).toBe(0)

    await page.goto(`/admin?search=${encodeURIComponent(member.lastName)}`)
    await expect(card(page, name)).toContainText("Hidden from the public directory while the member's membership is suspended")

    await page.goto(`/admin/members?search=${encodeURIComponent(member.email)}`)
    await account.getByLabel('Membership status').selectOption('active')
    await account.getByRole('button', { name: `Save status for ${name}` }).click()
    await expect(toast(page)).toContainText(`${name}'s membership is now active`)
    expect(await directoryFinds(page, name)).toBe(1)

    // Leave the directory as it was.
    const { id } = (await created.json()) as { id: string }
    expect((await page.request.delete(`/api/practitioners/${id}`)).status()).toBe(200)
  })

  test("approve a member's CPD entry and see the hours on their dashboard", { tag: '@js' }, async ({ page, browser }) => {
    test.setTimeout(90_000)
    const member = await activeMember(page, 'Kavitha', { phone: '' })
    const token = member.token
    const approveTitle = `Pranic Healing Level 1 ${unique()}`
    const rejectTitle = `Self-study reading ${unique()}`
    for (const [title, hours] of [
      [approveTitle, 3.5],
      [rejectTitle, 2],
    ] as const) {
      const response = await page.request.post('/api/cpd', {
        headers: { authorization: `Bearer ${token}` },
        data: { title, provider: 'EMPAM Academy', category: 'Workshop', hours, date: dayOfYearsAgo(1, '03-10') },
      })
      expect(response.status()).toBe(201)
    }

    await signInAt(page, '/admin/cpd', E2E_ADMIN)
    await expect(page.getByRole('heading', { level: 1, name: 'CPD Review' })).toBeVisible()
    const entry = page.getByRole('main').getByRole('article', { name: approveTitle })
    await expect(entry).toContainText(`${member.firstName} ${member.lastName} · ${member.membershipId}`)
    await expect(entry).toContainText('3.5 hours')
    await expectNoA11yViolations(page)

    await entry.getByText('Add a note for the member').click()
    await entry.getByLabel(`Note on ${approveTitle} (optional)`).fill('Thank you: well documented.')
    await entry.getByRole('button', { name: `Approve ${approveTitle}` }).click()
    await expect(toast(page)).toContainText('CPD entry approved')
    await expect(entry).toHaveCount(0)

    // Several at once: tick, then "Reject selected" with a note for them all.
    await page.getByRole('checkbox', { name: `Select ${rejectTitle}` }).check()
    await page.getByLabel('Note to the members (optional)').fill('Reading alone does not count; please add a course.')
    await page.getByRole('button', { name: 'Reject selected' }).click()
    await expect(toast(page)).toContainText('CPD entry rejected')
    await expect(page.getByRole('main').getByRole('article', { name: rejectTitle })).toHaveCount(0)

    // The member's own view, in a browser of their own
    const { baseURL, javaScriptEnabled } = test.info().project.use
    const memberContext = await browser.newContext({ baseURL, javaScriptEnabled })
    const memberPage = await memberContext.newPage()
    try {
      await signInAt(memberPage, '/member-dashboard/cpd', member)
      await expect(memberPage.getByTestId('stat-cpd-hours')).toHaveText('3.5')
      await expect(memberPage.getByRole('main')).toContainText('Thank you: well documented.')
      await expect(memberPage.getByRole('main')).toContainText('Reading alone does not count; please add a course.')
      await expectNoA11yViolations(memberPage)
    } finally {
      await memberContext.close()
    }
  })

  test('a member gets the 403 page at /admin', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // the browser logs the 403 status
    const member = await activeMember(page, 'Farah', { phone: '' })
    await signInAt(page, '/member-dashboard/cpd', member)
    for (const path of ['/admin', '/admin/members', '/admin/cpd']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(403)
      await expect(page.getByRole('heading', { level: 1, name: '403 Access Denied' })).toBeVisible()
      await expect(page.getByText('You do not have permission to view this page.')).toBeVisible()
    }
    await expectNoA11yViolations(page)
    // Nor does the footer offer the way in.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Administration' })).toHaveCount(0)
  })

  test("the connection drops or a proxy answers: 'Failed to create member: …', the inline form and what was typed kept", { tag: '@js' }, async ({
    page,
    jsEnabled,
    allowConsoleErrors,
  }) => {
    test.skip(!jsEnabled, 'the inline form and the dialog need JavaScript')
    test.setTimeout(90_000)
    allowConsoleErrors() // the browser logs the failed requests
    const tag = unique()
    const name = `Aaron Sipaun ${tag}`
    await signInAt(page, '/admin', E2E_ADMIN)
    await control(page, jsEnabled, 'Add Directory Listing').click()
    const form = page.getByRole('region', { name: 'Add Directory Listing' })
    await field(form, 'Membership ID').fill(`EMP${Math.floor(100000 + Math.random() * 900_000_000)}`)
    await field(form, 'Name').fill(name)
    await field(form, 'Email').fill(`sipaun.${tag}@example.com`)
    const saving = /\/admin\/practitioners\/new\?.*_data=/
    for (const fail of Object.values(CONNECTION_FAILURES)) {
      const failure = await failNextRequest(page, saving, fail)
      await form.getByRole('button', { name: 'Add Member' }).click()
      await failure.met
      await expect(form.getByRole('alert')).toHaveText(/^Failed to create member: the server could not be reached/)
      await expect(field(form, 'Name')).toHaveValue(name)
    }
    await expectNoA11yViolations(page)
    await form.getByRole('button', { name: 'Add Member' }).click()
    await expect(toast(page)).toContainText('Member created successfully')

    await searchListings(page, tag)
    const deleting = /\/admin\/practitioners\/[0-9a-f]+\/delete\?.*_data=/
    const deleteFailure = await failNextRequest(page, deleting, CONNECTION_FAILURES.dropped)
    await control(page, jsEnabled, `Delete ${name}`).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Member' })
    await dialog.getByRole('button', { name: 'Delete Member' }).click()
    await deleteFailure.met
    await expect(dialog.getByRole('alert')).toHaveText(/^Failed to delete member: the server could not be reached/)
    await dialog.getByRole('button', { name: 'Delete Member' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page)).toContainText('Member deleted successfully')
    await expect(card(page, name)).toHaveCount(0)
  })
})
