import { message } from '#app/validation/messages.ts'
/**
 * Rate limits live in the database (db-rate-limit.server.ts), shared by every app process; this is the
 * wording every limited form and endpoint shares.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return message('messages:tooManyAttempts', { count: minutes })
}
