import cluster, { type Worker } from 'node:cluster'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readServerEnvOrExit } from '#app/utils/env.server.ts'
import { prepareDatabaseContent } from '#app/jobs/start-up.server.ts'
import { openDatabase } from '#server/database.ts'
import { printStartupWarnings, startupWarnings } from '#server/startup-warnings.ts'

/**
 * `npm run start:cluster` (build/cluster.js): N app processes on one port and one database, with
 * node:cluster. This primary does what must happen once: it checks the environment, makes the session
 * secret, starts the embedded database (recording its URI in DATA_DIR/db-server.json) or checks
 * MONGODB_URI, makes the indexes and adds the first admin and the demo content. Then it forks
 * CLUSTER_WORKERS workers (one per CPU unless set), each `build/server.js`, which only connect
 * (server/database.ts, `connectClusterWorker`) and serve; the primary hands them connections in turn.
 *
 * What each process keeps to itself and why that is safe: sessions and rate limits live in the
 * database; the directory snapshot is rebuilt when the stored version changes (checked at most every
 * 500 ms); the expiry sweep is scheduled by every worker and run by one per slot (app/jobs/scheduled-jobs.server.ts).
 *
 * A worker that dies is started again after a second; one that dies before it ever listened (a busy
 * port, a bad setting) stops the whole cluster, which would otherwise fork it forever. SIGINT or SIGTERM
 * stop the workers first, then the database.
 */

const WORKER_BUILD = path.resolve('build/server.js')
const RESTART_DELAY_MS = 1_000
const WORKER_STOP_GRACE_MS = 10_000

async function main() {
  // The session secret is made now, once: every worker reads the same one from DATA_DIR.
  const env = readServerEnvOrExit()
  printStartupWarnings(startupWarnings(env))
  if (!fs.existsSync(WORKER_BUILD)) {
    console.error(`No build at ${WORKER_BUILD}. Run \`npm run build\` first (\`npm run start:cluster\` does it for you).`)
    process.exit(1)
  }

  const db = await openDatabase(env)
  try {
    await prepareDatabaseContent(env)
  } catch (error) {
    await db.close()
    throw error
  }

  const count = env.CLUSTER_WORKERS ?? os.availableParallelism()
  console.log(`Cluster primary (pid ${process.pid}): ${count} workers on port ${env.PORT}, database: ${db.description}`)
  cluster.setupPrimary({ exec: WORKER_BUILD })

  let stopping = false
  const listened = new WeakSet<Worker>()
  const fork = () => {
    const worker = cluster.fork()
    worker.once('listening', () => listened.add(worker))
    worker.once('exit', (code, signal) => {
      if (stopping) return
      if (!listened.has(worker)) {
        console.error(`Worker ${worker.id} exited (${signal ?? code}) before it served a request: stopping the cluster`)
        void shutdown('worker failure', 1)
        return
      }
      console.error(`Worker ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? code}): starting another in ${RESTART_DELAY_MS / 1000} s`)
      setTimeout(() => {
        if (!stopping) fork()
      }, RESTART_DELAY_MS)
    })
  }

  const shutdown = async (reason: string, exitCode = 0) => {
    if (stopping) return
    stopping = true
    console.log(`${reason}: stopping the workers, then the database`)
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w))
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve()
            const force = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_GRACE_MS)
            worker.once('exit', () => {
              clearTimeout(force)
              resolve()
            })
            worker.process.kill('SIGTERM')
          }),
      ),
    )
    await db.close()
    process.exit(exitCode)
  }
  process.on('SIGINT', () => void shutdown('SIGINT received'))
  process.on('SIGTERM', () => void shutdown('SIGTERM received'))

  for (let i = 0; i < count; i++) fork()
}

process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection:', reason)
})

main().catch((error) => {
  console.error('The cluster could not start:', error)
  process.exit(1)
})
