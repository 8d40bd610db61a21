import { NEWSLETTER_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { localizedField } from '#app/domain/locale.ts'
import { listEventsForPages } from '#app/services/events.server.ts'
import { imageWithAlt, type StoredImageFields } from '#app/domain/media.ts'
import { listActiveGalleries, listActiveNewsArticles } from '#app/services/published-content.server.ts'
import { NEWSLETTER_SUBSCRIBED, signUpForNewsletter } from '#app/services/newsletter.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { NewsletterSchema } from '#app/validation/newsletter.ts'

/**
 * /news: the articles (featured first), the events and the galleries on show, each text in the page's
 * language where it is written (`titleMs` …) and in English otherwise, with the language it is in.
 */
export async function loadNewsPage({ request }: LoaderFunctionArgs) {
  const [articles, galleries, locale] = await Promise.all([listActiveNewsArticles(), listActiveGalleries(), getLocale(request)])
  // Issue 20: dated events to come in date order, past ones apart; those with only a text date as before.
  const datedEvents = await listEventsForPages(locale)
  const events = datedEvents.undated
  const summaries = articles.map((article) => ({
    id: article.id,
    title: localizedField(article, 'title', locale),
    excerpt: localizedField(article, 'excerpt', locale),
    category: localizedField(article, 'category', locale),
    date: article.date,
    author: article.author,
    featured: article.featured,
    image: imageWithAlt(article.image as StoredImageFields | null, localizedField(article, 'imageAlt', locale).text),
  }))
  return json({
    newsletterConstraint: NEWSLETTER_CONSTRAINT,
    featured: summaries.filter((a) => a.featured),
    latest: summaries.filter((a) => !a.featured),
    events: events.map((event) => ({
      id: event.id,
      title: event.title,
      date: event.dateText,
      description: event.description,
      location: event.where,
      type: event.type,
    })),
    datedEvents: { upcoming: datedEvents.upcoming, past: datedEvents.past.slice(0, 6) },
    galleries: galleries.map((gallery) => ({
      id: gallery.id,
      title: localizedField(gallery, 'title', locale),
      description: localizedField(gallery, 'description', locale),
      date: localizedField(gallery, 'date', locale),
      // Its photos once it has any; the number it was given before photos could be uploaded otherwise.
      images: gallery.photos.length || gallery.images,
      cover: imageWithAlt((gallery.photos[0]?.image ?? null) as StoredImageFields | null, ''),
      hasPhotos: gallery.photos.length > 0,
    })),
    i18n: pageStrings(locale, ['news', 'public', 'lists', 'events.page', 'events.list']),
  })
}

/**
 * The subscribe box on /news: the service decides; the answer is the thank-you toast (also without
 * JavaScript) or the form again with its message. Kept out of the route so that the schema (and zod)
 * stay out of the browser bundle.
 */
export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const submission = parseSubmission(formData, { schema: NewsletterSchema })
  const outcome = await signUpForNewsletter({
    clientIp: context.clientIp,
    locale: await getLocale(request),
    source: 'news',
    isBot: isHoneypotFilled(formData),
    email: submission.status === 'success' ? submission.value.email : null,
  })
  if (outcome.status === 'limited') return json(submission.reply({ formErrors: [outcome.message] }), { status: 429 })
  if (outcome.status === 'invalid') return json(submission.reply(), { status: 400 })
  return redirectWithToast(paths.newsletter, NEWSLETTER_SUBSCRIBED)
}
