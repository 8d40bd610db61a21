import os from 'node:os'
import { claimJobRun } from '#app/models/job-run.server.ts'

/**
 * Jobs that must run once per time slot however many app processes schedule them (the workers of
 * `npm run start:cluster`, servers on several machines): every process tries each slot, and the one
 * whose insert of the slot's claim succeeds runs it (app/models/job-run.server.ts). Slots are aligned to
 * multiples of the interval since the epoch, so every process agrees on them without talking.
 */

const DAY = 24 * 60 * 60 * 1000

/** This process, as claims and logs name it. */
export const RUNNER = `${os.hostname()}:${process.pid}`

export function slotStartOf(time: number, intervalMs: number): Date {
  return new Date(Math.floor(time / intervalMs) * intervalMs)
}

export interface ScheduledJob<T> {
  name: string
  intervalMs: number
  run: () => Promise<T>
}

export type SlotOutcome<T> = { ran: true; result: T } | { ran: false }

/** Runs the job for this slot if no process has claimed the slot yet. */
export async function runOncePerSlot<T>(job: ScheduledJob<T>, slotStart: Date): Promise<SlotOutcome<T>> {
  const expiresAt = new Date(slotStart.getTime() + Math.max(DAY, 2 * job.intervalMs))
  if (!(await claimJobRun(job.name, slotStart, RUNNER, expiresAt))) return { ran: false }
  return { ran: true, result: await job.run() }
}

/**
 * Tries the job at every slot's start, and once `firstDelayMs` after start-up (for the slot then
 * current: a process started after its slot began, when no other process ran it, catches up). A failed
 * run is logged and the next slot tries again. Answers a function that stops the schedule.
 */
export function scheduleOncePerSlot<T>(
  job: ScheduledJob<T>,
  {
    firstDelayMs = Math.min(60_000, job.intervalMs),
    log = console.log,
    logError = console.error,
    describe = (result: T) => JSON.stringify(result),
  }: { firstDelayMs?: number; log?: (m: string) => void; logError?: (m: string) => void; describe?: (result: T) => string } = {},
) {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const attempt = async (time: number) => {
    const slot = slotStartOf(time, job.intervalMs)
    try {
      const outcome = await runOncePerSlot(job, slot)
      const label = `${job.name} (slot ${slot.toISOString()})`
      if (outcome.ran) log(`${label} run by ${RUNNER}: ${describe(outcome.result)}`)
      else log(`${label} already claimed: skipped by ${RUNNER}`)
    } catch (error) {
      logError(`${job.name} failed: ${(error as Error).message}`)
    }
  }
  const atNextSlot = () => {
    if (stopped) return
    const now = Date.now()
    const next = slotStartOf(now, job.intervalMs).getTime() + job.intervalMs
    timer = setTimeout(() => {
      void attempt(next).finally(atNextSlot)
    }, next - now)
    timer.unref()
  }
  const first = setTimeout(() => void attempt(Date.now()), firstDelayMs)
  first.unref()
  atNextSlot()
  return () => {
    stopped = true
    clearTimeout(first)
    clearTimeout(timer)
  }
}
