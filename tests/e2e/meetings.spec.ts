import { toMalaysiaLocal } from '#app/domain/event-times.ts'
import { activeMember, expect, expectNoA11yViolations, signInAsAdmin, signInAt, test } from '#tests/playwright-utils.ts'

/**
 * Issue 35, item 2: a general meeting. The secretary calls it on its administration page and sends the
 * notice; a member answers that they will come; the secretary marks them present and sees the quorum;
 * the minutes are drafted, approved and published, and the member reads them (in Malay). Plain forms
 * with JavaScript off and on. The rest (the notice once per member, ten at once, the late notice, who may
 * see what, papers) is tested over HTTP: tests/integration/meetings.test.ts.
 */

test('the secretary calls a meeting and sends its notice; a member answers, is marked present and reads the minutes', { tag: '@js' }, async ({ page, jsEnabled }) => {
  test.setTimeout(120_000)
  const member = await activeMember(page, jsEnabled ? 'Norhayati' : 'Selvarani')
  const title = `Annual general meeting ${jsEnabled ? 'js' : 'no-js'} ${Date.now().toString(36)}`

  // The secretary calls it, a month from now.
  await signInAsAdmin(page, '/admin/meetings')
  await expectNoA11yViolations(page)
  await page.getByRole('combobox', { name: 'Kind of meeting' }).selectOption('annual')
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page.getByRole('textbox', { name: 'Title in Malay (optional)' }).fill(`Mesyuarat agung tahunan ${title}`)
  await page.getByLabel('Starts at').fill(toMalaysiaLocal(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)).slice(0, 16))
  await page.getByRole('textbox', { name: 'Place' }).fill('Dewan EMPAM, Kota Kinabalu')
  await page.getByRole('textbox', { name: 'Agenda', exact: true }).fill('1. Annual report\n2. Accounts\n3. Election of the committee')
  await page.getByRole('button', { name: 'Call the meeting' }).click()
  await expect(page).toHaveURL(/\/admin\/meetings\/[0-9a-f]{24}$/)
  const meetingPath = new URL(page.url()).pathname
  const id = meetingPath.split('/').pop()!
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText('The general meeting is called').first()).toBeVisible()
  await expectNoA11yViolations(page)

  // The notice, once.
  await page.getByRole('button', { name: 'Send the notice' }).click()
  await expect(page.getByText(/^The notice went on .* to the \d+ members? entitled to attend/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send to anyone not yet sent' })).toBeVisible()

  // The member answers on the meeting's page.
  await signInAt(page, `/meetings/${id}`, member)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText('3. Election of the committee')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('radio', { name: 'Attending in person' }).check()
  await page.getByRole('button', { name: 'Save my answer' }).click()
  await expect(page.getByText('Your answer: Attending in person.')).toBeVisible()

  // The secretary finds them at the door, marks them present and sees the quorum.
  await signInAsAdmin(page, meetingPath)
  await page.getByRole('searchbox', { name: 'Find a member by name or membership ID' }).fill(member.membershipId)
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  const present = page.getByRole('checkbox', { name: new RegExp(member.lastName) })
  await expect(present).not.toBeChecked()
  await present.check()
  await page.getByRole('button', { name: 'Save attendance' }).click()
  await expect(page.getByText('Attendance is saved').first()).toBeVisible()
  await expect(page.getByRole('checkbox', { name: new RegExp(member.lastName) })).toBeChecked()
  await expect(page.getByTestId('quorum')).toHaveText(/^Voting members present: 1 of \d+ needed\./)
  await expectNoA11yViolations(page)

  // The minutes: drafted, approved, published.
  await page.getByRole('textbox', { name: 'Minutes (English)' }).fill('The meeting opened at 10:00 with the quorum present.')
  await page.getByRole('textbox', { name: 'Minutes in Malay (optional)' }).fill('Mesyuarat dibuka pada jam 10:00 dengan korum hadir.')
  await page.getByRole('button', { name: 'Save the draft' }).click()
  await expect(page.getByText('Minutes drafted, not yet approved')).toBeVisible()
  await page.getByRole('button', { name: 'Approve the minutes' }).click()
  await expect(page.getByText(/^Approved by e2e-admin@empam\.example on /)).toBeVisible()
  await page.getByRole('button', { name: 'Publish the minutes to members' }).click()
  await expect(page.getByText('Minutes published to members')).toBeVisible()

  // The member reads them, in Malay.
  await signInAt(page, `/meetings/${id}?lng=ms`, member)
  await expect(page.getByRole('heading', { name: 'Minit' })).toBeVisible()
  await expect(page.getByText('Mesyuarat dibuka pada jam 10:00 dengan korum hadir.')).toBeVisible()
  await expect(page.getByText('Jawapan anda: Hadir secara bersemuka.')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.goto('/meetings?lng=ms')
  await expect(page.getByRole('link', { name: `Mesyuarat agung tahunan ${title}` })).toBeVisible()
  await expectNoA11yViolations(page)
})
