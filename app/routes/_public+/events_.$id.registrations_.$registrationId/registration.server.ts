import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { eventPaths } from '#app/config/member-paths.ts'
import { paymentPaths } from '#app/config/payment-paths.ts'
import {
  EVENT_MESSAGES_OUT,
  getRegistrationPage,
  REGISTRATION_PAGE_MESSAGES,
  sendRegistrationSlip,
} from '#app/services/events.server.ts'
import { duitNowQrForPayers } from '#app/services/duitnow-qr.server.ts'
import { onlinePaymentsEnabled } from '#app/services/online-payments.server.ts'
import { readFileForm } from '#app/services/upload-forms.server.ts'
import { getUser } from '#app/utils/auth.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { PaymentProofFieldsSchema } from '#app/validation/membership.ts'

/**
 * /events/{id}/registrations/{registrationId} (issue 33, item 6): a registration's own page, opened by the
 * signed `?token=` of its mails (or the one shown after registering), or by the member who registered,
 * signed in: the seat ("Held until …" or "Confirmed"), what is owed and how to pay it (bank, DuitNow QR),
 * a visitor's transfer slips and the form to send one, an online event's meeting link. A wrong token is
 * the same 404 as no such registration. The slip form posts here (multipart `file`, `reference`, `token`),
 * twin of POST /api/events/{id}/registrations/{registrationId}/slip: one service.
 */

const notFound = () => json({ message: EVENT_MESSAGES_OUT.registrationNotFound }, { status: 404 })

export async function loadRegistrationPage({ request, params }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const [locale, user, duitNow] = await Promise.all([getLocale(request), getUser(request), duitNowQrForPayers()])
  const page = await getRegistrationPage(params.id ?? '', params.registrationId ?? '', { token, user }, locale)
  if (!page) throw notFound()
  // Issue 34: a visitor who may send a slip (the mails' link) may pay the invoice online instead.
  const payOnline = onlinePaymentsEnabled() && (page.payment?.slip === 'form' || page.payment?.slip === 'full') ? paymentPaths.registration(page.event.id, page.registration.id) : null
  return json({
    ...page,
    duitNow,
    eventPage: eventPaths.page(page.event.id),
    action: eventPaths.registration(page.event.id, page.registration.id),
    payOnline,
    i18n: pageStrings(locale, ['events.regPage', 'events.seat', 'donate.bank', 'donate.duitNow', ...(payOnline ? (['payments.payOnline'] as const) : [])]),
  })
}

/** What a refused slip sends back: the message under the file field (answered in the page's language). */
export interface RegistrationSlipFailure {
  message: string
}

export async function registrationSlipAction({ request, params, context }: ActionFunctionArgs) {
  const eventId = params.id ?? ''
  const registrationId = params.registrationId ?? ''
  const form = await readFileForm(request, 'file')
  if (form.status === 'refused') return json<RegistrationSlipFailure>({ message: form.message }, { status: form.httpStatus })
  const field = form.formData.get('token')
  const token = typeof field === 'string' && field ? field : new URL(request.url).searchParams.get('token')
  const reference = form.formData.get('reference')
  const parsed = PaymentProofFieldsSchema.safeParse({ reference: typeof reference === 'string' ? reference : undefined })
  if (!parsed.success) return json<RegistrationSlipFailure>({ message: parsed.error.issues[0]?.message ?? REGISTRATION_PAGE_MESSAGES.slipRequired }, { status: 400 })
  const outcome = await sendRegistrationSlip({ eventId, registrationId, token, file: form.files[0] ?? null, reference: parsed.data.reference, clientIp: context.clientIp })
  if (!outcome.ok && outcome.status === 404) throw notFound()
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : undefined
    return json<RegistrationSlipFailure>({ message: outcome.message }, { status: outcome.status, headers })
  }
  return redirectWithToast(eventPaths.registration(eventId, registrationId, token ?? undefined), { title: REGISTRATION_PAGE_MESSAGES.slipSent })
}
