import { Schema } from 'mongoose'
import { defineModel, duplicateKeyField } from './model-utils.server.ts'

/**
 * One use of a single-use link (a password reset, an e-mail confirmation). `_id` is `<purpose>:<hash of
 * the token>`, so using a link is an insert under a unique key: of any number of racing requests
 * exactly one inserts, on MongoDB and on FerretDB alike, where a `findOneAndUpdate` claim would let
 * several win (docs/conventions.md, "Atomicity"). Swept with the link when it expires.
 */
const tokenUseSchema = new Schema(
  {
    _id: { type: String, required: true },
    usedAt: { type: Date, default: () => new Date() },
    /** The link's own expiry: after it the use no longer matters, and the sweep removes both. */
    expiresAt: { type: Date, required: true },
  },
  { collection: 'token_uses', versionKey: false },
)
tokenUseSchema.index({ expiresAt: 1 })

export const TokenUse = defineModel('TokenUse', tokenUseSchema)

export type TokenPurpose = 'password-reset' | 'email-verification' | 'newsletter-confirmation'

const tokenUseId = (purpose: TokenPurpose, tokenHash: string) => `${purpose}:${tokenHash}`

/** Records the one use of a link: true for the request that used it, false when it was used before. */
export async function claimTokenUse(purpose: TokenPurpose, tokenHash: string, expiresAt: Date): Promise<boolean> {
  try {
    await TokenUse.create({ _id: tokenUseId(purpose, tokenHash), expiresAt })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

/** Marks links used without caring which were used already (an account's other links after a reset). */
export async function claimTokenUses(purpose: TokenPurpose, tokens: ReadonlyArray<{ tokenHash: string; expiresAt: Date }>) {
  await Promise.all(tokens.map(({ tokenHash, expiresAt }) => claimTokenUse(purpose, tokenHash, expiresAt)))
}

export async function isTokenUsed(purpose: TokenPurpose, tokenHash: string): Promise<boolean> {
  return Boolean(await TokenUse.exists({ _id: tokenUseId(purpose, tokenHash) }))
}
