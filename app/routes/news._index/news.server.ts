import { json, type ActionFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { listActiveEvents } from '#app/models/event.server.ts'
import { listActiveGalleries } from '#app/models/gallery.server.ts'
import { listActiveNewsArticles } from '#app/models/news-article.server.ts'
import { NEWSLETTER_SUBSCRIBED, signUpForNewsletter } from '#app/services/newsletter.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { NewsletterSchema } from '#app/validation/newsletter.ts'

/** /news: the articles (featured first), the events and the galleries on show. */
export async function loadNewsPage() {
  const [articles, events, galleries] = await Promise.all([
    listActiveNewsArticles(),
    listActiveEvents(),
    listActiveGalleries(),
  ])
  const summaries = articles.map(({ id, title, excerpt, date, author, category, featured }) => ({
    id,
    title,
    excerpt,
    date,
    author,
    category,
    featured,
  }))
  return json({
    featured: summaries.filter((a) => a.featured),
    latest: summaries.filter((a) => !a.featured),
    events: events.map(({ id, title, date, location, type, description }) => ({ id, title, date, location, type, description })),
    galleries: galleries.map(({ id, title, description, images, date }) => ({ id, title, description, images, date })),
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
    source: 'news',
    isBot: isHoneypotFilled(formData),
    email: submission.status === 'success' ? submission.value.email : null,
  })
  if (outcome.status === 'limited') return json(submission.reply({ formErrors: [outcome.message] }), { status: 429 })
  if (outcome.status === 'invalid') return json(submission.reply(), { status: 400 })
  return redirectWithToast(paths.newsletter, NEWSLETTER_SUBSCRIBED)
}
