import { Schema } from 'mongoose'
import { now } from '#app/domain/clock.ts'
import { defineModel, duplicateKeyField, filteredFields } from './model-utils.server.ts'

/**
 * The numbers of invoices and receipts, in sequence per year (INV-2026-0001, RCT-2026-0001): one
 * document per number taken, `_id` the number itself. Taking one is an insert under it, which has
 * exactly one winner also on FerretDB (docs/conventions.md, "Atomicity"): a loser tries the next
 * number. So numbers are never shared and never skipped, however many treasurers record at once.
 * Each number says what took it (`takenFor`: the payment or invoice it is for), so that work which
 * failed after taking one uses that number when it is completed (issue 30). A number that ends up on
 * nothing (two completions of one payment at once each took one) is recorded void, with why, and the
 * ledger shows it so: the sequence keeps no silent gap.
 */
const documentNumberSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    /** `INV-2026`: the prefix and the year the numbers run in. */
    series: { type: String, required: true, maxlength: 30 },
    sequence: { type: Number, required: true, min: 1 },
    /** By the app's clock (domain/clock.ts), as the receipts' days are: the ledger dates a void number by it. */
    takenAt: { type: Date, default: () => now() },
    /** What took it: `invoice-payment:<invoice>:<n>`, `donation-payment:<donation>:<n>`, `invoice:<key>`. */
    takenFor: { type: String, default: '', maxlength: 240 },
    voidedAt: { type: Date, default: null },
    voidReason: { type: String, default: '', maxlength: 200 },
  },
  { collection: 'document_numbers', versionKey: false },
)
documentNumberSchema.index({ series: 1, sequence: -1 })
documentNumberSchema.index({ takenFor: 1 })
filteredFields(documentNumberSchema, ['series', 'takenFor'])

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
export async function takeDocumentNumber(series: string, takenFor = ''): Promise<string> {
  let candidate = (await highestSequence(series)) + 1
  for (let attempt = 0; attempt < 500; attempt++) {
    const number = formatDocumentNumber(series, candidate)
    try {
      await DocumentNumber.create({ _id: number, series, sequence: candidate, takenFor })
      return number
    } catch (error) {
      if (duplicateKeyField(error) === null) throw error
      candidate = Math.max(candidate + 1, (await highestSequence(series)) + 1)
    }
  }
  throw new Error(`could not take a number in ${series}: too many at once`)
}

interface DocumentNumberRaw {
  _id: string
  series: string
  sequence: number
  takenAt: Date
  takenFor?: string
  voidedAt?: Date | null
  voidReason?: string
}

const toPublicNumber = (raw: DocumentNumberRaw) => ({
  number: raw._id,
  series: raw.series,
  sequence: raw.sequence,
  takenAt: raw.takenAt,
  takenFor: raw.takenFor ?? '',
  voidedAt: raw.voidedAt ?? null,
  voidReason: raw.voidReason ?? '',
})
export type PublicDocumentNumber = ReturnType<typeof toPublicNumber>

/** The numbers taken for one piece of work, lowest first. */
export async function numbersTakenFor(takenFor: string) {
  if (!takenFor) return []
  const raws = await DocumentNumber.find({ takenFor }).sort({ sequence: 1 }).lean<DocumentNumberRaw[]>()
  return raws.map(toPublicNumber)
}

/**
 * The number this work took before and has not voided, or a new one for it: so a payment completed
 * after a failure keeps the number it took the first time.
 */
export async function numberFor(series: string, takenFor: string) {
  const taken = (await numbersTakenFor(takenFor)).find((n) => !n.voidedAt)
  return taken?.number ?? takeDocumentNumber(series, takenFor)
}

/** Records that a taken number was never used, and why (shown on the ledger). */
export async function voidDocumentNumber(number: string, reason: string) {
  await DocumentNumber.updateOne({ _id: number, voidedAt: null }, { $set: { voidedAt: now(), voidReason: reason } })
}

/** The numbers taken from `since` on that were voided (a few a year at most): the ledger shows them. */
export async function listVoidNumbersTakenSince(since: Date) {
  const raws = await DocumentNumber.find({ voidedAt: { $ne: null }, takenAt: { $gte: since } }).lean<DocumentNumberRaw[]>()
  return raws.map(toPublicNumber)
}
