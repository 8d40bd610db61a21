import { Schema, type Types } from 'mongoose'
import { STATEMENT_LAYOUTS, UNMATCHED_REASONS, type StatementLayoutId, type UnmatchedReason } from '#app/domain/reconciliation.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A bank statement the treasurer imported (issue 34, item 3): its lines as read, and what each matched
 * when it was imported (an open invoice by its number and the amount due, or why not). Kept as it was:
 * what was recorded from it is in bank_line_records (bank-line-record.server.ts). One import per file:
 * `contentHash` (SHA-256 of the file's bytes) is unique, so the same statement imported again, or twice
 * at the same moment, is the first import (an insert under a unique key has one winner, on FerretDB too).
 */
const DAY_OR_NONE = /^(\d{4}-\d{2}-\d{2})?$/

const statementLineSchema = new Schema(
  {
    /** The file's line the row ends on: what the treasurer and the API call the line. */
    line: { type: Number, required: true, min: 1, validate: Number.isInteger },
    /** The bank transaction's identity across statements (services/reconciliation.server.ts `lineKeys`). */
    key: { type: String, required: true, maxlength: 80 },
    date: { type: String, default: '', match: DAY_OR_NONE },
    description: { type: String, default: '', maxlength: 300 },
    reference: { type: String, default: '', maxlength: 100 },
    /** Whole sen, negative for money out. */
    amountSen: { type: Number, required: true, validate: Number.isInteger },
    balanceSen: { type: Number, default: null },
    /** The invoice it matched, or null with `reason` why not. */
    invoiceId: { type: Schema.Types.ObjectId, ref: 'Invoice', default: null },
    invoiceNumber: { type: String, default: '', maxlength: 40 },
    reason: { type: String, enum: [...UNMATCHED_REASONS, ''], default: '' },
  },
  { _id: false },
)

const bankStatementImportSchema = new Schema(
  {
    contentHash: { type: String, required: true, match: /^[0-9a-f]{64}$/ },
    fileName: { type: String, default: '', maxlength: 200 },
    layout: { type: String, required: true, enum: STATEMENT_LAYOUTS },
    importedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    importedByEmail: { type: String, required: true, maxlength: 254 },
    lines: { type: [statementLineSchema], default: [] },
    /** For the list of imports, without reading every line. */
    lineCount: { type: Number, default: 0 },
    matchedCount: { type: Number, default: 0 },
  },
  { collection: 'bank_statement_imports', timestamps: true },
)
bankStatementImportSchema.index({ contentHash: 1 }, { unique: true })
bankStatementImportSchema.index({ createdAt: -1 })
filteredFields(bankStatementImportSchema, ['contentHash'])

export const BankStatementImport = defineModel('BankStatementImport', bankStatementImportSchema)

export interface StoredStatementLine {
  line: number
  key: string
  date: string
  description: string
  reference: string
  amountSen: number
  balanceSen: number | null
  invoiceId: string | null
  invoiceNumber: string
  reason: UnmatchedReason | ''
}

export interface StatementImport {
  id: string
  contentHash: string
  fileName: string
  layout: StatementLayoutId
  importedBy: string
  importedByEmail: string
  lines: StoredStatementLine[]
  createdAt: Date
}

type ImportRaw = {
  _id: Types.ObjectId
  contentHash: string
  fileName: string
  layout: StatementLayoutId
  importedBy: Types.ObjectId
  importedByEmail: string
  lines: Array<Omit<StoredStatementLine, 'invoiceId'> & { invoiceId: Types.ObjectId | null }>
  lineCount: number
  matchedCount: number
  createdAt: Date
}

const toImport = (raw: ImportRaw): StatementImport => ({
  id: String(raw._id),
  contentHash: raw.contentHash,
  fileName: raw.fileName,
  layout: raw.layout,
  importedBy: String(raw.importedBy),
  importedByEmail: raw.importedByEmail,
  lines: raw.lines.map((line) => ({
    line: line.line,
    key: line.key,
    date: line.date,
    description: line.description,
    reference: line.reference,
    amountSen: line.amountSen,
    balanceSen: line.balanceSen ?? null,
    invoiceId: line.invoiceId ? String(line.invoiceId) : null,
    invoiceNumber: line.invoiceNumber ?? '',
    reason: line.reason ?? '',
  })),
  createdAt: raw.createdAt,
})

export async function getStatementImport(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await BankStatementImport.findById(id).lean<ImportRaw>()
  return raw ? toImport(raw) : null
}

export async function getStatementImportByHash(contentHash: string) {
  const raw = await BankStatementImport.findOne({ contentHash }).lean<ImportRaw>()
  return raw ? toImport(raw) : null
}

export interface NewStatementImport {
  contentHash: string
  fileName: string
  layout: StatementLayoutId
  importedBy: string
  importedByEmail: string
  lines: StoredStatementLine[]
}

/**
 * Stores an import once per file: `created: false` with the stored one when the same file was imported
 * before, or by a request that won the race with this one.
 */
export async function insertStatementImportOnce(statement: NewStatementImport): Promise<{ import: StatementImport; created: boolean }> {
  const existing = await getStatementImportByHash(statement.contentHash)
  if (existing) return { import: existing, created: false }
  try {
    const doc = await BankStatementImport.create({
      ...statement,
      lineCount: statement.lines.length,
      matchedCount: statement.lines.filter((line) => line.invoiceId).length,
    })
    return { import: toImport(doc.toObject() as unknown as ImportRaw), created: true }
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    const stored = await getStatementImportByHash(statement.contentHash)
    if (!stored) throw error
    return { import: stored, created: false }
  }
}

export interface StatementImportSummary {
  id: string
  fileName: string
  layout: StatementLayoutId
  importedByEmail: string
  lineCount: number
  matchedCount: number
  createdAt: Date
}

/** The newest imports first, without their lines (the list of /admin/reconciliation). */
export async function listStatementImports(limit = 50): Promise<StatementImportSummary[]> {
  const raws = await BankStatementImport.find()
    .select({ fileName: 1, layout: 1, importedByEmail: 1, lineCount: 1, matchedCount: 1, createdAt: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean<ImportRaw[]>()
  return raws.map((raw) => ({
    id: String(raw._id),
    fileName: raw.fileName,
    layout: raw.layout,
    importedByEmail: raw.importedByEmail,
    lineCount: raw.lineCount ?? 0,
    matchedCount: raw.matchedCount ?? 0,
    createdAt: raw.createdAt,
  }))
}
