import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { now } from '#app/domain/clock.ts'
import { INVOICE_STATUSES } from '#app/domain/constants.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { INVOICE_ITEM_CODES, type InvoiceItemCode } from '#app/domain/invoice-items.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId, serialize } from './model-utils.server.ts'
import { claimOnce, releaseOnce } from './once-claim.server.ts'

/**
 * What a member (or a donor) is asked to pay: numbered INV-<year>-<n> (document-number.server.ts),
 * amounts in whole sen. `key` names what it is for, once: `joining:<user>:<application key>`,
 * `renewal:<user>:<last day of the period>`, `donation:<pledge>`, `fellowship:<request>`; raising the same invoice twice (two
 * approvals, two renewal runs at once) answers the first one instead (raiseInvoiceOnce).
 * What has been paid is the sum of its receipts (receipt.server.ts): never a counter here, which
 * concurrent payments would corrupt on FerretDB.
 */
const invoiceItemSchema = new Schema(
  {
    description: { type: String, required: true, trim: true, maxlength: 200 },
    amountSen: { type: Number, required: true, min: 0, validate: Number.isInteger },
    /** What the line is for (domain/invoice-items.ts), so that a receipt can say it in any language; '' on older invoices. */
    code: { type: String, enum: [...INVOICE_ITEM_CODES, ''], default: '' },
  },
  { _id: false },
)

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The member's declaration at renewal (issue 36, item 5; decision 046), kept on the renewal invoice it
 * was made for: that the CPD target was met and the credentials are current (each yes, or no with why),
 * and, as at that moment, the CPD year looked at, its counted and target hours, and whether insurance and
 * first aid were confirmed and current. Made once, by the member, on their own unpaid renewal invoice.
 */
const declarationSchema = new Schema(
  {
    cpdTargetMet: { type: Boolean, required: true },
    cpdReason: { type: String, default: '', trim: true, maxlength: 1000 },
    credentialsCurrent: { type: Boolean, required: true },
    credentialsReason: { type: String, default: '', trim: true, maxlength: 1000 },
    cpdYear: { type: Number, required: true },
    countedHours: { type: Number, required: true, min: 0 },
    targetHours: { type: Number, required: true, min: 0 },
    coverConfirmed: { type: Boolean, required: true },
    declaredAt: { type: Date, required: true },
    declaredBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { _id: false },
)

const invoiceSchema = new Schema(
  {
    number: { type: String, required: true, maxlength: 40 },
    key: { type: String, required: true, maxlength: 200 },
    kind: { type: String, required: true, enum: ['joining', 'renewal', 'donation', 'event', 'fellowship'] },
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    /** Who it is addressed to, as at the time (the account may change its name later). */
    billedTo: {
      type: new Schema(
        {
          name: { type: String, required: true, trim: true, maxlength: 201 },
          email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
        },
        { _id: false },
      ),
      required: true,
    },
    items: { type: [invoiceItemSchema], default: [] },
    totalSen: { type: Number, required: true, min: 0, validate: Number.isInteger },
    status: { type: String, enum: INVOICE_STATUSES, default: 'unpaid' },
    /** Malaysian calendar days, YYYY-MM-DD. */
    issuedOn: { type: String, required: true, match: DAY },
    dueOn: { type: String, required: true, match: DAY },
    paidOn: { type: String, default: '', match: /^(\d{4}-\d{2}-\d{2})?$/ },
    /** For membership invoices: the type it was raised for, and (renewal) the last day of the period it renews. */
    membershipType: { type: String, default: '', maxlength: 40 },
    renewsPeriodEnding: { type: String, default: '', match: /^(\d{4}-\d{2}-\d{2})?$/ },
    /**
     * Voided (issue 34): the Malaysian day, why (as the treasurer wrote it; '' when the app voided it, as a
     * cancelled event registration's fee) and who (null: the app). A voided invoice is owed nowhere.
     */
    voidedOn: { type: String, default: '', match: /^(\d{4}-\d{2}-\d{2})?$/ },
    voidReason: { type: String, default: '', trim: true, maxlength: 500 },
    voidedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    /** Issue 36: the renewal declaration (null until the member makes it). */
    declaration: { type: declarationSchema, default: null },
    /**
     * The month (YYYY-MM, Malaysia, the app's clock) the invoice was marked paid: not `paidOn`, so that a
     * payment recorded late still lands in exactly one month's CPD audit population (decision 046).
     */
    settledMonth: { type: String, default: '', match: /^(\d{4}-\d{2})?$/ },
  },
  { timestamps: true },
)
invoiceSchema.index({ number: 1 }, { unique: true })
invoiceSchema.index({ key: 1 }, { unique: true })
invoiceSchema.index({ userId: 1, createdAt: -1 })
invoiceSchema.index({ status: 1, createdAt: 1 })
invoiceSchema.index({ settledMonth: 1, kind: 1 })
filteredFields(invoiceSchema, ['number', 'key', 'userId', 'status', 'settledMonth'])

export type InvoiceFields = InferSchemaType<typeof invoiceSchema>
export const Invoice = defineModel('Invoice', invoiceSchema)
export type InvoiceRaw = InvoiceFields & { _id: Types.ObjectId; userId: Types.ObjectId | null; voidedBy?: Types.ObjectId | null; createdAt: Date; updatedAt: Date }

/** A renewal declaration as pages and the API show it. */
export interface RenewalDeclaration {
  cpdTargetMet: boolean
  cpdReason: string
  credentialsCurrent: boolean
  credentialsReason: string
  cpdYear: number
  countedHours: number
  targetHours: number
  coverConfirmed: boolean
  declaredAt: string
  declaredBy: string
}

type DeclarationRaw = Omit<RenewalDeclaration, 'declaredAt' | 'declaredBy'> & { declaredAt: Date | string; declaredBy: Types.ObjectId | string }

function toDeclaration(raw: DeclarationRaw | null | undefined): RenewalDeclaration | null {
  if (!raw) return null
  return {
    cpdTargetMet: raw.cpdTargetMet,
    cpdReason: raw.cpdReason ?? '',
    credentialsCurrent: raw.credentialsCurrent,
    credentialsReason: raw.credentialsReason ?? '',
    cpdYear: raw.cpdYear,
    countedHours: raw.countedHours,
    targetHours: raw.targetHours,
    coverConfirmed: raw.coverConfirmed,
    declaredAt: new Date(raw.declaredAt).toISOString(),
    declaredBy: String(raw.declaredBy),
  }
}

export function toPublicInvoice(raw: InvoiceRaw) {
  const { userId, voidedBy, declaration, settledMonth, ...rest } = serialize(raw)
  return {
    ...rest,
    userId: userId ? String(userId) : null,
    voidedOn: rest.voidedOn ?? '',
    voidReason: rest.voidReason ?? '',
    voidedBy: voidedBy ? String(voidedBy) : null,
    declaration: toDeclaration(declaration as DeclarationRaw | null | undefined),
    settledMonth: settledMonth ?? '',
  }
}
export type PublicInvoice = ReturnType<typeof toPublicInvoice>

export interface NewInvoice {
  key: string
  kind: 'joining' | 'renewal' | 'donation' | 'event' | 'fellowship'
  userId: string | null
  billedTo: { name: string; email: string }
  items: Array<{ description: string; amountSen: number; code?: InvoiceItemCode }>
  issuedOn: string
  dueOn: string
  membershipType?: string
  renewsPeriodEnding?: string
}

const RAISE_PURPOSE = 'raise-invoice'
const WINNER_WAIT_MS = 10_000

async function waitForInvoice(key: string) {
  const until = Date.now() + WINNER_WAIT_MS
  for (;;) {
    const invoice = await getInvoiceByKey(key)
    if (invoice || Date.now() > until) return invoice
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Raises the invoice with this key once: `created: false` with the existing one when it was raised
 * before or by a request that won a race with this one. The key is claimed by an insert before a
 * number is taken (`takeNumber`, given what the number is for: `invoice:<key>`), so a request that
 * loses the race takes no number. A winner that fails gives the claim back, and its number stays taken
 * for this key: the next try raises the invoice under it, so no number is skipped (issue 30). When the
 * winner never finishes (its process died), a later caller raises it after waiting; should both then
 * raise it, the unique key keeps one, and the other's number is voided with the reason given.
 */
export async function raiseInvoiceOnce(
  invoice: NewInvoice,
  takeNumber: (takenFor: string) => Promise<string>,
  voidNumber: (number: string) => Promise<void> = async () => {},
): Promise<{ invoice: PublicInvoice; created: boolean }> {
  const existing = await getInvoiceByKey(invoice.key)
  if (existing) return { invoice: existing, created: false }
  const claimed = await claimOnce(RAISE_PURPOSE, invoice.key)
  if (!claimed) {
    const winner = await waitForInvoice(invoice.key)
    if (winner) return { invoice: winner, created: false }
  }
  let number: string | null = null
  try {
    const totalSen = invoice.items.reduce((sum, item) => sum + item.amountSen, 0)
    number = await takeNumber(`invoice:${invoice.key}`)
    const doc = await Invoice.create({ ...invoice, number, totalSen })
    return { invoice: toPublicInvoice(doc.toObject() as InvoiceRaw), created: true }
  } catch (error) {
    // Raised by another caller (or stored before the claims existed): the unique key stands guard.
    if (duplicateKeyField(error) !== null) {
      const stored = await getInvoiceByKey(invoice.key)
      if (stored) {
        if (number && number !== stored.number) await voidNumber(number)
        return { invoice: stored, created: false }
      }
    }
    if (claimed) await releaseOnce(RAISE_PURPOSE, invoice.key)
    throw error
  }
}

/** An invoice by its number (`INV-2026-0042`), as a payer writes it in a bank transfer (issue 34). */
export async function getInvoiceByNumber(number: string) {
  const raw = await Invoice.findOne({ number }).lean<InvoiceRaw>()
  return raw ? toPublicInvoice(raw) : null
}

export async function getInvoiceByKey(key: string) {
  const raw = await Invoice.findOne({ key }).lean<InvoiceRaw>()
  return raw ? toPublicInvoice(raw) : null
}

export async function getInvoiceById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Invoice.findById(id).lean<InvoiceRaw>()
  return raw ? toPublicInvoice(raw) : null
}

/** A member's invoices, newest first. */
export async function listInvoicesOfUser(userId: string) {
  if (!isValidObjectId(userId)) return []
  const raws = await Invoice.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<InvoiceRaw[]>()
  return raws.map(toPublicInvoice)
}

/** Open invoices, oldest first (the treasurer's list). */
export async function listUnpaidInvoices() {
  const raws = await Invoice.find({ status: 'unpaid' }).sort({ createdAt: 1, _id: 1 }).lean<InvoiceRaw[]>()
  return raws.map(toPublicInvoice)
}

/** Marks an open invoice paid on a day (and in this month: `settledMonth`); false when it was not open. */
export async function markInvoicePaid(id: string, paidOn: string) {
  const settledMonth = toMalaysiaDay(now()).slice(0, 7)
  const result = await Invoice.updateOne({ _id: id, status: 'unpaid' }, { $set: { status: 'paid', paidOn, settledMonth } })
  return result.modifiedCount > 0
}

/**
 * Records the member's renewal declaration on their own unpaid renewal invoice that has none: false
 * when there is no such invoice (paid, voided, someone else's, or declared already).
 */
export async function recordInvoiceDeclaration(invoiceId: string, userId: string, declaration: Omit<RenewalDeclaration, 'declaredAt' | 'declaredBy'> & { declaredAt: Date }) {
  if (!isValidObjectId(invoiceId) || !isValidObjectId(userId)) return false
  const result = await Invoice.updateOne(
    { _id: invoiceId, userId, kind: 'renewal', status: 'unpaid', declaration: null },
    { $set: { declaration: { ...declaration, declaredBy: userId } } },
  )
  return result.modifiedCount > 0
}

/** The members (ids) whose renewal invoice was settled in `month` (YYYY-MM): the CPD audit's population. */
export async function listRenewalPayersOfMonth(month: string): Promise<string[]> {
  const raws = await Invoice.find({ settledMonth: month, kind: 'renewal' }).select({ userId: 1 }).lean<Array<{ userId: Types.ObjectId | null }>>()
  return [...new Set(raws.flatMap((raw) => (raw.userId ? [String(raw.userId)] : [])))].sort()
}

/** The renewal invoices settled in some months, with only who paid and whether they declared (the reviewer's list). */
export async function listRenewalsSettledIn(months: readonly string[]) {
  if (!months.length) return []
  const raws = await Invoice.find({ settledMonth: { $in: [...months] }, kind: 'renewal' })
    .select({ userId: 1, number: 1, settledMonth: 1, declaration: 1 })
    .lean<Array<{ _id: Types.ObjectId; userId: Types.ObjectId | null; number: string; settledMonth: string; declaration?: DeclarationRaw | null }>>()
  return raws.map((raw) => ({ id: String(raw._id), userId: raw.userId ? String(raw.userId) : null, number: raw.number, settledMonth: raw.settledMonth, declaration: toDeclaration(raw.declaration) }))
}

/**
 * Voids an open invoice: on `voidedOn` (today in Malaysia when left out), with why and by whom (left
 * out: the app did, as when a registration is cancelled). False when it was not open.
 */
export async function markInvoiceVoid(id: string, { voidedOn = toMalaysiaDay(now()), reason = '', by = null }: { voidedOn?: string; reason?: string; by?: string | null } = {}) {
  const result = await Invoice.updateOne({ _id: id, status: 'unpaid' }, { $set: { status: 'void', voidedOn, voidReason: reason, voidedBy: by } })
  return result.modifiedCount > 0
}

/** Takes a void back (a payment was being recorded on the invoice at the very moment it was voided: issue 34). */
export async function undoInvoiceVoid(id: string) {
  await Invoice.updateOne({ _id: id, status: 'void' }, { $set: { status: 'unpaid', voidedOn: '', voidReason: '', voidedBy: null } })
}

/** What the ledger shows of an invoice. */
export interface InvoiceLedgerFields {
  id: string
  number: string
  kind: InvoiceFields['kind']
  status: string
  issuedOn: string
  billedTo: string
  totalSen: number
  voidedOn: string
  voidReason: string
  /** The lines' amounts and codes: income is shared among them (domain/books.ts). */
  items: Array<{ amountSen: number; code: string }>
}

type LedgerRaw = {
  _id: Types.ObjectId
  number: string
  kind: InvoiceFields['kind']
  status: string
  issuedOn: string
  billedTo: { name: string }
  totalSen: number
  voidedOn?: string
  voidReason?: string
  items?: Array<{ amountSen: number; code?: string }>
}
const toLedgerFields = (raw: LedgerRaw): InvoiceLedgerFields => ({
  id: String(raw._id),
  number: raw.number,
  kind: raw.kind,
  status: raw.status,
  issuedOn: raw.issuedOn,
  billedTo: raw.billedTo.name,
  totalSen: raw.totalSen,
  voidedOn: raw.voidedOn ?? '',
  voidReason: raw.voidReason ?? '',
  items: (raw.items ?? []).map((item) => ({ amountSen: item.amountSen, code: item.code ?? '' })),
})
const LEDGER_FIELDS = { number: 1, kind: 1, status: 1, issuedOn: 1, 'billedTo.name': 1, totalSen: 1, voidedOn: 1, voidReason: 1, items: 1 }

/** Invoices issued between two Malaysian days (inclusive), with only what the ledger shows. */
export async function listInvoicesIssuedBetween(from: string, to: string) {
  const raws = await Invoice.find({ issuedOn: { $gte: from, $lte: to } }).select(LEDGER_FIELDS).lean<LedgerRaw[]>()
  return raws.map(toLedgerFields)
}

/** The ledger's fields of some invoices by id (the invoices that receipts were paid against). */
export async function invoicesForLedger(ids: readonly string[]) {
  const valid = ids.filter(isValidObjectId)
  if (!valid.length) return []
  const raws = await Invoice.find({ _id: { $in: valid } }).select(LEDGER_FIELDS).lean<LedgerRaw[]>()
  return raws.map(toLedgerFields)
}
