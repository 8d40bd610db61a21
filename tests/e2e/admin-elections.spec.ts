import { TEST_CLOCK_VARIABLE } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { staffHeaders } from '#tests/playwright-admin.ts'
import { activeMember, expect, expectNoA11yViolations, signInAt, test } from '#tests/playwright-utils.ts'

/**
 * Issue 35, item 3: a secret ballot. The secretariat calls an election and enters two candidates nominated
 * on paper; once its window opens, a member votes on the election's page (JavaScript off in one run, on
 * in the other: a plain form either way), a second ballot is refused, and a member whose membership had
 * expired by the roll's day is not on the roll. The rest (results after the window, the roll's rules,
 * nominations, paper votes, 20 ballots at once) is tested over HTTP: tests/integration/elections.test.ts.
 * (An "admin" spec: it calls the election with the administrator's API.)
 */

test('a member votes once on the election page; a second ballot and an expired member are refused', { tag: '@js' }, async ({ page, jsEnabled }) => {
  test.skip(Boolean(process.env[TEST_CLOCK_VARIABLE]), 'the window opens by the clock, which a pinned clock never reaches')
  test.setTimeout(150_000)
  const [voter, expired, first, second] = [
    await activeMember(page, jsEnabled ? 'Vasanthi' : 'Mohd Hafiz'),
    await activeMember(page, 'Lapsed'),
    await activeMember(page, 'Rosnah'),
    await activeMember(page, 'Kok Wai'),
  ]
  const staff = await staffHeaders(page)
  const lapsed = await page.request.patch(`/api/admin/members/${expired.id}`, { data: { membershipStatus: 'expired' }, headers: staff })
  expect(lapsed.status(), await lapsed.text()).toBe(200)

  // Voting opens a few seconds from now (candidates are entered only before it opens) and closes in an hour.
  const opensAt = new Date(Date.now() + 12_000)
  const title = `Committee election ${jsEnabled ? 'js' : 'no-js'} ${Date.now().toString(36)}`
  const called = await page.request.post('/api/admin/elections', {
    data: { title, positions: 'Two ordinary committee members', seats: 1, opensAt: opensAt.toISOString(), closesAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(), rollDate: toMalaysiaDay(opensAt) },
    headers: staff,
  })
  expect(called.status(), await called.text()).toBe(201)
  const { id } = (await called.json()) as { id: string }
  const candidateIds: string[] = []
  for (const [candidate, statement] of [
    [first, 'Twenty years of community practice in Penampang.'],
    [second, 'I will keep the accounts open to every member.'],
  ] as const) {
    const added = await page.request.post(`/api/admin/elections/${id}/candidates`, { data: { userId: candidate.id, statement }, headers: staff })
    expect(added.status(), await added.text()).toBe(201)
    candidateIds.push(((await added.json()) as { id: string }).id)
  }

  // Until the window opens the page shows the candidates and no ballot; then the ballot.
  await signInAt(page, `/elections/${id}`, voter)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText('Twenty years of community practice in Penampang.')).toBeVisible()
  const ballot = page.getByRole('group', { name: 'Choose at most 1 candidate' })
  await expect(async () => {
    await page.reload()
    await expect(ballot).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  await expect(page.getByRole('status').filter({ hasText: 'You are on the voter roll' })).toBeVisible()
  await expectNoA11yViolations(page)

  await ballot.getByRole('checkbox', { name: `${second.firstName} ${second.lastName}` }).check()
  await page.getByRole('button', { name: 'Cast my ballot' }).click()
  await expect(page.getByText(/You have voted online\. Your ballot is secret/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cast my ballot' })).toHaveCount(0)

  // A second ballot, by the API, is refused; so is a member whose membership expired before the roll's day.
  const again = await page.request.post(`/api/elections/${id}/ballots`, { data: { candidateIds: [candidateIds[0]] }, headers: { authorization: `Bearer ${voter.token}` } })
  expect(again.status()).toBe(409)
  expect(await again.json()).toEqual({ message: 'You have already voted in this election' })
  const notOnRoll = await page.request.post(`/api/elections/${id}/ballots`, { data: { candidateIds: [candidateIds[0]] }, headers: { authorization: `Bearer ${expired.token}` } })
  expect(notOnRoll.status()).toBe(403)
  await signInAt(page, `/elections/${id}?lng=ms`, expired)
  await expect(page.getByRole('status').filter({ hasText: 'Anda tiada dalam daftar pemilih' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Buang undi saya' })).toHaveCount(0)
  await expectNoA11yViolations(page)
})
