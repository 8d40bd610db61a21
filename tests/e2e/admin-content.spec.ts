import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config.ts'
import { today } from '#tests/clock.ts'
import { CONNECTION_FAILURES, expect, expectNoA11yViolations, failNextRequest, signInAsAdmin, test } from '#tests/playwright-utils.ts'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The control for an action: a link without JavaScript, a button that opens a dialog with it. */
function control(scope: Page | Locator, jsEnabled: boolean, name: string | RegExp) {
  return scope.getByRole(jsEnabled ? 'button' : 'link', { name })
}

/** Where a form is: the dialog with JavaScript, the page without. */
function formArea(page: Page, jsEnabled: boolean, title: string): Locator {
  return jsEnabled ? page.getByRole('dialog', { name: title }) : page.getByRole('main')
}

/** A field by its label; a required field's label ends in an asterisk hidden from assistive technology. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`))

const toast = (page: Page) => page.getByTestId('toast')

interface Journey {
  tab: string
  type: string
  title: string
  noun: string
  nameLabel: string
  /** Label → value, typed into the add form (the name is added). */
  values: Record<string, string>
  /** One field changed on edit. */
  edit: [string, string]
  /** Where visitors see it, and the text that shows there. */
  publicPath: string
}

const journeys: Journey[] = [
  {
    tab: 'News',
    type: 'news',
    title: 'News Article',
    noun: 'News article',
    nameLabel: 'Title',
    values: { Excerpt: 'A day of talks and practice for members.', Author: 'EMPAM Secretariat', Category: 'Announcements' },
    edit: ['Category', 'Events'],
    publicPath: '/news',
  },
  {
    tab: 'Events',
    type: 'events',
    title: 'Event',
    noun: 'Event',
    nameLabel: 'Title',
    values: { 'Date as text (optional with a start)': '14–16 March 2027', Location: 'Kota Kinabalu, Sabah', Type: 'Conference' },
    edit: ['Location', 'Penampang, Sabah'],
    publicPath: '/news',
  },
  {
    tab: 'Training',
    type: 'training',
    title: 'Training Program',
    noun: 'Training program',
    nameLabel: 'Title',
    values: { Description: 'An introduction to energy work alongside medical care.', Duration: '2 days', Level: 'Beginner', Provider: 'EMPAM Academy' },
    edit: ['Level', 'Advanced'],
    publicPath: '/training',
  },
]

test.describe('content administration', () => {
  for (const journey of journeys) {
    test(`${journey.tab}: add (refused once, typing kept), edit, then delete after confirming`, { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
      test.setTimeout(90_000)
      allowConsoleErrors() // the refused form answers 400, which the browser logs
      const name = `${journey.tab} journey ${unique()}`
      await signInAsAdmin(page, '/admin-content')
      await expect(page.getByRole('heading', { level: 1, name: 'Content Administration' })).toBeVisible()
      const tabs = page.getByRole('navigation', { name: 'Kinds of content' })
      await tabs.getByRole('link', { name: journey.tab, exact: true }).click()
      await expect(tabs.getByRole('link', { name: journey.tab, exact: true })).toHaveAttribute('aria-current', 'page')
      await expectNoA11yViolations(page)

      // Add: a dialog with JavaScript, a page of its own without
      const main = page.getByRole('main')
      await control(main, jsEnabled, `Add ${journey.title}`).click()
      const addForm = formArea(page, jsEnabled, `Add ${journey.title}`)
      if (jsEnabled) {
        await expect(addForm).toBeVisible()
        await expect(field(addForm, journey.nameLabel)).toBeFocused()
      } else {
        await expect(page).toHaveURL(new RegExp(`/admin-content/${journey.type}/new$`))
        await expect(page.getByRole('heading', { level: 1, name: `Add ${journey.title}` })).toBeVisible()
      }
      if (journey.type === 'news') {
        await expect(field(addForm, 'Date')).toHaveValue(today())
      }
      await expect(addForm.getByLabel('Active (shown on the website)')).toBeChecked()
      await expectNoA11yViolations(page)

      // Spaces only pass the browser's own check; the server refuses them with the spec's message.
      await field(addForm, journey.nameLabel).fill('   ')
      for (const [label, value] of Object.entries(journey.values)) await field(addForm, label).fill(value)
      await addForm.getByRole('button', { name: `Add ${journey.title}` }).click()
      await expect(addForm.getByText(`${journey.nameLabel} is required`)).toBeVisible()
      await expect(addForm.getByRole('alert')).toContainText(`Failed to create ${journey.noun.toLowerCase()}`)
      await expect(field(addForm, journey.nameLabel)).toHaveAttribute('aria-invalid', 'true')
      for (const [label, value] of Object.entries(journey.values)) await expect(field(addForm, label)).toHaveValue(value)
      await expectNoA11yViolations(page)

      if (journey.type === 'news') await addForm.getByLabel('Featured (shown at the top of the News page)').check()
      await field(addForm, journey.nameLabel).fill(name)
      await addForm.getByRole('button', { name: `Add ${journey.title}` }).click()
      await expect(page).toHaveURL(new RegExp(`/admin-content\\?tab=${journey.type}$`))
      await expect(toast(page)).toContainText(`${journey.noun} created successfully`)
      if (jsEnabled) {
        await expect(page.getByRole('dialog')).toHaveCount(0)
        await expect(control(main, jsEnabled, `Add ${journey.title}`)).toBeFocused()
      }
      const card = main.getByRole('article', { name })
      await expect(card).toBeVisible()
      for (const value of Object.values(journey.values).slice(0, 2)) await expect(card).toContainText(value)
      if (journey.type === 'news') await expect(card.getByText('Featured', { exact: true })).toBeVisible()

      // Visitors see it
      await page.goto(journey.publicPath)
      await expect(page.getByRole('main')).toContainText(name)
      await page.goBack()

      // Edit: the add form again, titled for editing; Escape closes the dialog and gives focus back
      const [editLabel, editValue] = journey.edit
      if (jsEnabled) {
        await control(card, jsEnabled, `Edit ${name}`).click()
        const dialog = page.getByRole('dialog', { name: `Edit ${journey.title}` })
        await expect(dialog).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(control(card, jsEnabled, `Edit ${name}`)).toBeFocused()
      }
      await control(card, jsEnabled, `Edit ${name}`).click()
      const editForm = formArea(page, jsEnabled, `Edit ${journey.title}`)
      if (jsEnabled) await expect(editForm).toBeVisible()
      else await expect(page.getByRole('heading', { level: 1, name: `Edit ${journey.title}` })).toBeVisible()
      await expect(field(editForm, journey.nameLabel)).toHaveValue(name)
      await expectNoA11yViolations(page)
      await field(editForm, editLabel).fill(editValue)
      await editForm.getByLabel('Active (shown on the website)').uncheck()
      await editForm.getByRole('button', { name: 'Save Changes' }).click()
      await expect(page).toHaveURL(new RegExp(`/admin-content\\?tab=${journey.type}$`))
      await expect(toast(page)).toContainText(`${journey.noun} updated successfully`)
      await expect(card).toContainText(editValue)
      await expect(card).toContainText('Inactive: hidden from the website')

      // Inactive: gone from what visitors see
      await page.goto(journey.publicPath)
      await expect(page.getByRole('main')).not.toContainText(name)
      await page.goBack()

      // Delete: asked first; Cancel keeps it
      await control(card, jsEnabled, `Delete ${name}`).click()
      if (jsEnabled) {
        const confirm = page.getByRole('dialog', { name: `Delete ${journey.title}` })
        await expect(confirm).toContainText(name)
        await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
        await expectNoA11yViolations(page)
        await confirm.getByRole('button', { name: 'Cancel' }).click()
        await expect(confirm).toBeHidden()
        await expect(control(card, jsEnabled, `Delete ${name}`)).toBeFocused()
        await control(card, jsEnabled, `Delete ${name}`).click()
        await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
        await expect(confirm).toBeHidden()
      } else {
        await expect(page).toHaveURL(new RegExp(`/admin-content/${journey.type}/[0-9a-f]{24}/delete$`))
        await expect(page.getByRole('heading', { level: 1, name: `Delete ${journey.title}` })).toBeVisible()
        await expect(main).toContainText(name)
        await expectNoA11yViolations(page)
        await main.getByRole('link', { name: 'Cancel' }).click()
        await expect(card).toBeVisible()
        await control(card, jsEnabled, `Delete ${name}`).click()
        await main.getByRole('button', { name: 'Delete', exact: true }).click()
      }
      await expect(page).toHaveURL(new RegExp(`/admin-content\\?tab=${journey.type}$`))
      await expect(toast(page)).toContainText(`${journey.noun} deleted successfully`)
      await expect(card).toHaveCount(0)
      if (jsEnabled) await expect(page.getByRole('heading', { level: 2, name: /\(\d+\)$/ })).toBeFocused()
    })
  }
})

test.describe('content dialogs when the connection fails', () => {
  test("saving or deleting: 'Failed to create gallery' / 'Failed to delete gallery', the dialog and the typing kept", { tag: '@js' }, async ({
    page,
    jsEnabled,
    allowConsoleErrors,
  }) => {
    test.skip(!jsEnabled, 'dialogs need JavaScript')
    allowConsoleErrors() // the browser logs the failed requests
    const name = `Album ${unique()}`
    await signInAsAdmin(page, '/admin-content?tab=galleries')
    const main = page.getByRole('main')
    await control(main, jsEnabled, 'Add Gallery').click()
    const dialog = page.getByRole('dialog', { name: 'Add Gallery' })
    await field(dialog, 'Title').fill(name)
    await field(dialog, 'Description').fill('Photographs from the open day.')
    await field(dialog, 'Date').fill('June 2026')

    const saving = /\/admin-content\/galleries\/new\?.*_data=/
    for (const fail of Object.values(CONNECTION_FAILURES)) {
      const failure = await failNextRequest(page, saving, fail)
      await dialog.getByRole('button', { name: 'Add Gallery' }).click()
      await failure.met
      await expect(dialog.getByRole('alert')).toHaveText('Failed to create gallery')
      await expect(field(dialog, 'Title')).toHaveValue(name)
      await expect(field(dialog, 'Description')).toHaveValue('Photographs from the open day.')
    }
    await expectNoA11yViolations(page)
    await dialog.getByRole('button', { name: 'Add Gallery' }).click()
    await expect(dialog).toBeHidden()
    const card = main.getByRole('article', { name })
    await expect(card).toContainText('June 2026')

    const deleting = /\/admin-content\/galleries\/[0-9a-f]{24}\/delete\?.*_data=/
    const deleteFailure = await failNextRequest(page, deleting, CONNECTION_FAILURES.dropped)
    await control(card, jsEnabled, `Delete ${name}`).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Gallery' })
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await deleteFailure.met
    await expect(confirm.getByRole('alert')).toHaveText('Failed to delete gallery')
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(confirm).toBeHidden()
    await expect(toast(page)).toContainText('Gallery deleted successfully')
    await expect(card).toHaveCount(0)
  })
})

test.describe('messages, subscribers and the audit log', () => {
  test('mark a message handled, delete it after confirming, download the subscribers, read the audit log', { tag: '@js' }, async ({ page, jsEnabled }) => {
    test.setTimeout(90_000)
    const id = unique()
    const sender = { firstName: 'Nurul', lastName: `Hassan ${id}`, email: `nurul.${id}@example.com` }
    const message = await page.request.post('/api/contact', {
      data: { ...sender, subject: 'training', message: 'When is the next workshop in Sabah?' },
    })
    expect(message.status()).toBe(201)
    const reader = `reader.${id}@example.com`
    expect((await page.request.post('/api/newsletter', { data: { email: reader } })).status()).toBe(200)

    await signInAsAdmin(page, '/admin/messages')
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
    const card = page.getByRole('row', { name: `Nurul Hassan ${id}` })
    await expect(card).toContainText('Not handled yet')
    await expect(card).toContainText('Training & CPD')
    await expect(card).toContainText('When is the next workshop in Sabah?')
    await expect(card.getByRole('link', { name: sender.email })).toHaveAttribute('href', `mailto:${sender.email}`)
    await expectNoA11yViolations(page)

    await card.getByRole('button', { name: /^Mark handled/ }).click()
    await expect(toast(page)).toContainText('Message marked as handled')
    await expect(card).toContainText('Handled')
    await expect(card.getByRole('button', { name: /^Mark not handled/ })).toBeVisible()
    // The filter: handled messages are left out
    await page.getByRole('link', { name: /^Not handled only/ }).click()
    await expect(page.getByRole('heading', { level: 2, name: /^Messages not handled yet/ })).toBeVisible()
    await expect(card).toHaveCount(0)
    await page.getByRole('link', { name: 'All messages' }).click()

    await control(card, jsEnabled, `Delete message from Nurul Hassan ${id}`).click()
    if (jsEnabled) {
      const confirm = page.getByRole('dialog', { name: 'Delete Message' })
      await expect(confirm).toContainText(sender.email)
      await expectNoA11yViolations(page)
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    } else {
      await expect(page.getByRole('heading', { level: 1, name: 'Delete Message' })).toBeVisible()
      await expectNoA11yViolations(page)
      await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click()
    }
    await expect(page).toHaveURL(/\/admin\/messages$/)
    await expect(toast(page)).toContainText('Message deleted')
    await expect(card).toHaveCount(0)

    // Subscribers and their CSV
    await page.getByRole('navigation', { name: 'Messages and subscribers' }).getByRole('link', { name: 'Newsletter subscribers' }).click()
    await expect(page.getByRole('heading', { level: 2, name: /^Newsletter subscribers \(\d+\)$/ })).toBeVisible()
    await expect(page.getByRole('cell', { name: reader, exact: true })).toBeVisible()
    await expectNoA11yViolations(page)
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^empam-newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv).toContain('Email,Subscribed at,Source\r\n')
    expect(csv).toMatch(new RegExp(`${reader.replace(/\./g, '\\.')},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},API\\r\\n`))

    // The audit log names each change, with who made it
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Audit log' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible()
    const log = page.getByRole('table')
    await expect(log.getByRole('row', { name: new RegExp(`marked handled.*Nurul Hassan ${id}`) })).toContainText(E2E_ADMIN.email)
    await expect(log.getByRole('row', { name: new RegExp(`deleted.*Nurul Hassan ${id}`) })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})

test.describe('a member', () => {
  test('gets the access-denied page on every admin page of this area', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // the browser logs the 403 status
    const id = unique()
    const member = {
      firstName: 'Mei Ling',
      lastName: 'Wong',
      email: `meiling.${id}@example.com`,
      username: `meiling_${id}`,
      password: 'lotus-flower-9',
      membershipId: `EMP${Math.floor(100000 + Math.random() * 900_000_000)}`,
      membershipType: 'Practicing Ordinary Member',
    acceptPrivacy: true,
    }
    expect((await page.request.post('/api/auth/register', { data: member })).status()).toBe(201)
    for (const path of ['/admin-content', '/admin-content/news/new', '/admin/messages', '/admin/messages/subscribers', '/admin/audit']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(403)
      await expect(page.getByRole('heading', { level: 1, name: '403 Access Denied' })).toBeVisible()
    }
    await expectNoA11yViolations(page)
  })
})
