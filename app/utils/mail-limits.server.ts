import { dbRateLimiter } from './db-rate-limit.server.ts'

const HOUR = 60 * 60 * 1000

/**
 * Mails that go to an address the caller typed (a registration's confirmation, a new sign-in address):
 * so that the site cannot be used to flood someone's inbox, one recipient gets at most the first mail
 * and 5 more an hour, and one client address may have 10 sent an hour, whichever form asked.
 */
export const VERIFICATION_MAILS_PER_RECIPIENT = { max: 6, windowMs: HOUR }
export const VERIFICATION_MAILS_PER_ADDRESS = { max: 10, windowMs: HOUR }
export const mailsByRecipient = () => dbRateLimiter('verification-mails-by-recipient', VERIFICATION_MAILS_PER_RECIPIENT)
export const mailsByAddress = () => dbRateLimiter('verification-mails-by-address', VERIFICATION_MAILS_PER_ADDRESS)
