import { Schema } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields } from './model-utils.server.ts'

/**
 * The numbers of invoices and receipts, in sequence per year (INV-2026-0001, RCT-2026-0001): one
 * document per number taken, `_id` the number itself. Taking one is an insert under it, which has
 * exactly one winner also on FerretDB (docs/conventions.md, "Atomicity"): a loser tries the next
 * number. So numbers are never shared and never skipped, however many treasurers record at once.
 */
const documentNumberSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    /** `INV-2026`: the prefix and the year the numbers run in. */
    series: { type: String, required: true, maxlength: 30 },
    sequence: { type: Number, required: true, min: 1 },
    takenAt: { type: Date, default: () => new Date() },
  },
  { collection: 'document_numbers', versionKey: false },
)
documentNumberSchema.index({ series: 1, sequence: -1 })
filteredFields(documentNumberSchema, ['series'])

export const DocumentNumber = defineModel('DocumentNumber', documentNumberSchema)

export function formatDocumentNumber(series: string, sequence: number) {
  return `${series}-${String(sequence).padStart(4, '0')}`
}

async function highestSequence(series: string): Promise<number> {
  const last = await DocumentNumber.find({ series }).sort({ sequence: -1 }).limit(1).lean<Array<{ sequence: number }>>()
  return last[0]?.sequence ?? 0
}

/**
 * Takes the next number of a series (`INV-2026`). Each attempt inserts the number after the highest it
 * has seen taken; when another request took it first, the next one. A number is only ever inserted when
 * the one before it is taken, so the numbers of a series run without gaps.
 */
export async function takeDocumentNumber(series: string): Promise<string> {
  let candidate = (await highestSequence(series)) + 1
  for (let attempt = 0; attempt < 500; attempt++) {
    const number = formatDocumentNumber(series, candidate)
    try {
      await DocumentNumber.create({ _id: number, series, sequence: candidate })
      return number
    } catch (error) {
      if (duplicateKeyField(error) === null) throw error
      candidate = Math.max(candidate + 1, (await highestSequence(series)) + 1)
    }
  }
  throw new Error(`could not take a number in ${series}: too many at once`)
}
