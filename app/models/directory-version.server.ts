import { randomInt } from 'node:crypto'
import { Schema } from 'mongoose'
import { singleton } from '#app/utils/singleton.server.ts'
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
const local = singleton('directory-changes', () => ({ count: 0 }))

export function directoryChangesInThisProcess(): number {
  return local.count
}

export async function readDirectoryVersion(): Promise<number> {
  const state = await DirectoryState.findById(DIRECTORY_STATE_ID).lean<{ version?: number }>()
  return state?.version ?? 0
}

/**
 * After every change to the listings or to a member's status: this process's snapshot is stale at
 * once, other processes see the new stored version within their check interval.
 */
export async function invalidateDirectory() {
  local.count += 1
  const change = { $set: { version: randomInt(1, 2 ** 48) } }
  try {
    await DirectoryState.updateOne({ _id: DIRECTORY_STATE_ID }, change, { upsert: true })
  } catch (error) {
    // Racing first upserts: one inserted the document, the others' inserts collided; they update it.
    if (duplicateKeyField(error) === null) throw error
    await DirectoryState.updateOne({ _id: DIRECTORY_STATE_ID }, change)
  }
}
