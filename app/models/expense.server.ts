import { Schema, type Types } from 'mongoose'
import { EXPENSE_CATEGORIES, EXPENSE_STATUSES, type ExpenseCategory, type ExpenseStatus } from '#app/domain/books.ts'
import { defineModel, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * Money the association paid out (issue 34): recorded by one officer with the receipt they were given
 * (a private upload of the association's, purpose `expense-receipt`), approved or rejected by another.
 * Only an approved expense is in the books, under the payment voucher number it took when approved
 * (PV-<year>-<n>, document-number.server.ts). Amounts in whole sen. Who decided is settled once
 * (`decideOnce('expense-decision', id)` in services/expenses.server.ts), then written here.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/

const expenseSchema = new Schema(
  {
    /** The Malaysian day the money was spent: the expense's day in the books. */
    spentOn: { type: String, required: true, match: DAY },
    payee: { type: String, required: true, trim: true, maxlength: 200 },
    category: { type: String, required: true, enum: EXPENSE_CATEGORIES },
    amountSen: { type: Number, required: true, min: 1, validate: Number.isInteger },
    description: { type: String, required: true, trim: true, maxlength: 500 },
    receipt: {
      type: new Schema(
        {
          mediaId: { type: String, required: true, maxlength: 24 },
          name: { type: String, default: '', maxlength: 200 },
          mimeType: { type: String, required: true, maxlength: 60 },
        },
        { _id: false },
      ),
      required: true,
    },
    status: { type: String, enum: EXPENSE_STATUSES, default: 'pending' },
    recordedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    recordedByName: { type: String, required: true, trim: true, maxlength: 201 },
    decidedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    decidedByName: { type: String, default: '', trim: true, maxlength: 201 },
    decidedOn: { type: String, default: '', match: /^(\d{4}-\d{2}-\d{2})?$/ },
    rejectionReason: { type: String, default: '', trim: true, maxlength: 500 },
    /** The payment voucher's number, taken when approved; '' before. */
    number: { type: String, default: '', maxlength: 40 },
  },
  { collection: 'expenses', timestamps: true },
)
expenseSchema.index({ status: 1, spentOn: 1 })
expenseSchema.index({ createdAt: -1 })
filteredFields(expenseSchema, ['status'])

export const Expense = defineModel('Expense', expenseSchema)

interface ExpenseRaw {
  _id: Types.ObjectId
  spentOn: string
  payee: string
  category: ExpenseCategory
  amountSen: number
  description: string
  receipt: { mediaId: string; name?: string; mimeType: string }
  status: ExpenseStatus
  recordedBy: Types.ObjectId
  recordedByName: string
  decidedBy?: Types.ObjectId | null
  decidedByName?: string
  decidedOn?: string
  rejectionReason?: string
  number?: string
  createdAt: Date
  updatedAt: Date
}

const toPublic = (raw: ExpenseRaw) => ({
  id: String(raw._id),
  spentOn: raw.spentOn,
  payee: raw.payee,
  category: raw.category,
  amountSen: raw.amountSen,
  description: raw.description,
  receipt: { mediaId: raw.receipt.mediaId, name: raw.receipt.name ?? '', mimeType: raw.receipt.mimeType },
  status: raw.status,
  recordedBy: String(raw.recordedBy),
  recordedByName: raw.recordedByName,
  decidedBy: raw.decidedBy ? String(raw.decidedBy) : null,
  decidedByName: raw.decidedByName ?? '',
  decidedOn: raw.decidedOn ?? '',
  rejectionReason: raw.rejectionReason ?? '',
  number: raw.number ?? '',
  createdAt: new Date(raw.createdAt).toISOString(),
})
export type PublicExpense = ReturnType<typeof toPublic>

export interface NewExpense {
  spentOn: string
  payee: string
  category: ExpenseCategory
  amountSen: number
  description: string
  receipt: { mediaId: string; name: string; mimeType: string }
  recordedBy: string
  recordedByName: string
}

export async function createExpense(expense: NewExpense) {
  const doc = await Expense.create(expense)
  return toPublic(doc.toObject() as unknown as ExpenseRaw)
}

export async function getExpenseById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Expense.findById(id).lean<ExpenseRaw>()
  return raw ? toPublic(raw) : null
}

/**
 * Writes the decision settled for a pending expense (approved with its voucher number, or rejected with
 * why). Run again it changes nothing: only a pending expense is written.
 */
export async function writeExpenseDecision(
  id: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: string; decidedByName: string; decidedOn: string; number: string; rejectionReason: string },
) {
  await Expense.updateOne({ _id: id, status: 'pending' }, { $set: decision })
}

/** The expenses awaiting a decision, oldest first (a handful at a time). */
export async function listPendingExpenses() {
  const raws = await Expense.find({ status: 'pending' }).sort({ createdAt: 1, _id: 1 }).limit(500).lean<ExpenseRaw[]>()
  return raws.map(toPublic)
}

/** Decided expenses, most recently recorded first, a page at a time, and how many there are. */
export async function listDecidedExpenses({ page, perPage }: { page: number; perPage: number }) {
  const filter = { status: { $in: ['approved', 'rejected'] } }
  const [raws, total] = await Promise.all([
    Expense.find(filter).sort({ createdAt: -1, _id: -1 }).skip((page - 1) * perPage).limit(perPage).lean<ExpenseRaw[]>(),
    Expense.countDocuments(filter),
  ])
  return { items: raws.map(toPublic), total }
}

/** Approved expenses spent between two Malaysian days (inclusive): the ledger's and the statement's. */
export async function listApprovedExpensesBetween(from: string, to: string) {
  const raws = await Expense.find({ status: 'approved', spentOn: { $gte: from, $lte: to } }).lean<ExpenseRaw[]>()
  return raws.map(toPublic)
}
