import { json, type LoaderFunctionArgs } from '@remix-run/node'
import * as disclaimerEn from '#app/content/disclaimer.ts'
import * as disclaimerMs from '#app/content/ms/disclaimer.ts'
import { localized } from '#app/domain/locale.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'

export async function loadDisclaimerPage({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  return json({ content: localized({ en: disclaimerEn, ms: disclaimerMs }, locale), i18n: pageStrings(locale, ['disclaimer']) })
}
