import { json, type LoaderFunctionArgs } from '@remix-run/node'
import * as advocacyEn from '#app/content/advocacy.ts'
import * as labelsEn from '#app/content/labels.ts'
import * as advocacyMs from '#app/content/ms/advocacy.ts'
import * as labelsMs from '#app/content/ms/labels.ts'
import { localized } from '#app/domain/locale.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'

export async function loadAdvocacyPage({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  const { campaignStatusLabels, policyStatusLabels } = localized({ en: labelsEn, ms: labelsMs }, locale)
  return json({
    content: localized({ en: advocacyEn, ms: advocacyMs }, locale),
    statusLabels: { ...campaignStatusLabels, ...policyStatusLabels },
    i18n: pageStrings(locale, ['advocacy']),
  })
}
