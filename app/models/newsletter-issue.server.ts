import { Schema, type Types } from 'mongoose'
import type { Locale } from '#app/domain/locale.ts'
import { defineModel, filteredFields, insertUnlessTaken, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

/** An issue of the newsletter (issue 21, item 5): written in English and Malay, sent once to the confirmed subscribers. */
const newsletterIssueSchema = new Schema(
  {
    subjectEn: { type: String, required: true, trim: true, maxlength: 200 },
    subjectMs: { type: String, required: true, trim: true, maxlength: 200 },
    bodyEn: { type: String, required: true, maxlength: 20_000 },
    bodyMs: { type: String, required: true, maxlength: 20_000 },
    createdBy: { type: String, required: true, maxlength: 254 },
    /** Set when the send began (the send itself is claimed once, in once_claims). */
    sentAt: { type: Date, default: null },
    sentBy: { type: String, default: '', maxlength: 254 },
    /** How many mails went out and how many failed, written when the send ends. */
    sentCount: { type: Number, default: 0 },
    failedCount: { type: Number, default: 0 },
  },
  { collection: 'newsletter_issues', timestamps: true },
)
newsletterIssueSchema.index({ createdAt: -1 })
newsletterIssueSchema.plugin(toJSONPlugin)

export const NewsletterIssue = defineModel('NewsletterIssue', newsletterIssueSchema)

interface NewsletterIssueRaw {
  _id: Types.ObjectId
  subjectEn: string
  subjectMs: string
  bodyEn: string
  bodyMs: string
  createdBy: string
  sentAt: Date | null
  sentBy: string
  sentCount: number
  failedCount: number
  createdAt: Date
  updatedAt: Date
}

export const toPublicNewsletterIssue = (raw: NewsletterIssueRaw) => serialize(raw)
export type PublicNewsletterIssue = ReturnType<typeof toPublicNewsletterIssue>

export async function insertNewsletterIssue(input: { subjectEn: string; subjectMs: string; bodyEn: string; bodyMs: string; createdBy: string }) {
  const doc = await NewsletterIssue.create(input)
  return toPublicNewsletterIssue(doc.toObject() as NewsletterIssueRaw)
}

export async function getNewsletterIssue(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await NewsletterIssue.findById(id).lean<NewsletterIssueRaw>()
  return raw ? toPublicNewsletterIssue(raw) : null
}

/** The newest issues first. */
export async function listNewsletterIssues(limit = 50) {
  const raws = await NewsletterIssue.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean<NewsletterIssueRaw[]>()
  return raws.map(toPublicNewsletterIssue)
}

export async function markNewsletterIssueSending(id: string, sentBy: string, at: Date) {
  await NewsletterIssue.updateOne({ _id: id }, { $set: { sentAt: at, sentBy } })
}

export async function recordNewsletterIssueCounts(id: string, counts: { sentCount: number; failedCount: number }) {
  await NewsletterIssue.updateOne({ _id: id }, { $set: counts })
}

/**
 * The send log: one document per issue and address, `_id` `<issue>:<address>`, inserted before the mail
 * goes, so that an address gets an issue at most once whatever happens (an insert under a unique key).
 */
const newsletterDeliverySchema = new Schema(
  {
    _id: { type: String, required: true },
    issueId: { type: String, required: true },
    email: { type: String, required: true, maxlength: 254 },
    locale: { type: String, required: true },
    status: { type: String, enum: ['sending', 'sent', 'failed'], default: 'sending' },
    error: { type: String, default: '', maxlength: 500 },
    at: { type: Date, required: true },
  },
  { collection: 'newsletter_deliveries', versionKey: false },
)
newsletterDeliverySchema.index({ issueId: 1 })
filteredFields(newsletterDeliverySchema, ['issueId', 'email'])

export const NewsletterDelivery = defineModel('NewsletterDelivery', newsletterDeliverySchema)

interface NewsletterDeliveryRaw {
  _id: string
  issueId: string
  email: string
  locale: Locale
  status: 'sending' | 'sent' | 'failed'
  error: string
  at: Date
}

/** Claims the one delivery of an issue to an address: false when it was claimed before. */
export async function claimNewsletterDelivery(issueId: string, email: string, locale: Locale, at: Date): Promise<boolean> {
  return insertUnlessTaken(NewsletterDelivery, { _id: `${issueId}:${email}`, issueId, email, locale, at })
}

export async function finishNewsletterDelivery(issueId: string, email: string, outcome: { status: 'sent' | 'failed'; error?: string }) {
  await NewsletterDelivery.updateOne({ _id: `${issueId}:${email}` }, { $set: { status: outcome.status, error: (outcome.error ?? '').slice(0, 500) } })
}

/** An issue's send log, address order. */
export async function listNewsletterDeliveries(issueId: string) {
  const raws = await NewsletterDelivery.find({ issueId }).sort({ email: 1 }).lean<NewsletterDeliveryRaw[]>()
  return raws.map((raw) => ({ email: raw.email, locale: raw.locale, status: raw.status, error: raw.error, at: raw.at.toISOString() }))
}

/** Erasure and unsubscribe leave the log; the retention of the log follows the subscriber's (not swept separately). */
export async function deleteNewsletterDeliveriesOf(email: string) {
  await NewsletterDelivery.deleteMany({ email })
}
