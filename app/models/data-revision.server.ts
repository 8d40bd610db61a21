import { randomBytes } from 'node:crypto'
import { Schema } from 'mongoose'
import { defineModel, duplicateKeyField } from './model-utils.server.ts'

/**
 * The revision of everything a signed-in page may show: a fresh random value stored after every write to
 * the database (utils/write-watch.server.ts), by whichever process made it. A member's page kept as HTML
 * (server/page-cache.ts) is served again only while the stored revision is the one it was drawn under;
 * reading it is one `_id` lookup.
 *
 * Not `$inc`: FerretDB reads, changes and writes the document back, so concurrent increments are lost
 * (docs/conventions.md, "Atomicity"). A fresh random value needs no read: whichever write lands last, the
 * value differs from every one a reader saw before.
 */
const REVISION_ID = 'signed-in-pages'

const dataRevisionSchema = new Schema(
  {
    _id: { type: String, required: true },
    revision: { type: String, required: true },
  },
  { collection: 'data_revision', versionKey: false },
)
export const DataRevision = defineModel('DataRevision', dataRevisionSchema)

/** The stored revision; '' before the first write of a new database. */
export async function readDataRevision(): Promise<string> {
  const stored = await DataRevision.findById(REVISION_ID, { revision: 1 }).lean()
  return stored?.revision ?? ''
}

/** Stores a new revision: every page drawn under an earlier one is no longer served. */
export async function storeNewDataRevision(): Promise<void> {
  const revision = randomBytes(12).toString('base64url')
  try {
    await DataRevision.updateOne({ _id: REVISION_ID }, { $set: { revision } }, { upsert: true })
  } catch (error) {
    // Two first writes raced to create the document: the other one's value is as new as ours.
    if (duplicateKeyField(error) === null) throw error
  }
}
