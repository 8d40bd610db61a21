import { mediaPaths, paths } from '#app/config/paths.ts'

import { now } from '#app/domain/clock.ts'
import { senToRinggit } from '#app/domain/money.ts'
import { getDonationById, setDonationSlip, type PublicDonation } from '#app/models/donation.server.ts'
import { claimOnce, releaseOnce } from '#app/models/once-claim.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { isSignedLink, signLink } from '#app/utils/signed-links.server.ts'
import { DONATION_MESSAGES } from '#app/validation/membership-messages.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { admitUpload, prepareUpload, writePreparedUpload, type PreparedUpload } from './media.server.ts'
import { formatRinggit } from '#app/domain/money.ts'
import { financePaths } from '#app/config/finance-paths.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

/**
 * A donor's transfer slip (issue 18): sent with the pledge, or afterwards from the pledge's confirmation
 * page `/donate/{id}/slip?token=…` (or `POST /api/donations/{id}/slip`). A donor has no account, so the
 * page is reached by a signed link: an HMAC of the pledge's id under the session secret
 * (utils/signed-links.server.ts, as the events' cancel links), shown on the confirmation and mailed with
 * the pledge. Nothing is stored for it, rotating the secret keeps links already mailed working, and
 * without the token the pledge's id alone opens nothing: a wrong or missing token answers as a missing
 * pledge (404). The slip is a private upload with no owner, so only staff of the finance area may open it
 * (domain/media.ts `MEDIA_PURPOSE_AREAS`). One slip per pledge, taken by an insert under a unique key
 * (FerretDB is not atomic): a second one is 409, the treasurer is written to instead.
 */

const SLIP_LINK = 'donation-slip'

/** The public form's actor in the audit log (as a pledge's: donations.server.ts). */
const DONOR_ACTOR: AuditActor = { id: '000000000000000000000000', email: 'donation form' }

export const donationSlipToken = (donationId: string) => signLink(SLIP_LINK, donationId)
export const donationSlipPath = (donationId: string) => paths.donateSlip(donationId, donationSlipToken(donationId))

/** A donor has no account: their uploads are counted against the address they send from. */
const donorUploader = (clientIp: string) => ({ id: `donor:${clientIp}`, isAdmin: false })

export type SlipCheck = { ok: true; prepared: PreparedUpload } | { ok: false; status: 400 | 413 | 415 | 429; message: string; retryAfterSeconds?: number }

/** Checks a slip's bytes (a photo or a PDF, at most 10 MB) against the sender's allowance, storing nothing. */
export async function checkDonationSlip(file: UploadedFile, clientIp: string): Promise<SlipCheck> {
  const admitted = await admitUpload(donorUploader(clientIp))
  if (!admitted.allowed) return { ok: false, status: 429, message: admitted.message, retryAfterSeconds: admitted.retryAfterSeconds }
  const prepared = await prepareUpload({ uploader: donorUploader(clientIp), file, purpose: 'donation-slip', visibility: 'private', alt: '' })
  if (prepared.status === 'refused') return { ok: false, status: prepared.httpStatus, message: prepared.message }
  return { ok: true, prepared }
}

/** Stores a checked slip as the pledge's, once; false when the pledge has one already. */
export async function attachDonationSlip(donation: Pick<PublicDonation, 'id' | 'name' | 'amountSen'>, prepared: PreparedUpload): Promise<boolean> {
  if (!(await claimOnce(SLIP_LINK, donation.id))) return false
  try {
    const media = await writePreparedUpload(prepared, null)
    await setDonationSlip(donation.id, { mediaId: media.id, name: media.originalName, mimeType: media.mimeType, uploadedAt: now() })
  } catch (error) {
    await releaseOnce(SLIP_LINK, donation.id)
    throw error
  }
  await recordAdminAction(DONOR_ACTOR, {
    action: 'uploaded-donation-slip',
    entityType: 'donation',
    entityId: donation.id,
    summary: `${donation.name} sent a transfer slip for a gift of ${senToRinggit(donation.amountSen)} RM`,
  })
  notifyStaffInBackground('slip', { name: donation.name, what: formatRinggit(donation.amountSen) }, financePaths.donations)
  return true
}

/** The pledge the signed link is for; null for a wrong token or a missing pledge alike. */
export async function getDonationForSlipLink(donationId: string, token: string | null | undefined) {
  if (!isSignedLink(SLIP_LINK, donationId, token)) return null
  return getDonationById(donationId)
}

export type SlipResult =
  | { ok: true; slip: { id: string; url: string } }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415 | 429; message: string; retryAfterSeconds?: number }

/** A slip sent after the pledge, by its signed link (the confirmation page's form and the API). */
export async function sendDonationSlip({ donationId, token, file, clientIp }: { donationId: string; token: string | null; file: UploadedFile | null; clientIp: string }): Promise<SlipResult> {
  const donation = await getDonationForSlipLink(donationId, token)
  if (!donation) return { ok: false, status: 404, message: DONATION_MESSAGES.notFound }
  if (donation.slip) return { ok: false, status: 409, message: DONATION_MESSAGES.slipAlready }
  if (!file || (file.bytes.length === 0 && !file.tooLarge)) return { ok: false, status: 400, message: DONATION_MESSAGES.slipRequired }
  const checked = await checkDonationSlip(file, clientIp)
  if (!checked.ok) return checked
  if (!(await attachDonationSlip(donation, checked.prepared))) return { ok: false, status: 409, message: DONATION_MESSAGES.slipAlready }
  const stored = await getDonationById(donation.id)
  const mediaId = stored?.slip?.mediaId ?? ''
  return { ok: true, slip: { id: mediaId, url: mediaPaths.download(mediaId) } }
}

/** A pledge's slip as the treasurer sees it: the address of its private download. */
export function donationSlipView(slip: PublicDonation['slip']) {
  if (!slip) return null
  return { id: slip.mediaId, url: mediaPaths.download(slip.mediaId), name: slip.name, type: slip.mimeType, uploadedAt: new Date(slip.uploadedAt).toISOString() }
}
