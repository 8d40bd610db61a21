import bcrypt from 'bcryptjs'
import { describe, expect, test } from 'vitest'
import { BCRYPT_COST, hashPassword, verifyAgainstDummy, verifyPassword } from './password.server.ts'

/** Counts the turns the event loop takes while `work` runs: none or one when the work holds the thread. */
async function loopTurnsDuring(work: Promise<unknown>) {
  let turns = 0
  let done = false
  const finished = work.finally(() => (done = true))
  await new Promise<void>((resolve) => {
    const turn = () => {
      if (done) return resolve()
      turns++
      setImmediate(turn)
    }
    setImmediate(turn)
  })
  await finished
  return turns
}

describe('passwords', () => {
  test('a hash made here is bcrypt at the policy cost, and checks the right password only', async () => {
    const hash = await hashPassword('lotus-flower-9x')
    expect(hash).toMatch(new RegExp(`^\\$2[aby]\\$${BCRYPT_COST}\\$`))
    expect(await verifyPassword('lotus-flower-9x', hash)).toBe(true)
    expect(await verifyPassword('lotus-flower-9y', hash)).toBe(false)
    expect(bcrypt.compareSync('lotus-flower-9x', hash)).toBe(true)
  })

  test('hashes stored before (bcryptjs) still verify', async () => {
    const stored = bcrypt.hashSync('an older password', 4)
    expect(await verifyPassword('an older password', stored)).toBe(true)
    expect(await verifyPassword('another password', stored)).toBe(false)
  })

  test('many at once each get their own answer', async () => {
    const hash = await hashPassword('right')
    const guesses = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? 'right' : `wrong-${i}`))
    const answers = await Promise.all(guesses.map((guess) => verifyPassword(guess, hash)))
    expect(answers).toEqual(guesses.map((guess) => guess === 'right'))
    expect(await verifyAgainstDummy('right')).toBe(false)
  })

  test('the request thread keeps answering while a password is hashed and compared', async () => {
    // bcryptjs on this thread would finish a cost-10 hash (about 70 ms) in one slice: a turn or two.
    expect(await loopTurnsDuring(hashPassword('a long sign-in burst'))).toBeGreaterThan(50)
    const hash = await hashPassword('x')
    expect(await loopTurnsDuring(verifyPassword('x', hash))).toBeGreaterThan(50)
  })

  test('a stored value that is not a bcrypt hash matches no password, and throws nothing', async () => {
    expect(await verifyPassword('x', 'x')).toBe(false)
    expect(await verifyPassword('', '')).toBe(false)
  })
})
