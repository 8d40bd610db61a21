import { CONTACT_PAGE_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { getLocale } from '#app/utils/i18n.server.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'
import { paths } from '#app/config/paths.ts'
import * as contactEn from '#app/content/contact.ts'
import * as contactMs from '#app/content/ms/contact.ts'
import { contactPrefill } from '#app/domain/contact-links.ts'
import { localized } from '#app/domain/locale.ts'
import { CONTACT_FAILED, CONTACT_SENT, sendContactMessage, type ContactFields } from '#app/services/contact.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { getT, pageStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { ContactPageSchema } from '#app/validation/contact.ts'

/**
 * /contact: the departments in the page's language; a link may preselect a subject and write the message
 * (see domain/contact-links.ts), an event's in the page's language.
 */
export async function loadContactPage({ request }: LoaderFunctionArgs) {
  const { t, locale } = await getT(request, 'contact')
  return json({
    constraint: CONTACT_PAGE_CONSTRAINT,
    prefill: contactPrefill(new URL(request.url).searchParams, (event) => t('prefill.register', { event })),
    departments: localized({ en: contactEn, ms: contactMs }, locale).departments,
    i18n: pageStrings(locale, ['contact', 'public', 'lists']),
  })
}

/**
 * The HTML door of both contact forms (this page's, and the home page's, which imports it): the
 * service decides; sent goes back with the success toast, which also shows without JavaScript; anything
 * else re-renders the form with what was typed. Kept out of the routes so that the schemas (and zod
 * with them) never reach the browser bundle.
 */
export async function contactFormAction<S extends z.ZodType<ContactFields, z.ZodTypeDef, unknown>>(
  { request, context }: ActionFunctionArgs,
  { schema, source, redirectTo }: { schema: S; source: 'home' | 'contact'; redirectTo: string },
) {
  const formData = await readFormData(request)
  const submission = parseSubmission(formData, { schema })
  let outcome
  try {
    outcome = await sendContactMessage({
      clientIp: context.clientIp,
      locale: await getLocale(request),
      source,
      isBot: isHoneypotFilled(formData),
      fields: submission.status === 'success' ? submission.value : null,
    })
  } catch (error) {
    // The database is away: keep what the visitor wrote on screen rather than lose it to an error page.
    console.error('Storing a contact message failed', error)
    return json(submission.reply({ formErrors: [CONTACT_FAILED] }), { status: 503 })
  }
  if (outcome.status === 'limited') {
    return json(submission.reply({ formErrors: [outcome.message] }), {
      status: 429,
      headers: { 'retry-after': String(outcome.retryAfterSeconds) },
    })
  }
  if (outcome.status === 'invalid') return json(submission.reply(), { status: 400 })
  return redirectWithToast(redirectTo, CONTACT_SENT)
}

export function contactPageAction(args: ActionFunctionArgs) {
  return contactFormAction(args, { schema: ContactPageSchema, source: 'contact', redirectTo: paths.contactForm })
}
