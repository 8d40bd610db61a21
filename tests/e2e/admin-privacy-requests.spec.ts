import { expect, expectNoA11yViolations, signInAsAdmin, test } from '#tests/playwright-utils.ts'

/**
 * Issue 21, item 4: an administrator finds a member's correction request in the queue with its 21-day
 * clock and marks it done with a note, JavaScript off and on; a missing note is refused.
 */

test('an administrator answers a member’s correction request', { tag: '@js' }, async ({ page, request, jsEnabled, allowConsoleErrors }) => {
  allowConsoleErrors() // the refused form answers 400, which the browser logs
  const id = `${jsEnabled ? 'js' : 'nojs'}${Date.now().toString(36)}`
  const member = { firstName: 'Farah', lastName: `Queue${id}`, email: `farah.${id}@example.com`, password: 'queue-password-1', membershipType: 'Associate', acceptPrivacy: true }
  expect((await request.post('/api/auth/register', { data: member })).status()).toBe(201)
  const message = `Please correct my surname on receipt ${id}.`
  expect((await request.post('/api/me/data-requests', { data: { kind: 'correction', message } })).status()).toBe(201)

  await signInAsAdmin(page, '/admin/privacy/requests')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data requests')
  const row = page.getByRole('listitem').filter({ hasText: message })
  await expect(row).toContainText(`Farah Queue${id}`)
  await expect(row).toContainText('21 days left')
  await expectNoA11yViolations(page)

  const note = row.getByRole('textbox', { name: 'What was done (the member sees this)' })
  await note.fill(' ')
  await row.getByRole('button', { name: 'Mark done' }).click()
  await expect(page.getByText('Please say what was done')).toBeVisible()

  const answered = page.getByRole('listitem').filter({ hasText: message })
  await answered.getByRole('textbox', { name: 'What was done (the member sees this)' }).fill(`Surname corrected ${id}.`)
  await answered.getByRole('button', { name: 'Mark done' }).click()
  await expect(page.getByText('Request marked done')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recently answered' })).toContainText(`Surname corrected ${id}.`)
})
