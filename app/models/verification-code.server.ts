import { randomBytes } from 'node:crypto'
import { Schema, type Types } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields } from './model-utils.server.ts'

/**
 * The code a certificate's QR leads to (`/verify/{code}`): `_id` is the code, unguessable, so that
 * only someone shown the certificate can look the member up. `kind` says what it proves ('membership'
 * now; later certificates add theirs). One per member and kind, made when first needed.
 */
const verificationCodeSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    kind: { type: String, required: true, enum: ['membership'] },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'verification_codes', versionKey: false },
)
verificationCodeSchema.index({ userId: 1, kind: 1 })
filteredFields(verificationCodeSchema, ['userId'])

export const VerificationCode = defineModel('VerificationCode', verificationCodeSchema)

type VerificationCodeRaw = { _id: string; kind: string; userId: Types.ObjectId; createdAt: Date }

export async function findVerificationCode(code: string) {
  if (!/^[A-Za-z0-9_-]{8,40}$/.test(code)) return null
  const raw = await VerificationCode.findById(code).lean<VerificationCodeRaw>()
  return raw ? { code: raw._id, kind: raw.kind, userId: String(raw.userId) } : null
}

/**
 * The member's code of this kind, or null: what a page (a GET) shows, which writes nothing. The code is
 * made when the member is approved (`verificationCodeOf`), and at start-up for members from before that.
 */
export async function existingVerificationCode(userId: string, kind: 'membership' = 'membership'): Promise<string | null> {
  const codes = await VerificationCode.find({ userId }, { kind: 1, createdAt: 1 }).sort({ createdAt: 1, _id: 1 }).lean<VerificationCodeRaw[]>()
  return codes.find((raw) => raw.kind === kind)?._id ?? null
}

/** The ids of the members who have a code of this kind (the start-up's check for members without one). */
export async function listUserIdsWithVerificationCode(kind: 'membership' = 'membership'): Promise<Set<string>> {
  const codes = await VerificationCode.find({ kind }, { userId: 1 }).lean<Array<Pick<VerificationCodeRaw, 'userId'>>>()
  return new Set(codes.map((raw) => String(raw.userId)))
}

/** The member's code of this kind, made now when they have none (the first of two racing makers is kept). */
export async function verificationCodeOf(userId: string, kind: 'membership' = 'membership'): Promise<string> {
  const existing = await VerificationCode.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<VerificationCodeRaw[]>()
  const mine = existing.find((raw) => raw.kind === kind)
  if (mine) return mine._id
  const code = randomBytes(9).toString('base64url')
  try {
    await VerificationCode.create({ _id: code, kind, userId })
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
  }
  const all = await VerificationCode.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<VerificationCodeRaw[]>()
  return all.find((raw) => raw.kind === kind)?._id ?? code
}
