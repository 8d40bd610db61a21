import { createRequire } from 'node:module'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { getEnv } from './env.server.ts'
import { singleton } from './singleton.server.ts'

/** Cost 10: about 70 ms a hash on this hardware, the floor the association's security policy sets. */
export const BCRYPT_COST = 10

/*
 * bcrypt runs in worker threads, not on the thread that answers requests. bcryptjs's own async mode
 * still computes on the calling thread in slices of up to 100 ms, so a burst of sign-ins held up every
 * other page behind it (issue 22's load test: CPD pages' p95 1.1–2.0 s while p50 was 30 ms).
 *
 * The worker's code is a string in this module rather than a file of its own: this module is bundled
 * into the server (esbuild), into the Remix build and run from source by tsx and Vitest, and each would
 * put a separate worker file in a different place. Pool libraries (piscina, workerpool) need that file.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const bcrypt = require(workerData.bcryptPath)
parentPort.on('message', ({ id, password, hash, cost }) => {
  try {
    const result = hash === undefined ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash)
    parentPort.postMessage({ id, result })
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) })
  }
})
`

type Task = { password: string; hash?: string; cost?: number }
type Pending = { resolve: (result: string | boolean) => void; reject: (error: Error) => void }
export type PasswordWorker = { worker: Worker; pending: Map<number, Pending> }

/** One worker per core the request thread does not use, at least one: the hashing is CPU and nothing else. */
const poolSize = () => getEnv().PASSWORD_WORKERS ?? Math.max(1, os.availableParallelism() - 1)
const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs')
// One pool per process, though the server bundle (the first admin) and the Remix build (signing in) each hold this module.
const workers = singleton('password-workers', () => ({ pool: [] as PasswordWorker[], nextTaskId: 0 }))

function startWorker(): PasswordWorker {
  const entry: PasswordWorker = { worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } }), pending: new Map() }
  // Idle workers must not keep a script (seed, make-admin) or a finished test file alive.
  entry.worker.unref()
  entry.worker.on('message', ({ id, result, error }: { id: number; result?: string | boolean; error?: string }) => {
    const task = entry.pending.get(id)
    entry.pending.delete(id)
    if (entry.pending.size === 0) entry.worker.unref()
    if (error !== undefined) task?.reject(new Error(error))
    else task?.resolve(result!)
  })
  const fail = (error: Error) => {
    const at = workers.pool.indexOf(entry)
    if (at >= 0) workers.pool.splice(at, 1)
    for (const task of entry.pending.values()) task.reject(error)
    entry.pending.clear()
  }
  entry.worker.on('error', fail)
  entry.worker.on('exit', (code) => fail(new Error(`The password worker stopped (exit code ${code})`)))
  workers.pool.push(entry)
  return entry
}

function runInWorker(task: Task) {
  const { pool } = workers
  const idle = pool.find((entry) => entry.pending.size === 0)
  const entry = idle ?? (pool.length < poolSize() ? startWorker() : pool.reduce((a, b) => (b.pending.size < a.pending.size ? b : a)))
  const id = workers.nextTaskId++
  return new Promise<string | boolean>((resolve, reject) => {
    entry.pending.set(id, { resolve, reject })
    entry.worker.ref()
    entry.worker.postMessage({ id, ...task })
  })
}

export async function hashPassword(password: string) {
  return (await runInWorker({ password, cost: BCRYPT_COST })) as string
}

export async function verifyPassword(password: string, hash: string) {
  return (await runInWorker({ password, hash })) as boolean
}

/** A hash of nothing anyone knows, compared against when the e-mail is unknown so both paths take as long. */
let dummyHash: Promise<string> | null = null
export async function verifyAgainstDummy(password: string) {
  dummyHash ??= hashPassword('no-such-user-placeholder')
  await verifyPassword(password, await dummyHash)
  return false
}
