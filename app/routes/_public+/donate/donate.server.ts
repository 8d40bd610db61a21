import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import * as donateEn from '#app/content/donate.ts'
import * as donateMs from '#app/content/ms/donate.ts'
import { localized } from '#app/domain/locale.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { paths } from '#app/config/paths.ts'
import { pledgeDonation } from '#app/services/donations.server.ts'
import { duitNowQrForPayers } from '#app/services/duitnow-qr.server.ts'
import { parseSubmission } from '#app/utils/form-submission.server.ts'
import { checkDonationSlip } from '#app/services/donation-slips.server.ts'
import type { PreparedUpload } from '#app/services/media.server.ts'
import { readFileForm } from '#app/services/upload-forms.server.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { DONATION_SLIP_FIELD as SLIP_FIELD } from '#app/domain/media.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { parseDonationAmount } from '#app/validation/donation.ts'
import { DonationPledgeSchema } from '#app/validation/donation-pledge.ts'
import { DONATION_MESSAGES } from '#app/validation/membership-messages.ts'

/**
 * /donate: its copy in the page's language, with the contact form's links (whose prefilled message is in
 * that language) worked out here, the amount the visitor chose (`?amount=150`) read, and the DuitNow QR.
 */
export async function loadDonatePage({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  const donate = localized({ en: donateEn, ms: donateMs }, locale)
  const rawAmount = new URL(request.url).searchParams.get('amount') ?? ''
  return json({
    // Issue 34: the association's DuitNow QR, once an officer has uploaded it; null: bank transfer only.
    duitNow: await duitNowQrForPayers(),
    content: {
      impactTiers: donate.impactTiers,
      programmes: donate.programmes.map((p) => ({ ...p, supportLink: donate.supportProgrammeLink(p.title) })),
      sponsorTiers: donate.sponsorTiers.map((s) => ({ ...s, sponsorLink: donate.sponsorLink(s.tier) })),
      paymentMethodsSentence: donate.paymentMethodsSentence,
      transparency: donate.transparency,
    },
    chosen: { rawAmount, ...parseDonationAmount(rawAmount) },
    i18n: pageStrings(locale, ['donate']),
  })
}

/** What the pledge form sends back when it is refused: the messages, and what was typed to show again. */
export interface PledgeFormFailure {
  formError: string | null
  fieldErrors: Record<string, string[]>
  typed: { name: string; email: string; amount: string; frequency: string; identification: string }
}

/**
 * The pledge form's HTML door, twin of `POST /api/donations`: one schema (DonationPledgeSchema), one service
 * (pledgeDonation, limited per address like the contact form). The form may carry the transfer slip
 * (`slip`), checked before the pledge is stored: a refused file stores nothing. A pledge goes to its own
 * page (how to pay it, its slip: `/donate/{id}/slip?token=…`), with the thanks as a toast (shown without
 * JavaScript too); a refused one keeps what was typed.
 */
export async function donatePageAction({ request, context }: ActionFunctionArgs) {
  const form = await readFileForm(request, SLIP_FIELD)
  const emptyTyped = { name: '', email: '', amount: '', frequency: '', identification: '' }
  if (form.status === 'refused') {
    return json<PledgeFormFailure>({ formError: null, fieldErrors: { [SLIP_FIELD]: [form.message] }, typed: emptyTyped }, { status: form.httpStatus })
  }
  const { formData } = form
  const slipFile = form.files[0] ?? null
  const text = (name: string) => String(formData.get(name) ?? '').slice(0, 300)
  const typed = { name: text('name'), email: text('email'), amount: text('amount'), frequency: text('frequency'), identification: text('identification') }
  const submission = parseSubmission(formData, { schema: DonationPledgeSchema })
  // A browser forgets a chosen file when the page comes back: the field says to choose it again.
  const chooseAgain: Record<string, string[]> = slipFile ? { [SLIP_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } : {}
  const fail = (status: number, formError: string | null, fieldErrors: Record<string, string[]> = {}, headers?: HeadersInit) =>
    json<PledgeFormFailure>({ formError, fieldErrors: { ...chooseAgain, ...fieldErrors }, typed }, { status, headers })
  const isBot = isHoneypotFilled(formData)
  let slip: PreparedUpload | null = null
  if (slipFile && !isBot && submission.status === 'success') {
    const checked = await checkDonationSlip(slipFile, context.clientIp)
    if (!checked.ok) {
      const headers = checked.retryAfterSeconds ? { 'retry-after': String(checked.retryAfterSeconds) } : undefined
      return fail(checked.status, null, { [SLIP_FIELD]: [checked.message, UPLOAD_MESSAGES.chooseAgain] }, headers)
    }
    slip = checked.prepared
  }
  const outcome = await pledgeDonation({
    clientIp: context.clientIp,
    isBot,
    fields: submission.status === 'success' ? submission.value : null,
    slip,
    locale: await getLocale(request),
  })
  if (outcome.status === 'limited') return fail(429, outcome.message, {}, { 'retry-after': String(outcome.retryAfterSeconds) })
  if (outcome.status === 'invalid') {
    const fieldErrors: Record<string, string[]> = Object.fromEntries(Object.entries(submission.status === 'error' ? (submission.error ?? {}) : {}).map(([field, list]) => [field, list ?? []]))
    return fail(400, Object.keys(fieldErrors).length ? null : DONATION_MESSAGES.amount, fieldErrors)
  }
  // The pledge's own page: how to pay it, and its slip (sent, or a form to send it), by its signed link.
  if (outcome.slipPath) return redirectWithToast(outcome.slipPath, { title: DONATION_MESSAGES.thanks })
  const ringgit = outcome.donation?.amount
  return redirectWithToast(paths.donatePay(ringgit && Number.isInteger(ringgit) ? ringgit : undefined), { title: DONATION_MESSAGES.thanks })
}
