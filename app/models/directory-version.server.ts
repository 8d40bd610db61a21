import { randomBytes, randomInt } from 'node:crypto'
import { Schema } from 'mongoose'
import { singleton } from '#app/domain/singleton.ts'
import { defineModel, duplicateKeyField } from './model-utils.server.ts'

/**
 * The version of what the directory shows. Every process keeps the listings in memory
 * (services/directory/snapshot.server.ts, docs/decisions/008-directory-snapshot.md) and rebuilds them
 * when this stored version changes; reading it is one `_id` lookup (about 1 ms on FerretDB).
 *
 * The model writes that change what the directory shows (a listing's, a member's status or active
 * flag) call `invalidateDirectory()` themselves, so that no caller can forget it.
 */

const DIRECTORY_STATE_ID = 'practitioners'

const directoryStateSchema = new Schema(
  {
    _id: { type: String, required: true },
    version: { type: Number, default: 0 },
  },
  { collection: 'directory_state', versionKey: false },
)
/**
 * One document per cached list (`_id: 'practitioners'`); every change sets a fresh random version. Not
 * `$inc`: FerretDB reads, changes and writes the document back, so concurrent increments are lost and
 * two changes could leave the version a reader already saw (docs/conventions.md, "Atomicity").
 */
export const DirectoryState = defineModel('DirectoryState', directoryStateSchema)

/**
 * How many times this process has changed the directory. Process-wide (a `singleton`), because the
 * server bundle and the modules tests load beside it must agree: a change made through either tells
 * the snapshot at once, without waiting for its next look at the stored version.
 */
const local = singleton('directory-changes', () => ({ count: 0, log: [] as LocalDirectoryChange[] }))

export function directoryChangesInThisProcess(): number {
  return local.count
}

/**
 * What a change touched, so that a snapshot can update those listings in place instead of reading the
 * whole directory again (issue 19): listings by id, or the listings of accounts (a member's status,
 * membership ID or period). Left out: anything (a seed, an import), which rebuilds.
 */
export interface DirectoryChangeScope {
  listingIds?: readonly string[]
  userIds?: readonly string[]
}

export interface LocalDirectoryChange {
  /** This process's change number (`directoryChangesInThisProcess()` after it). */
  sequence: number
  /** The stored change's id (its record in `directory_changes`), so that it is not applied twice. */
  changeId: string
  scope: DirectoryChangeScope | null
}

/** This process's changes after `sequence`, or null when some of them are no longer kept (rebuild). */
export function localChangesAfter(sequence: number): LocalDirectoryChange[] | null {
  const after = local.log.filter((change) => change.sequence > sequence)
  if (after.length !== local.count - sequence) return null
  return after
}

/** How many of this process's changes are kept for its snapshot to apply in place. */
const LOCAL_LOG_SIZE = 200

const directoryChangeSchema = new Schema(
  {
    _id: { type: String, required: true },
    listingIds: { type: [String], default: [] },
    userIds: { type: [String], default: [] },
    /** A change of anything: the readers rebuild. */
    everything: { type: Boolean, default: false },
    at: { type: Date, default: () => new Date() },
  },
  { collection: 'directory_changes', versionKey: false },
)
/**
 * The other processes' side of in-place updates: each change is an insert (never a shared document to
 * modify), read by a process that sees a new version, for the few seconds since it last looked.
 * Swept after a day (app/jobs/expiry-sweep.server.ts); a snapshot that has not looked for longer rebuilds.
 */
export const DirectoryChange = defineModel('DirectoryChange', directoryChangeSchema)

/** The stored changes made from `since` on (a small collection: swept daily). */
export async function listDirectoryChangesSince(since: Date) {
  return DirectoryChange.find({ at: { $gte: since } })
    .lean<Array<{ _id: string; listingIds: string[]; userIds: string[]; everything: boolean; at: Date }>>()
}

export async function sweepDirectoryChanges(before: Date) {
  return (await DirectoryChange.deleteMany({ at: { $lt: before } })).deletedCount
}

export async function readDirectoryVersion(): Promise<number> {
  const state = await DirectoryState.findById(DIRECTORY_STATE_ID).lean<{ version?: number }>()
  return state?.version ?? 0
}

/**
 * After every change to the listings or to a member's status: this process's snapshot applies it before
 * its next answer (in place when `scope` says what changed), other processes see the new stored version
 * within their check interval and read what changed from `directory_changes`.
 */
export async function invalidateDirectory(scope?: DirectoryChangeScope) {
  const changeId = randomBytes(12).toString('hex')
  local.count += 1
  local.log.push({ sequence: local.count, changeId, scope: scope ?? null })
  if (local.log.length > LOCAL_LOG_SIZE) local.log.splice(0, local.log.length - LOCAL_LOG_SIZE)
  await DirectoryChange.create({
    _id: changeId,
    listingIds: scope?.listingIds ?? [],
    userIds: scope?.userIds ?? [],
    everything: !scope,
  })
  const change = { $set: { version: randomInt(1, 2 ** 48) } }
  try {
    await DirectoryState.updateOne({ _id: DIRECTORY_STATE_ID }, change, { upsert: true })
  } catch (error) {
    // Racing first upserts: one inserted the document, the others' inserts collided; they update it.
    if (duplicateKeyField(error) === null) throw error
    await DirectoryState.updateOne({ _id: DIRECTORY_STATE_ID }, change)
  }
}
