import { Schema } from 'mongoose'
import { defineModel, duplicateKeyField } from './model-utils.server.ts'

/**
 * One run of a scheduled job in one time slot: `_id` is `<job>:<slot start, ISO>`. Every app process
 * (the workers of `npm run start:cluster`, or servers on several machines) schedules the same jobs, and
 * each tries to insert the slot's document when the slot begins: the unique `_id` gives it exactly one
 * winner, which runs the job; the others skip it. Not a `findOneAndUpdate` claim, which can have
 * several winners on FerretDB 1.24 (docs/conventions.md, "Atomicity"). Swept a day after its slot.
 */
const jobRunSchema = new Schema(
  {
    _id: { type: String, required: true },
    job: { type: String, required: true },
    slotStart: { type: Date, required: true },
    /** `<host>:<pid>` of the process that ran it, for an operator reading the collection. */
    runner: { type: String, required: true },
    startedAt: { type: Date, default: () => new Date() },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'job_runs', versionKey: false },
)
jobRunSchema.index({ expiresAt: 1 })

export const JobRun = defineModel('JobRun', jobRunSchema)

export const jobRunId = (job: string, slotStart: Date) => `${job}:${slotStart.toISOString()}`

/** True when this caller runs the job for this slot; false when another process claimed it first. */
export async function claimJobRun(job: string, slotStart: Date, runner: string, expiresAt: Date): Promise<boolean> {
  try {
    await JobRun.create({ _id: jobRunId(job, slotStart), job, slotStart, runner, expiresAt })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

/** Removes the claims of slots long past; answers how many. */
export async function sweepJobRuns(now = new Date()) {
  const result = await JobRun.deleteMany({ expiresAt: { $lte: now } })
  return result.deletedCount
}
