import cluster from 'node:cluster'
import fs from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { broadcastDevReady, type ServerBuild } from '@remix-run/node'
import { readServerEnvOrExit } from '#app/utils/env.server.ts'
import { prepareDatabaseContent } from '#app/jobs/start-up.server.ts'
import { createApp, keepConnectionsAlive } from '#server/create-app.ts'
import { connectClusterWorker, openDatabase } from '#server/database.ts'
import { scheduleExpirySweep } from '#app/jobs/expiry-sweep.server.ts'
import { scheduleRenewals } from '#app/jobs/renewals.server.ts'
import { scheduleEventMails } from '#app/jobs/event-mails.server.ts'
import { scheduleRetentionSweep } from '#app/jobs/retention.server.ts'
import { scheduleStaffDigests } from '#app/jobs/staff-digests.server.ts'
import { scheduleOfficeRoles } from '#app/jobs/office-roles.server.ts'
import { scheduleElectionRolls } from '#app/jobs/election-rolls.server.ts'
import { scheduleRegisterDuties } from '#app/jobs/register-duties.server.ts'
import { printStartupWarnings, startupWarnings } from '#server/startup-warnings.ts'

const BUILD_PATH = path.resolve('build/remix/index.js')

async function importBuild(): Promise<ServerBuild> {
  const stamp = fs.statSync(BUILD_PATH).mtimeMs
  return import(`${pathToFileURL(BUILD_PATH).href}?t=${stamp}`)
}

async function main() {
  const env = readServerEnvOrExit()
  // A worker of `npm run start:cluster` (server/cluster.ts): the primary warned, started the database
  // and prepared its content once; the worker only connects to it.
  const worker = cluster.isWorker
  if (!worker) printStartupWarnings(startupWarnings(env))
  if (!fs.existsSync(BUILD_PATH)) {
    console.error(`No build at ${BUILD_PATH}. Run \`npm run build\` first (\`npm start\` does it for you).`)
    process.exit(1)
  }

  const db = worker ? await connectClusterWorker(env) : await openDatabase(env)
  try {
    if (!worker) await prepareDatabaseContent(env)
  } catch (error) {
    await db.close()
    throw error
  }

  // Every process schedules the sweep; each slot's sweep runs in one of them (app/jobs/scheduled-jobs.server.ts).
  const stopSweeping = scheduleExpirySweep({ intervalMs: env.EXPIRY_SWEEP_INTERVAL_MS })
  const stopRenewals = scheduleRenewals()
  const stopEventMails = scheduleEventMails()
  const stopRetentionSweep = scheduleRetentionSweep()
  const stopStaffDigests = scheduleStaffDigests()
  const stopOfficeRoles = scheduleOfficeRoles()
  const stopElectionRolls = scheduleElectionRolls()
  const stopRegisterDuties = scheduleRegisterDuties()

  // `remix dev --manual` sets REMIX_DEV_ORIGIN: rebuilds are picked up without restarting the server.
  const dev = Boolean(process.env.REMIX_DEV_ORIGIN)
  let build = await importBuild()
  if (dev) {
    fs.watch(path.dirname(BUILD_PATH), { persistent: false }, async () => {
      try {
        build = await importBuild()
        await broadcastDevReady(build)
      } catch (error) {
        console.error('Reloading the build failed:', error)
      }
    })
  }

  const app = createApp({
    build: dev ? async () => build : build,
    mode: env.NODE_ENV,
    publicUrl: env.publicUrl,
    trustProxy: env.TRUST_PROXY,
    dev,
  })

  const server: Server = app.listen(env.PORT, () => {
    const who = worker ? ` (worker ${cluster.worker?.id}, pid ${process.pid})` : ''
    console.log(`EMPAM portal listening on http://localhost:${env.PORT}${who} (database: ${db.description})`)
    if (dev) void broadcastDevReady(build)
  })
  keepConnectionsAlive(server)
  server.once('error', async (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use. Stop the other server or set PORT to a free port.`
        : `The server could not listen: ${error.message}`,
    )
    await db.close()
    process.exit(1)
  })

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received: closing the server and the database`)
    const force = setTimeout(() => server.closeAllConnections(), 5_000)
    force.unref()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    stopSweeping()
    stopRenewals()
    stopEventMails()
    stopRetentionSweep()
    stopStaffDigests()
    stopOfficeRoles()
    stopElectionRolls()
    stopRegisterDuties()
    // The connection first, then FerretDB, then PostgreSQL (OpenDatabase.close).
    await db.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

process.on('unhandledRejection', (reason) => {
  // Logged, never fatal: a database that goes away must not take the whole site down with it.
  console.error('Unhandled rejection:', reason)
})

main().catch((error) => {
  console.error('The server could not start:', error)
  process.exit(1)
})
