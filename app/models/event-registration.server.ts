import { randomBytes, randomInt } from 'node:crypto'
import { Schema, Types, type InferSchemaType } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId, serialize } from './model-utils.server.ts'

/**
 * A place asked for at a dated event (issue 20): a member's (with `userId`) or a visitor's (name,
 * e-mail, phone). `status` is 'confirmed' while it holds a seat (event-seat.server.ts), 'held' while a
 * visitor's seat waits for them to follow the link mailed to them (at most `holdExpiresAt`), 'waitlisted'
 * while it waits for one (a visitor's place on the list, too, lapses at `holdExpiresAt` unless its link is
 * followed first, and only a confirmed place is given a seat), 'cancelled' afterwards. One open registration per e-mail and event: `activeKey`
 * is `<event>:<e-mail>` while open and `cancelled:<id>` after, under a unique index, so that two
 * submissions at the same moment make one registration (an insert has exactly one winner, also on
 * FerretDB). `checkInCode` is what the door types or scans; `verifyCode` is the attendance certificate's.
 */
const eventRegistrationSchema = new Schema(
  {
    eventId: { type: Schema.Types.ObjectId, ref: 'Event', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    name: { type: String, required: true, trim: true, maxlength: 201 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    phone: { type: String, trim: true, default: '', maxlength: 40 },
    /** The language of its mails and certificate. */
    locale: { type: String, enum: ['en', 'ms'], default: 'en' },
    status: { type: String, required: true, enum: ['held', 'confirmed', 'waitlisted', 'cancelled'] },
    /** A visitor's seat is 'held' until the link mailed to them is followed, at the latest until then (issue 30). */
    holdExpiresAt: { type: Date, default: null },
    seatNumber: { type: Number, default: null },
    activeKey: { type: String, required: true, maxlength: 300 },
    checkInCode: { type: String, required: true, maxlength: 20 },
    verifyCode: { type: String, required: true, maxlength: 40 },
    attendedAt: { type: Date, default: null },
    cancelledAt: { type: Date, default: null },
    invoiceId: { type: Schema.Types.ObjectId, ref: 'Invoice', default: null },
    /**
     * The steps after a seat is had (its invoice, its mail): 'pending' from the moment it is confirmed
     * until they are done, so that the sweep finishes them when a step failed (issue 30). Absent on
     * registrations older than it, which the sweep leaves alone.
     */
    seatSteps: { type: String, enum: ['pending', 'done'], required: false },
  },
  { timestamps: true },
)
eventRegistrationSchema.index({ activeKey: 1 }, { unique: true })
eventRegistrationSchema.index({ checkInCode: 1 }, { unique: true })
eventRegistrationSchema.index({ verifyCode: 1 }, { unique: true })
eventRegistrationSchema.index({ eventId: 1, createdAt: 1 })
eventRegistrationSchema.index({ userId: 1, createdAt: -1 })
eventRegistrationSchema.index({ email: 1 })
eventRegistrationSchema.index({ status: 1, holdExpiresAt: 1 })
eventRegistrationSchema.index({ seatSteps: 1 })
filteredFields(eventRegistrationSchema, ['eventId', 'userId', 'email', 'activeKey', 'checkInCode', 'verifyCode', 'status', 'seatSteps'])

export const EventRegistration = defineModel('EventRegistration', eventRegistrationSchema)
export type EventRegistrationRaw = InferSchemaType<typeof eventRegistrationSchema> & {
  _id: Types.ObjectId
  eventId: Types.ObjectId
  userId: Types.ObjectId | null
  invoiceId: Types.ObjectId | null
  createdAt: Date
  updatedAt: Date
}

export function toPublicRegistration(raw: EventRegistrationRaw) {
  const { eventId, userId, invoiceId, ...rest } = serialize(raw)
  return {
    ...rest,
    status: rest.status as RegistrationStatus,
    locale: (rest.locale ?? 'en') as 'en' | 'ms',
    eventId: String(eventId),
    userId: userId ? String(userId) : null,
    invoiceId: invoiceId ? String(invoiceId) : null,
  }
}
export type PublicRegistration = ReturnType<typeof toPublicRegistration>

export type RegistrationStatus = 'held' | 'confirmed' | 'waitlisted' | 'cancelled'

export const openKeyOf = (eventId: string, email: string) => `${eventId}:${email.trim().toLowerCase()}`

/** Letters and digits that cannot be mistaken for each other when read out or typed at the door. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newCheckInCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

/** A fresh id, so that a seat can be taken in the registration's name before it is stored. */
export const newRegistrationId = () => new Types.ObjectId().toHexString()

export interface NewRegistration {
  id: string
  eventId: string
  userId: string | null
  name: string
  email: string
  phone: string
  locale: 'en' | 'ms'
  status: 'held' | 'confirmed' | 'waitlisted'
  seatNumber: number | null
  holdExpiresAt?: Date | null
  seatSteps?: 'pending'
}

/** Stores a registration; null when this e-mail already holds an open one for the event. */
export async function insertRegistration(input: NewRegistration): Promise<PublicRegistration | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const doc = await EventRegistration.create({
        ...input,
        _id: input.id,
        activeKey: openKeyOf(input.eventId, input.email),
        checkInCode: newCheckInCode(),
        verifyCode: randomBytes(9).toString('base64url'),
      })
      return toPublicRegistration(doc.toObject() as EventRegistrationRaw)
    } catch (error) {
      if (duplicateKeyField(error) === null) throw error
      // A code drawn twice (about one in a trillion) draws again; the open key means "registered already".
      if (await EventRegistration.exists({ activeKey: openKeyOf(input.eventId, input.email) })) return null
    }
  }
  throw new Error('could not store a registration: codes kept colliding')
}

export async function getRegistration(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await EventRegistration.findById(id).lean<EventRegistrationRaw>()
  return raw ? toPublicRegistration(raw) : null
}

export async function getOpenRegistration(eventId: string, email: string) {
  const raw = await EventRegistration.findOne({ activeKey: openKeyOf(eventId, email) }).lean<EventRegistrationRaw>()
  return raw ? toPublicRegistration(raw) : null
}

/** Every registration of an event, in the order they were made (which is the waitlist's order). */
export async function listRegistrationsOfEvent(eventId: string) {
  if (!isValidObjectId(eventId)) return []
  const raws = await EventRegistration.find({ eventId }).sort({ createdAt: 1, _id: 1 }).lean<EventRegistrationRaw[]>()
  return raws.map(toPublicRegistration)
}

/** A member's registrations, newest first. */
export async function listRegistrationsOfUser(userId: string) {
  if (!isValidObjectId(userId)) return []
  const raws = await EventRegistration.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<EventRegistrationRaw[]>()
  return raws.map(toPublicRegistration)
}

export async function findRegistrationByCheckInCode(code: string) {
  const normalized = code.trim().toUpperCase()
  if (!/^[A-Z0-9]{8}$/.test(normalized)) return null
  const raw = await EventRegistration.findOne({ checkInCode: normalized }).lean<EventRegistrationRaw>()
  return raw ? toPublicRegistration(raw) : null
}

export async function findRegistrationByVerifyCode(code: string) {
  if (!/^[A-Za-z0-9_-]{8,40}$/.test(code)) return null
  const raw = await EventRegistration.findOne({ verifyCode: code }).lean<EventRegistrationRaw>()
  return raw ? toPublicRegistration(raw) : null
}

/** Moves a waitlisted registration onto its seat; false when it was no longer waiting. */
export async function confirmWaitlisted(id: string, seatNumber: number) {
  // A visitor's place not confirmed yet (holdExpiresAt set) is never given a seat.
  const result = await EventRegistration.updateOne({ _id: id, status: 'waitlisted', holdExpiresAt: null }, { $set: { status: 'confirmed', seatNumber, seatSteps: 'pending' } })
  return result.modifiedCount > 0
}

/** A held seat confirmed by its mailed link; false when it was not held (confirmed already, expired, cancelled). */
export async function confirmHeld(id: string) {
  const result = await EventRegistration.updateOne({ _id: id, status: 'held' }, { $set: { status: 'confirmed', holdExpiresAt: null, seatSteps: 'pending' } })
  return result.modifiedCount > 0
}

/** Registrations of a status whose link was not followed by `at`, of one event or of all (the sweep), oldest first. */
async function listTimedOut(status: 'held' | 'waitlisted', at: Date, eventId?: string) {
  if (eventId !== undefined && !isValidObjectId(eventId)) return []
  const raws = await EventRegistration.find({ ...(eventId ? { eventId } : {}), status, holdExpiresAt: { $lte: at } })
    .sort({ holdExpiresAt: 1 })
    .limit(500)
    .lean<EventRegistrationRaw[]>()
  return raws.map(toPublicRegistration)
}

/** Holds not confirmed by `at`, of one event or of all (the sweep), oldest first. */
export const listExpiredHolds = (at: Date, eventId?: string) => listTimedOut('held', at, eventId)

/**
 * A visitor's place on the waiting list confirmed by its mailed link (issue 30): it may now be given a
 * seat. False when it was not an unconfirmed place on the list (confirmed already, lapsed, cancelled).
 */
export async function confirmWaitlistPlace(id: string, at: Date) {
  const result = await EventRegistration.updateOne({ _id: id, status: 'waitlisted', holdExpiresAt: { $gt: at } }, { $set: { holdExpiresAt: null } })
  return result.modifiedCount > 0
}

/** Visitors' places on the waiting list not confirmed by `at`, of one event or of all (the sweep). */
export const listLapsedWaitlistPlaces = (at: Date, eventId?: string) => listTimedOut('waitlisted', at, eventId)

/** Closes a place on the waiting list that was not confirmed in time; false when it was confirmed or closed meanwhile. */
export async function lapseWaitlistPlace(id: string, at: Date) {
  const result = await EventRegistration.updateOne(
    { _id: id, status: 'waitlisted', holdExpiresAt: { $lte: at } },
    { $set: { status: 'cancelled', cancelledAt: at, holdExpiresAt: null, activeKey: `cancelled:${id}` } },
  )
  return result.modifiedCount > 0
}

/** Closes a hold that was not confirmed in time; false when it was no longer held (confirmed or closed meanwhile). */
export async function expireHeld(id: string, at: Date) {
  const result = await EventRegistration.updateOne(
    { _id: id, status: 'held' },
    { $set: { status: 'cancelled', cancelledAt: at, seatNumber: null, holdExpiresAt: null, activeKey: `cancelled:${id}` } },
  )
  return result.modifiedCount > 0
}

/** Closes a registration and frees its e-mail for a new one; false when it was closed already. */
export async function markRegistrationCancelled(id: string, at: Date) {
  const result = await EventRegistration.updateOne(
    { _id: id, status: { $ne: 'cancelled' } },
    { $set: { status: 'cancelled', cancelledAt: at, seatNumber: null, activeKey: `cancelled:${id}` } },
  )
  return result.modifiedCount > 0
}

export async function markSeatStepsDone(id: string) {
  await EventRegistration.updateOne({ _id: id, seatSteps: 'pending' }, { $set: { seatSteps: 'done' } })
}

/** Confirmed registrations whose invoice or mail is still pending since before `before` (their request is gone). */
export async function listPendingSeatSteps(before: Date) {
  const raws = await EventRegistration.find({ seatSteps: 'pending', status: 'confirmed', updatedAt: { $lt: before } })
    .sort({ updatedAt: 1 })
    .limit(100)
    .lean<EventRegistrationRaw[]>()
  return raws.map(toPublicRegistration)
}

export async function setRegistrationInvoice(id: string, invoiceId: string) {
  await EventRegistration.updateOne({ _id: id }, { $set: { invoiceId } })
}

export async function setAttendedAt(id: string, attendedAt: Date | null) {
  await EventRegistration.updateOne({ _id: id }, { $set: { attendedAt } })
}

export const ERASED_REGISTRANT_NAME = 'Former member'

/**
 * Erasure of a closed account (decision 021): its registrations, by account or made as a visitor under its
 * e-mail, keep the event, status and attendance (seats and certificates counted) but lose the name, e-mail
 * and phone. Each gets fixed values, so two sweeps at once write the same thing; the open key is replaced
 * by one that names no e-mail.
 */
export async function anonymiseRegistrationsOf(userId: string, email: string) {
  const raws = await EventRegistration.find({ $or: [{ userId }, { email: email.trim().toLowerCase() }] })
    .select('_id')
    .lean<Array<{ _id: Types.ObjectId }>>()
  for (const { _id } of raws) {
    await EventRegistration.updateOne(
      { _id },
      { $set: { name: ERASED_REGISTRANT_NAME, email: `erased-${String(_id)}@erased.invalid`, phone: '', activeKey: `erased:${String(_id)}` } },
    )
  }
  return raws.length
}