import { longAddressMember, overflowFindings, seedDoorList, staffHeaders } from '#tests/playwright-admin.ts'
import { expect, signInAt, test } from '#tests/playwright-utils.ts'
import { MIN_SIZE, smallTapTargets } from '#tests/tap-targets.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * The administration on a phone (issue 33, item 8), without JavaScript: the door is a phone task. The
 * event's list of registrations reads as cards at 390 px with nothing wider than the screen and every
 * control a 44 px target; a code from a card is checked in on the door's page, whose field and button
 * are large, and the list then shows the person present. The roster import's preview table stacks too.
 * (An "admin" spec: it adds an event the public pages' journeys would count.)
 */

const PHONE = { width: 390, height: 844 }

/** The tap targets of the page's main part under 44x44 px (the header and navigation have their own sweep). */
async function smallTargetsInMain(page: Parameters<typeof smallTapTargets>[0]) {
  return (await smallTapTargets(page)).filter((offender) => offender.target.startsWith('main'))
}

test.describe('the administration on a phone (issue 33)', () => {
  test.use({ viewport: PHONE })

  test('door check-in: the list as cards, a code checked in by phone, every target 44 px', async ({ page }) => {
    test.slow()
    const staff = await staffHeaders(page)
    const [aisyah, farid] = [await longAddressMember(page, 'Nur Aisyah', 'nur.aisyah'), await longAddressMember(page, 'Farid', 'farid')]
    const { eventId } = await seedDoorList(page, staff, [aisyah, farid])

    await signInAt(page, `/admin/events/${eventId}`, E2E_ADMIN)
    const list = page.getByRole('region', { name: 'Registrations and attendance' })
    const card = list.getByRole('row', { name: new RegExp(farid.name) })
    await expect(card).toContainText(farid.email)
    expect(await overflowFindings(page, PHONE.width), 'what sticks out of the door list').toEqual([])
    expect(await smallTargetsInMain(page), `tap targets under ${MIN_SIZE} px on the door list`).toEqual([])
    // A card, not a row of a table wider than the screen: the e-mail address wraps inside it.
    const cardBox = (await card.boundingBox())!
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(PHONE.width)
    const code = (await card.getByRole('cell').last().textContent())!.replace(/^\W*Code\W*/i, '').trim()
    expect(code).toMatch(/^[A-Z0-9]{8}$/)

    // The door's page: one large field and one large button.
    await page.getByRole('link', { name: 'Check in at the door' }).click()
    const field = page.getByRole('textbox', { name: 'Code' })
    const button = page.getByRole('button', { name: 'Check in', exact: true })
    for (const control of [field, button]) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(MIN_SIZE)
    expect((await button.boundingBox())!.width).toBeGreaterThan(PHONE.width / 2)
    expect(await overflowFindings(page, PHONE.width), 'what sticks out of the check-in page').toEqual([])
    expect(await smallTargetsInMain(page), `tap targets under ${MIN_SIZE} px on the check-in page`).toEqual([])
    // Typed as a thumb types it, in small letters.
    await field.fill(code.toLowerCase())
    await button.click()
    await expect(page.getByText(`${farid.name} is checked in`)).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue('')

    await page.getByRole('link', { name: 'The list of registrations' }).click()
    await expect(card).toContainText('Attended')
    await expect(card.getByRole('button', { name: `Un-mark ${farid.name}` })).toBeVisible()
    expect(await smallTargetsInMain(page)).toEqual([])
  })

  test('the roster import: its preview table stacks on a phone', async ({ page }) => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const roster = [
      'email,firstName,lastName,membershipId,membershipType,expiresAt',
      `muhammad.hafiz.bin.abdul.rahman.${id}@persatuan-perubatan-tenaga.example.com,Muhammad Hafiz,bin Abdul Rahman,,Associate,`,
      `tan.mei.ling.${id}@example.com,Mei Ling,Tan,,Associate,`,
    ].join('\n')
    await signInAt(page, '/admin/members/import', E2E_ADMIN)
    await page.getByLabel('Roster CSV file').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(roster) })
    await page.getByRole('button', { name: 'Preview the import' }).click()
    const lines = page.getByRole('region', { name: 'The lines that would be imported' })
    await expect(lines.getByRole('row', { name: /muhammad\.hafiz/ })).toBeVisible()
    expect(await overflowFindings(page, PHONE.width), 'what sticks out of the import preview').toEqual([])
  })
})
