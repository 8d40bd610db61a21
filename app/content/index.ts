/**
 * The pages' fixed text in each language: `contentFor(locale).about.vision`. Every English module here has a
 * Malay twin in ms/ with the same exports and shapes (index.test.ts walks them), so a page written against
 * the English shapes reads either. Browser-safe: plain text, addresses from config/ and lists from domain/.
 *
 * Importing this module brings every page's text in both languages into the bundle that imports it (about
 * 28 KB gzipped, more than issue 15's whole allowance for a page): fine on the server and in tests, but a
 * page picks its own module in its loader, `localized({ en: aboutEn, ms: aboutMs }, locale)` from
 * domain/locale.ts, and its component reads it from the loader's data (docs/i18n.md).
 */
import * as about from './about.ts'
import * as advocacy from './advocacy.ts'
import * as collaborations from './collaborations.ts'
import * as contact from './contact.ts'
import * as disclaimer from './disclaimer.ts'
import * as donate from './donate.ts'
import * as energyMedicine from './energy-medicine.ts'
import * as ethics from './ethics.ts'
import * as exco from './exco.ts'
import * as home from './home.ts'
import * as labels from './labels.ts'
import * as membership from './membership.ts'
import * as pillars from './pillars.ts'
import * as resources from './resources.ts'
import * as training from './training.ts'
import * as aboutMs from './ms/about.ts'
import * as advocacyMs from './ms/advocacy.ts'
import * as collaborationsMs from './ms/collaborations.ts'
import * as contactMs from './ms/contact.ts'
import * as disclaimerMs from './ms/disclaimer.ts'
import * as donateMs from './ms/donate.ts'
import * as energyMedicineMs from './ms/energy-medicine.ts'
import * as ethicsMs from './ms/ethics.ts'
import * as excoMs from './ms/exco.ts'
import * as homeMs from './ms/home.ts'
import * as labelsMs from './ms/labels.ts'
import * as membershipMs from './ms/membership.ts'
import * as pillarsMs from './ms/pillars.ts'
import * as resourcesMs from './ms/resources.ts'
import * as trainingMs from './ms/training.ts'
import { localized, type Locale } from '#app/domain/locale.ts'
import type { Translated } from '#app/domain/translated.ts'

const english = {
  about,
  advocacy,
  collaborations,
  contact,
  disclaimer,
  donate,
  energyMedicine,
  ethics,
  exco,
  home,
  labels,
  membership,
  pillars,
  resources,
  training,
}

/** What every language provides: the English modules' shapes, with their words free to change. */
export type ContentSet = Translated<typeof english>

const malay: ContentSet = {
  about: aboutMs,
  advocacy: advocacyMs,
  collaborations: collaborationsMs,
  contact: contactMs,
  disclaimer: disclaimerMs,
  donate: donateMs,
  energyMedicine: energyMedicineMs,
  ethics: ethicsMs,
  exco: excoMs,
  home: homeMs,
  labels: labelsMs,
  membership: membershipMs,
  pillars: pillarsMs,
  resources: resourcesMs,
  training: trainingMs,
}

/** The English and Malay module sets by name, for the test that compares them. */
export const contentSets: Record<Locale, ContentSet> = { en: english, ms: malay }

/** The fixed text of every public page in the given language. */
export function contentFor(locale: Locale): ContentSet {
  return localized({ en: english, ms: malay }, locale) as ContentSet
}
