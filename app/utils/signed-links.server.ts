import { createHmac, timingSafeEqual } from 'node:crypto'
import { getSessionSecrets } from './env.server.ts'

/**
 * Links that carry their own proof (issue 20: a confirmation mail's "cancel" link, so that a visitor
 * needs no account): an HMAC-SHA256 of what the link is for, under the newest session secret. Every
 * secret still configured is accepted, so rotating SESSION_SECRET keeps the links already mailed working.
 */

const signWith = (secret: string, purpose: string, subject: string) =>
  createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url')

export function signLink(purpose: string, subject: string): string {
  return signWith(getSessionSecrets()[0]!, purpose, subject)
}

export function isSignedLink(purpose: string, subject: string, token: string | null | undefined): boolean {
  if (!token || token.length > 100) return false
  const given = Buffer.from(token)
  return getSessionSecrets().some((secret) => {
    const expected = Buffer.from(signWith(secret, purpose, subject))
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
}
