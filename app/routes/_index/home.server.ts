import { json, type ActionFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { contactFormAction } from '#app/routes/contact/contact.server.ts'
import { getDirectoryPreview } from '#app/services/directory/search.server.ts'
import { HomeContactSchema } from '#app/validation/contact.ts'

/** The home page: the directory's first listings, and its contact form (the contact page's action). */
export async function loadHomePage() {
  return json({ directory: await getDirectoryPreview() })
}

export function homeContactAction(args: ActionFunctionArgs) {
  return contactFormAction(args, { schema: HomeContactSchema, source: 'home', redirectTo: paths.homeContact })
}
