import bcrypt from 'bcryptjs'
import { describe, expect, test, vi } from 'vitest'
import { BCRYPT_COST, hashPassword, verifyAgainstDummy, verifyPassword, type PasswordWorker } from './password.server.ts'
import { singleton } from './singleton.server.ts'

/** The process's pool, as this module and any other copy of it (the server bundle, the Remix build) see it. */
const passwordWorkers = () => singleton('password-workers', () => ({ pool: [] as PasswordWorker[], nextTaskId: 0 })).pool

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

  test('hashes stored before the worker pool still verify', async () => {
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

  test('a second copy of the module (the other bundle) uses the same threads', async () => {
    await hashPassword('first copy')
    const threadIds = passwordWorkers().map(({ worker }) => worker.threadId)
    expect(threadIds.length).toBeGreaterThan(0)
    vi.resetModules()
    const otherCopy = await import('./password.server.ts')
    expect(otherCopy.hashPassword).not.toBe(hashPassword)
    expect(await otherCopy.verifyPassword('first copy', await otherCopy.hashPassword('first copy'))).toBe(true)
    expect(passwordWorkers().map(({ worker }) => worker.threadId)).toEqual(threadIds)
  })

  test('a thread that stops fails what it was doing, and the next call gets a new one', async () => {
    const hash = await hashPassword('still works')
    const comparing = verifyPassword('still works', hash)
    const [busy] = passwordWorkers().filter(({ pending }) => pending.size > 0)
    await busy!.worker.terminate()
    await expect(comparing).rejects.toThrow('The password worker stopped')
    expect(passwordWorkers()).not.toContain(busy)
    expect(await verifyPassword('still works', hash)).toBe(true)
  })
})
