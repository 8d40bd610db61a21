import { json, type LoaderFunctionArgs } from '@remix-run/node'
import * as ethicsEn from '#app/content/ethics.ts'
import * as ethicsMs from '#app/content/ms/ethics.ts'
import { localized } from '#app/domain/locale.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'

export async function loadEthicsPage({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  return json({ content: localized({ en: ethicsEn, ms: ethicsMs }, locale), i18n: pageStrings(locale, ['ethics', 'conduct.link']) })
}
