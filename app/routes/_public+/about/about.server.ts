import { json, type LoaderFunctionArgs } from '@remix-run/node'
import * as aboutEn from '#app/content/about.ts'
import * as aboutMs from '#app/content/ms/about.ts'
import * as excoEn from '#app/content/exco.ts'
import * as excoMs from '#app/content/ms/exco.ts'
import * as pillarsEn from '#app/content/pillars.ts'
import * as pillarsMs from '#app/content/ms/pillars.ts'
import { PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { localized } from '#app/domain/locale.ts'
import { getCommitteeForPage } from '#app/services/committee.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { listLabel } from '#app/utils/list-labels.server.ts'

/**
 * /about: its copy in the page's language, the 10 Pillars with their names and a line on each, and the
 * Executive Committee (`paths.committee`) with its group photo and members from the database.
 */
export async function loadAboutPage({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  const { pillarDescriptions } = localized({ en: pillarsEn, ms: pillarsMs }, locale)
  const committee = await getCommitteeForPage(locale)
  const excoCopy = localized({ en: excoEn, ms: excoMs }, locale)
  return json({
    committee: { term: excoCopy.EXCO_TERM, growingLeadership: excoCopy.growingLeadership, ...committee },
    content: localized({ en: aboutEn, ms: aboutMs }, locale),
    pillars: PILLAR_SPECIALTIES.map((pillar) => ({
      name: listLabel(locale, 'specialties', pillar),
      description: pillarDescriptions[pillar],
    })),
    i18n: pageStrings(locale, ['about']),
  })
}
