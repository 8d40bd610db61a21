import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { today } from '#tests/clock.ts'
import { activeMember, CONNECTION_FAILURES, expect, expectNoA11yViolations, failNextRequest, test } from '#tests/playwright-utils.ts'

type Member = Awaited<ReturnType<typeof activeMember>>

/** Asks for the dashboard signed out, signs in on /login and lands back on the dashboard. */
async function signInToDashboard(page: Page, member: Member) {
  await page.goto('/member-dashboard/cpd')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmember-dashboard%2Fcpd$/)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeVisible()
}

/** Entries made through the API with the page's own session (the journeys here are about the dashboard). */
async function addByApi(page: Page, entry: Record<string, unknown>) {
  const response = await page.request.post('/api/cpd', {
    data: { provider: 'EMPAM Academy', category: 'Workshop', hours: 2, ...entry },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: string }
}

/** The control for an action: a link without JavaScript, a button that opens a dialog with it. */
function control(page: Page, jsEnabled: boolean, name: string) {
  return page.getByRole('main').getByRole(jsEnabled ? 'button' : 'link', { name, exact: true })
}

/** Where the entry form is: the dialog with JavaScript, the page without. */
function entryForm(page: Page, jsEnabled: boolean, title: string): Locator {
  return jsEnabled ? page.getByRole('dialog', { name: title }) : page.getByRole('main')
}

/** A field by its label; a required field's label ends in an asterisk that is hidden from assistive technology. */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`))

async function fillEntry(form: Locator, values: { title?: string; provider?: string; category?: string; hours?: string; date?: string; description?: string }) {
  if (values.title !== undefined) await field(form, 'Title').fill(values.title)
  if (values.provider !== undefined) await field(form, 'Provider').fill(values.provider)
  if (values.category !== undefined) await field(form, 'Category').selectOption(values.category)
  if (values.hours !== undefined) await field(form, 'Hours').fill(values.hours)
  if (values.date !== undefined) await field(form, 'Date').fill(values.date)
  if (values.description !== undefined) await form.getByLabel('Description (optional)').fill(values.description)
}

const toast = (page: Page) => page.getByTestId('toast')
const entriesList = (page: Page) => page.getByRole('list', { name: 'CPD entries' })

test.describe('CPD entries on the member dashboard', () => {
  test('sign in, add an entry (refused at 2.3 hours, kept), see it pending, edit it, delete it after confirming', { tag: '@js' }, async ({
    page,
    jsEnabled,
    allowConsoleErrors,
  }) => {
    test.setTimeout(90_000)
    allowConsoleErrors() // without JavaScript the browser logs the 400 answer of the refused form
    const member = await activeMember(page, 'Mei Ling', { lastName: 'Wong' })
    await signInToDashboard(page, member)
    const main = page.getByRole('main')
    await expect(main.getByText('No CPD entries yet. Add your first entry to get started!')).toBeVisible()
    await expect(page.getByTestId('stat-cpd-entries')).toHaveText('0')
    await expectNoA11yViolations(page)

    // Add: a dialog with JavaScript, a page of its own without
    await control(page, jsEnabled, 'Add CPD Entry').click()
    const addForm = entryForm(page, jsEnabled, 'Add CPD Entry')
    if (jsEnabled) {
      await expect(addForm).toBeVisible()
      await expect(field(addForm, 'Title')).toBeFocused()
    } else {
      await expect(page).toHaveURL(/\/member-dashboard\/cpd\/new$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Add CPD Entry' })).toBeVisible()
    }
    await expect(field(addForm, 'Hours')).toHaveValue('1')
    await expect(field(addForm, 'Date')).toHaveValue(today())
    await expectNoA11yViolations(page)

    await fillEntry(addForm, { title: 'Foundations of Frequency Therapy', provider: 'EMPAM Academy', category: 'Workshop', hours: '2.3' })
    await addForm.getByRole('button', { name: 'Add Entry' }).click()
    await expect(addForm.getByText('Hours must be in steps of 0.5')).toBeVisible()
    await expect(field(addForm, 'Hours')).toHaveValue('2.3')
    await expect(field(addForm, 'Hours')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(addForm, 'Title')).toHaveValue('Foundations of Frequency Therapy')
    await expect(field(addForm, 'Category')).toHaveValue('Workshop')
    await expectNoA11yViolations(page)

    await fillEntry(addForm, { hours: '1.5', description: 'Two days of supervised practice.' })
    await addForm.getByRole('button', { name: 'Add Entry' }).click()
    await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)
    await expect(toast(page)).toContainText('CPD entry added')
    if (jsEnabled) {
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(control(page, jsEnabled, 'Add CPD Entry')).toBeFocused()
    }
    const item = entriesList(page).getByRole('article', { name: 'Foundations of Frequency Therapy' })
    await expect(item).toContainText('Pending review')
    // The status is an icon as well as words and colour: the stylesheet draws it (the pending clock).
    const icon = await item.locator('[data-status="pending"]').evaluate((badge) => {
      const before = getComputedStyle(badge, '::before')
      return { mask: before.maskImage || before.webkitMaskImage, width: before.width, background: before.backgroundColor, colour: getComputedStyle(badge).color, print: before.getPropertyValue('print-color-adjust') }
    })
    expect(icon.mask).toContain('data:image/svg+xml')
    expect(icon.mask).toContain('2.5 2.5')
    expect(icon.width).toBe('16px')
    expect(icon.background).toBe(icon.colour)
    // A printed statement keeps the icon (browsers drop backgrounds when printing otherwise).
    expect(icon.print).toBe('exact')
    await expect(item).toContainText('1.5 hours')
    await expect(item).toContainText('EMPAM Academy')
    await expect(item).toContainText('Two days of supervised practice.')
    await expect(page.getByTestId('stat-cpd-entries')).toHaveText('1')
    // Not approved yet: no CPD hours, and the year's pending hours shown apart.
    await expect(page.getByTestId('stat-cpd-hours')).toHaveText('0')
    await expect(main.getByText('Pending review: 1.5 hours')).toBeVisible()
    await expect(page.getByRole('progressbar', { name: /hours count$/ })).toHaveAttribute('aria-valuenow', '0')
    await expectNoA11yViolations(page)

    // Edit
    await control(page, jsEnabled, 'Edit Foundations of Frequency Therapy').click()
    const editForm = entryForm(page, jsEnabled, 'Edit CPD Entry')
    if (jsEnabled) await expect(editForm).toBeVisible()
    else await expect(page.getByRole('heading', { level: 1, name: 'Edit CPD Entry' })).toBeVisible()
    await expect(field(editForm, 'Title')).toHaveValue('Foundations of Frequency Therapy')
    await expect(field(editForm, 'Hours')).toHaveValue('1.5')
    await expectNoA11yViolations(page)
    await fillEntry(editForm, { title: 'Frequency Therapy Practicum', hours: '3' })
    await editForm.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)
    await expect(toast(page)).toContainText('CPD entry updated')
    const edited = entriesList(page).getByRole('article', { name: 'Frequency Therapy Practicum' })
    await expect(edited).toContainText('3 hours')
    await expect(entriesList(page).getByRole('article')).toHaveCount(1)

    // Delete: asked first; Cancel keeps it
    await control(page, jsEnabled, 'Delete Frequency Therapy Practicum').click()
    if (jsEnabled) {
      const confirm = page.getByRole('dialog', { name: 'Delete CPD Entry' })
      await expect(confirm).toContainText('Frequency Therapy Practicum')
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
      await expectNoA11yViolations(page)
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()
      await expect(control(page, jsEnabled, 'Delete Frequency Therapy Practicum')).toBeFocused()
      await control(page, jsEnabled, 'Delete Frequency Therapy Practicum').click()
      await confirm.getByRole('button', { name: 'Delete Entry' }).click()
      await expect(confirm).toBeHidden()
    } else {
      await expect(page).toHaveURL(/\/member-dashboard\/cpd\/[0-9a-f]{24}\/delete$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Delete CPD Entry' })).toBeVisible()
      await expect(main).toContainText('Frequency Therapy Practicum')
      await expectNoA11yViolations(page)
      await main.getByRole('link', { name: 'Cancel' }).click()
      await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)
      await expect(entriesList(page).getByRole('article')).toHaveCount(1)
      await control(page, jsEnabled, 'Delete Frequency Therapy Practicum').click()
      await main.getByRole('button', { name: 'Delete Entry' }).click()
    }
    await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)
    await expect(toast(page)).toContainText('CPD entry deleted')
    await expect(main.getByText('No CPD entries yet. Add your first entry to get started!')).toBeVisible()
    await expect(page.getByTestId('stat-cpd-entries')).toHaveText('0')
    if (jsEnabled) await expect(page.getByRole('heading', { name: 'CPD Entries' })).toBeFocused()
  })

  test('download the CSV, open the statement for a chosen year, switch tabs', { tag: '@js' }, async ({ page, jsEnabled }) => {
    test.setTimeout(90_000)
    const member = await activeMember(page, 'Mei Ling', { lastName: 'Wong' })
    await signInToDashboard(page, member)
    const thisYear = Number(today().slice(0, 4))
    const lastYear = thisYear - 1
    await addByApi(page, { title: 'Ethics, "Boundaries" & Care', hours: 1.5, date: today() })
    await addByApi(page, { title: '=SUM(A1:A2)', category: 'Self-Study', hours: 4, date: `${lastYear}-06-15` })
    await page.reload()

    // The CSV: a download with the member's entries and their status
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(new RegExp(`^empam-cpd-${member.membershipId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe('Date,Title,Provider,Category,Hours,Status,Description,Certificate URL,Review note')
    expect(lines[1]).toBe(`${today()},"Ethics, ""Boundaries"" & Care",EMPAM Academy,Workshop,1.5,Pending review,,,`)
    expect(lines[2]).toBe(`${lastYear}-06-15,'=SUM(A1:A2),EMPAM Academy,Self-Study,4,Pending review,,,`)

    // The statement: this year by default, another year from the picker
    await page.getByRole('link', { name: 'Printable CPD Statement' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `CPD Statement ${thisYear}` })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main).toContainText('Energy Medicine Practitioners Association of Malaysia')
    await expect(main).toContainText(`${member.firstName} ${member.lastName}`)
    await expect(main).toContainText(member.membershipId)
    await expect(main.getByRole('table')).toContainText('Ethics, "Boundaries" & Care')
    await expect(page.getByTestId('statement-pending')).toHaveText('1.5 hours')
    await expect(page.getByTestId('statement-approved')).toHaveText('0 hours')
    await expect(main.getByRole('button', { name: 'Print' })).toHaveCount(jsEnabled ? 1 : 0)
    await expectNoA11yViolations(page)
    await page.getByLabel('Year').selectOption(String(lastYear))
    await page.getByRole('button', { name: 'Show Statement' }).click()
    await expect(page).toHaveURL(new RegExp(`/member-dashboard/cpd/statement\\?year=${lastYear}$`))
    await expect(page.getByRole('heading', { level: 1, name: `CPD Statement ${lastYear}` })).toBeVisible()
    await expect(main.getByRole('table')).toContainText('=SUM(A1:A2)')
    await expect(main.getByRole('table')).not.toContainText('Boundaries')
    await expect(page.getByTestId('statement-pending')).toHaveText('4 hours')
    // Printed, the site's header, footer and the controls are left out.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Show Statement' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: `CPD Statement ${lastYear}` })).toBeVisible()
    await page.emulateMedia({ media: 'screen' })

    // The tabs are links, with the current one marked
    await page.getByRole('link', { name: 'Back to Member Dashboard' }).click()
    const tabs = page.getByRole('navigation', { name: 'Dashboard sections' })
    await expect(tabs.getByRole('link', { name: 'CPD Management' })).toHaveAttribute('aria-current', 'page')
    await tabs.getByRole('link', { name: 'Profile' }).click()
    await expect(page).toHaveURL(/\/member-dashboard\/profile$/)
    await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(member.username)
    await expect(page.getByRole('heading', { name: 'Membership Details' })).toBeVisible()
    await expect(entriesList(page)).toHaveCount(0)
    await expectNoA11yViolations(page)
    await tabs.getByRole('link', { name: 'Member Resources' }).click()
    await expect(page).toHaveURL(/\/member-dashboard\/resources$/)
    await expect(page.getByRole('link', { name: /Access Research Papers/ })).toHaveAttribute('href', '/resources')
    await expect(page.getByRole('link', { name: /Training Programs/ })).toHaveAttribute('href', '/training')
    await expect(page.getByRole('link', { name: /Events & Workshops/ })).toHaveAttribute('href', '/news')
    await expectNoA11yViolations(page)
    // The quick action opens the same form
    await control(page, jsEnabled, 'Add CPD Entry').click()
    if (jsEnabled) await expect(page.getByRole('dialog', { name: 'Add CPD Entry' })).toBeVisible()
    else await expect(page).toHaveURL(/\/member-dashboard\/cpd\/new$/)
    if (!jsEnabled) await page.goBack()
    else await page.keyboard.press('Escape')
    await tabs.getByRole('link', { name: 'CPD Management' }).click()
    await expect(entriesList(page).getByRole('article')).toHaveCount(2)
  })

  test('a long record comes 50 entries a page, with plain links between pages, in English and Malay, on a phone', async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 390, height: 844 })
    const member = await activeMember(page, 'Kavitha', { lastName: 'Ramasamy' })
    await signInToDashboard(page, member)
    // 55 entries on days long past (the newest is Entry 1), through the API as a member's app would add them.
    for (let i = 1; i <= 55; i += 1) await addByApi(page, { title: `Entry ${i}`, date: `2021-${String(12 - Math.floor((i - 1) / 28)).padStart(2, '0')}-${String(28 - ((i - 1) % 28)).padStart(2, '0')}` })
    await page.reload()
    await expect(page.getByTestId('stat-cpd-entries')).toHaveText('55')
    await expect(entriesList(page).getByRole('article')).toHaveCount(50)
    await expect(entriesList(page).getByRole('article').first()).toHaveAccessibleName('Entry 1')
    const pages = page.getByRole('navigation', { name: 'CPD Entries: pages' })
    await expect(pages).toContainText('Page 1 of 2')
    await pages.getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(/\/member-dashboard\/cpd\?page=2$/)
    await expect(entriesList(page).getByRole('article')).toHaveCount(5)
    await expect(entriesList(page).getByRole('article').last()).toHaveAccessibleName('Entry 55')
    await expect(page.getByTestId('stat-cpd-entries')).toHaveText('55')
    await expectNoA11yViolations(page)
    // The language switch keeps the page.
    await page.goto('/member-dashboard/cpd?page=2&lng=ms')
    await expect(page.getByRole('navigation', { name: 'Rekod CPD: halaman' })).toContainText('Halaman 2 daripada 2')
    await page.getByRole('navigation', { name: 'Rekod CPD: halaman' }).getByRole('link', { name: /Sebelumnya/ }).click()
    await expect(page).toHaveURL(/\/member-dashboard\/cpd(\?lng=ms)?$/)
    await expect(page.getByRole('list', { name: 'Rekod CPD' }).getByRole('article')).toHaveCount(50)
    await expectNoA11yViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // The year's statement pages its table the same way (issue 30), its totals the whole year's.
    await page.goto('/member-dashboard/cpd/statement?year=2021&lng=en')
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(50)
    await expect(rows.first()).toContainText('Entry 55')
    const statementPages = page.getByRole('navigation', { name: 'Pagination' })
    await expect(statementPages).toContainText('Page 1 of 2')
    await statementPages.getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(/\/member-dashboard\/cpd\/statement\?year=2021&page=2$/)
    await expect(rows).toHaveCount(5)
    await expect(rows.last()).toContainText('Entry 1')
    await expectNoA11yViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test.describe('CPD dialogs with JavaScript', () => {
  test('Escape closes the dialog and gives focus back; Cancel throws away what was typed', { tag: '@js' }, async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, 'dialogs need JavaScript')
    const member = await activeMember(page, 'Mei Ling', { lastName: 'Wong' })
    await signInToDashboard(page, member)
    const add = control(page, jsEnabled, 'Add CPD Entry')
    await add.click()
    const dialog = page.getByRole('dialog', { name: 'Add CPD Entry' })
    await field(dialog, 'Title').fill('Half-typed')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(add).toBeFocused()
    await add.click()
    await expect(field(dialog, 'Title')).toHaveValue('')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(add).toBeFocused()
    await expect(page.getByText('No CPD entries yet. Add your first entry to get started!')).toBeVisible()
  })

  test('an entry removed elsewhere meanwhile: the dialogs say the save or delete failed', { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
    test.skip(!jsEnabled, 'dialogs need JavaScript')
    allowConsoleErrors() // the browser logs the 404 answers
    const member = await activeMember(page, 'Mei Ling', { lastName: 'Wong' })
    await signInToDashboard(page, member)
    const { id } = await addByApi(page, { title: 'Breathwork Basics', date: today() })
    await page.reload()

    await control(page, jsEnabled, 'Edit Breathwork Basics').click()
    const editDialog = page.getByRole('dialog', { name: 'Edit CPD Entry' })
    await expect(editDialog).toBeVisible()
    expect((await page.request.delete(`/api/cpd/${id}`)).status()).toBe(200)
    await editDialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(editDialog.getByRole('alert')).toHaveText('CPD entry not found')
    await expect(editDialog).toBeVisible()
    await editDialog.getByRole('button', { name: 'Close' }).click()

    // The list has reloaded by now; put the entry back as another copy, then remove it behind the dialog's back.
    const again = await addByApi(page, { title: 'Breathwork Again', date: today() })
    await page.reload()
    await control(page, jsEnabled, 'Delete Breathwork Again').click()
    const deleteDialog = page.getByRole('dialog', { name: 'Delete CPD Entry' })
    expect((await page.request.delete(`/api/cpd/${again.id}`)).status()).toBe(200)
    await deleteDialog.getByRole('button', { name: 'Delete Entry' }).click()
    await expect(deleteDialog.getByRole('alert')).toContainText('Failed to delete CPD entry')
    await expect(deleteDialog.getByRole('alert')).toContainText('CPD entry not found')
    await expectNoA11yViolations(page)
  })
})

test.describe('CPD dialog failures', () => {
  test("the connection drops or a proxy answers: 'Failed to save CPD entry', the dialog and what was typed kept", { tag: '@js' }, async ({
    page,
    jsEnabled,
    allowConsoleErrors,
  }) => {
    test.skip(!jsEnabled, 'dialogs need JavaScript')
    allowConsoleErrors() // the browser logs the failed requests
    const member = await activeMember(page, 'Mei Ling', { lastName: 'Wong' })
    await signInToDashboard(page, member)
    const saving = /\/member-dashboard\/cpd\/new\?.*_data=/
    await control(page, jsEnabled, 'Add CPD Entry').click()
    const dialog = page.getByRole('dialog', { name: 'Add CPD Entry' })
    await fillEntry(dialog, { title: 'Mindful Breathing', provider: 'EMPAM Academy', category: 'Webinar', hours: '2' })

    for (const fail of Object.values(CONNECTION_FAILURES)) {
      const failure = await failNextRequest(page, saving, fail)
      await dialog.getByRole('button', { name: 'Add Entry' }).click()
      await failure.met
      await expect(dialog.getByRole('alert')).toHaveText('Failed to save CPD entry')
      await expect(field(dialog, 'Title')).toHaveValue('Mindful Breathing')
      await expect(field(dialog, 'Hours')).toHaveValue('2')
    }
    await expectNoA11yViolations(page)
    await expect(entriesList(page)).toHaveCount(0)

    await dialog.getByRole('button', { name: 'Add Entry' }).click()
    await expect(dialog).toBeHidden()
    await expect(entriesList(page).getByRole('article', { name: 'Mindful Breathing' })).toContainText('Pending review')
  })

  test("the connection drops while deleting: 'Failed to delete CPD entry', the entry kept", { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
    test.skip(!jsEnabled, 'dialogs need JavaScript')
    allowConsoleErrors() // the browser logs the failed request
    const member = await activeMember(page, 'Mei Ling', { lastName: 'Wong' })
    await signInToDashboard(page, member)
    await addByApi(page, { title: 'Sound Bath Practice', date: today() })
    await page.reload()
    const deleting = /\/member-dashboard\/cpd\/[0-9a-f]+\/delete\?.*_data=/
    const failure = await failNextRequest(page, deleting, CONNECTION_FAILURES.dropped)
    await control(page, jsEnabled, 'Delete Sound Bath Practice').click()
    const dialog = page.getByRole('dialog', { name: 'Delete CPD Entry' })
    await dialog.getByRole('button', { name: 'Delete Entry' }).click()
    await failure.met
    await expect(dialog.getByRole('alert')).toHaveText('Failed to delete CPD entry')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(entriesList(page).getByRole('article', { name: 'Sound Bath Practice' })).toBeVisible()
  })
})

test('on a 390 px phone the CPD year, its progress and "Add CPD Entry" are in the first screen; the status is said in words', { tag: '@js' }, async ({ page, jsEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const member = await activeMember(page, 'Mei Ling', { lastName: 'Wong' })
  await signInToDashboard(page, member)
  // Signing in ends in a redirect that toHaveURL does not wait out: measure once the stylesheet has
  // arrived, or a busy server's late CSS leaves the page unstyled (and three times as tall) for the moment.
  await page.waitForLoadState('load')
  for (const [name, target] of [
    ['the CPD year', page.getByRole('heading', { level: 2, name: /^CPD year \d{4}$/ })],
    ['its progress bar', page.getByRole('progressbar')],
    ['"Add CPD Entry"', control(page, jsEnabled, 'Add CPD Entry')],
  ] as const) {
    const box = await target.boundingBox()
    expect(box, name).not.toBeNull()
    expect(box!.y + box!.height, `${name} ends within the first 844 px`).toBeLessThanOrEqual(844)
  }
  await expect(page.getByTestId('membership-standing')).toHaveText(/^Your membership is active( until .+)?\.\s*$/)
  // Issue 33: all four tabs in view, the fourth no longer cut off, in English and in Malay.
  for (const lng of ['en', 'ms']) {
    if (lng === 'ms') await page.goto('/member-dashboard/cpd?lng=ms')
    const tabs = page.getByRole('navigation', { name: lng === 'en' ? 'Dashboard sections' : 'Bahagian papan pemuka' }).getByRole('link')
    await expect(tabs).toHaveCount(4)
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!
      expect(box.x, `${await tab.textContent()} starts in view`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${await tab.textContent()} ends in view`).toBeLessThanOrEqual(390)
    }
  }
  await page.goto('/member-dashboard/cpd?lng=en')
  await expectNoA11yViolations(page)
})

test('on a 390 px phone the CPD statement stacks its rows, every column in view, and the entry dialog is a sheet with its title and buttons in view', { tag: '@js' }, async ({ page, jsEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const member = await activeMember(page, 'Mei Ling', { lastName: 'Wong' })
  await signInToDashboard(page, member)
  await addByApi(page, { title: 'Reiki Practicum', date: today(), hours: 2.5 })

  await page.goto('/member-dashboard/cpd/statement')
  const row = page.getByRole('row', { name: /Reiki Practicum/ })
  for (const cell of [row.getByRole('cell', { name: '2.5', exact: true }), row.getByRole('cell', { name: 'Pending review' })]) {
    await expect(cell).toBeVisible()
    const box = (await cell.boundingBox())!
    expect(box.x + box.width, 'no column beyond the screen').toBeLessThanOrEqual(390)
  }
  await expectNoA11yViolations(page)

  if (!jsEnabled) return // without JavaScript the entry form is a page of its own, not a dialog
  await page.goto('/member-dashboard/cpd')
  await control(page, jsEnabled, 'Add CPD Entry').click()
  const dialog = page.getByRole('dialog', { name: 'Add CPD Entry' })
  await expect(dialog).toBeVisible()
  expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 })
  for (const control of [dialog.getByRole('heading', { name: 'Add CPD Entry' }), dialog.getByRole('button', { name: 'Close' }), dialog.getByRole('button', { name: 'Add Entry' })]) {
    await expect(control).toBeInViewport({ ratio: 1 })
  }
  await field(dialog, 'Hours').fill('2')
  await expect(dialog.getByRole('button', { name: 'Add Entry' })).toBeInViewport({ ratio: 1 })
})
