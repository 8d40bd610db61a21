import { randomBytes } from 'node:crypto'
import { Schema, type Types } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields } from './model-utils.server.ts'

/**
 * The code of a member's CPD certificate of a year (issue 33), printed on it and behind its QR
 * (`/verify/{code}`): unguessable, so that only someone shown the certificate can look the year up.
 * One per member and CPD year, made when the certificate is first drawn: `_id` is `<user>:<year>`, so of
 * two requests making it at the same moment the first insert wins and the other reads its code.
 */
const cpdCertificateSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    code: { type: String, required: true, maxlength: 40 },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    year: { type: Number, required: true, min: 1900, max: 9999 },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'cpd_certificates', versionKey: false },
)
cpdCertificateSchema.index({ code: 1 }, { unique: true })
cpdCertificateSchema.index({ userId: 1 })
filteredFields(cpdCertificateSchema, ['code', 'userId'])

export const CpdCertificate = defineModel('CpdCertificate', cpdCertificateSchema)

type CpdCertificateRaw = { _id: string; code: string; userId: Types.ObjectId; year: number; createdAt: Date }

const CODE = /^[A-Za-z0-9_-]{8,40}$/
const keyOf = (userId: string, year: number) => `${userId}:${year}`

/** The code of the member's CPD certificate of `year`, made now when it has none (once: see above). */
export async function cpdCertificateCodeOf(userId: string, year: number): Promise<string> {
  const _id = keyOf(userId, year)
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const stored = await CpdCertificate.findById(_id).lean<CpdCertificateRaw>()
    if (stored) return stored.code
    const code = randomBytes(9).toString('base64url')
    try {
      await CpdCertificate.create({ _id, code, userId, year })
      return code
    } catch (error) {
      // Someone else made it first (read theirs), or, all but impossibly, the random code is taken (try another).
      if (duplicateKeyField(error) === null) throw error
    }
  }
  throw new Error(`the CPD certificate code of ${_id} could not be made`)
}

/** The member and CPD year a certificate's code names; null for a code that is none. */
export async function findCpdCertificateByCode(code: string): Promise<{ userId: string; year: number } | null> {
  if (!CODE.test(code)) return null
  const raw = await CpdCertificate.findOne({ code }).lean<CpdCertificateRaw>()
  return raw ? { userId: String(raw.userId), year: raw.year } : null
}

/** Erases an account's CPD certificate codes (account closure): their /verify pages answer "not found" after. */
export async function deleteCpdCertificatesOf(userId: string) {
  await CpdCertificate.deleteMany({ userId })
}
