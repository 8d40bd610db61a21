import { json, type LoaderFunctionArgs } from '@remix-run/node'
import * as collaborationsEn from '#app/content/collaborations.ts'
import * as collaborationsMs from '#app/content/ms/collaborations.ts'
import { localized, localizedField, type Locale } from '#app/domain/locale.ts'
import { imageWithAlt, type StoredImageFields } from '#app/domain/media.ts'
import { listActiveInternationalPartners, listActiveLocalPartners, type PublicLocalPartner } from '#app/services/published-content.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { listLabel } from '#app/utils/list-labels.server.ts'

/** A partner's texts in the page's language where written, English otherwise; its status as stored. */
function partnerView(partner: PublicLocalPartner, locale: Locale) {
  return {
    id: partner.id,
    name: localizedField(partner, 'name', locale),
    type: localizedField(partner, 'type', locale),
    description: localizedField(partner, 'description', locale),
    focus: localizedField(partner, 'focus', locale),
    status: partner.status,
    logo: imageWithAlt(partner.image as StoredImageFields | null, localizedField(partner, 'imageAlt', locale).text),
  }
}

export async function loadCollaborationsPage({ request }: LoaderFunctionArgs) {
  const [local, international, locale] = await Promise.all([
    listActiveLocalPartners(),
    listActiveInternationalPartners(),
    getLocale(request),
  ])
  const content = localized({ en: collaborationsEn, ms: collaborationsMs }, locale)
  return json({
    local: local.map((partner) => partnerView(partner, locale)),
    international: international.map((partner) => ({
      ...partnerView(partner, locale),
      // A country of the directory's list goes by its name in the page's language; another as typed.
      country: listLabel(locale, 'locations', partner.country),
    })),
    content,
    i18n: pageStrings(locale, ['collaborations', 'lists']),
  })
}
