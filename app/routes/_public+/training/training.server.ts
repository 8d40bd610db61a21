import { json, type LoaderFunctionArgs } from '@remix-run/node'
import * as trainingMs from '#app/content/ms/training.ts'
import * as trainingEn from '#app/content/training.ts'
import { localized, localizedField } from '#app/domain/locale.ts'
import { listActiveTrainingProgrammes } from '#app/services/published-content.server.ts'
import { listEventsForPages } from '#app/services/events.server.ts'
import { publishedCpdAuditFigures } from '#app/services/cpd-audit.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { listLabel } from '#app/utils/list-labels.server.ts'

/**
 * /training: the programmes from the database, each text in the page's language where it is written and
 * in English otherwise; the events from the database (issue 20); the providers in the page's language.
 */
export async function loadTrainingPage({ request }: LoaderFunctionArgs) {
  const [programmes, locale] = await Promise.all([listActiveTrainingProgrammes(), getLocale(request)])
  const training = localized({ en: trainingEn, ms: trainingMs }, locale)
  const [events, cpdAudits] = await Promise.all([listEventsForPages(locale), publishedCpdAuditFigures()])
  return json({
    programmes: programmes.map((programme) => {
      const title = localizedField(programme, 'title', locale)
      return {
        id: programme.id,
        title,
        description: localizedField(programme, 'description', locale),
        duration: localizedField(programme, 'duration', locale),
        cost: localizedField(programme, 'cost', locale),
        // A level the admin form suggests has a label; one typed in shows as it is.
        level: listLabel(locale, 'trainingLevels', programme.level),
        provider: programme.provider,
        enquiryLink: training.programmeEnquiryLink(title.text),
      }
    }),
    // Issue 20: the events are the database's, dated ones to come in date order, past ones apart.
    upcomingEvents: events.upcoming,
    pastEvents: events.past.slice(0, 6),
    cpdInformation: training.cpdInformation,
    approvedProviders: training.approvedProviders,
    providerRequirements: training.providerRequirements,
    becomeProviderLink: training.becomeProviderLink,
    // Issue 36, item 5: the random CPD audit's yearly figures.
    cpdAudits,
    i18n: pageStrings(locale, ['training', 'events.page', 'events.list', 'cpd-audit.figures']),
  })
}
