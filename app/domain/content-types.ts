import { CPD_CATEGORIES, EVENT_TYPES_STYLED, INTERNATIONAL_PARTNER_STATUSES_STYLED, LOCAL_PARTNER_STATUSES_STYLED } from '#app/domain/constants.ts'
import { paths } from '#app/config/paths.ts'
import type { ContentListView, ContentType } from './content-kinds.ts'

export { CONTENT_TYPES, contentMessageKeys, isContentType, type ContentItemView, type ContentType } from './content-kinds.ts'

/**
 * The six kinds of site content an administrator manages on /admin-content, described once: their
 * names in the interface, their fields and how the form draws them. The form and the service read
 * everything from here; the list gets what it shows from its loader (`contentListView`) and the kinds'
 * names from content-kinds.ts. Safe in the browser: no zod, no server imports (the schemas and
 * constraints are in app/validation/content.ts and content-form-limits.ts).
 */

/**
 * A field of a kind of content. Its words (label, hint, placeholder) are the `admin` namespace's
 * `content.fields.<type>.<name>` (app/locales/<lng>/admin.json), in the page's language.
 */
export interface ContentField {
  name: string
  /**
   * `image`: a photo uploaded with the form (field `image`, the form then posts multipart), its
   * description required in `imageAlt` (and optional in Malay in `imageAltMs`).
   */
  kind: 'text' | 'textarea' | 'date' | 'number' | 'url' | 'checkbox' | 'datetime' | 'select' | 'image'
  rows?: number
  /** A number's step (1 unless given). */
  step?: number
  /** A select's stored values; their labels are the `lists` namespace's `<optionsList>.<value>`. */
  options?: readonly string[]
  optionsList?: 'cpdCategories'
  /** Values offered as the field is typed (a datalist); others are allowed. */
  suggestions?: readonly string[]
  /** The fixed list (`lists` namespace) that labels the suggestions in each language, where one does. */
  labels?: 'eventTypes' | 'localPartnerStatuses' | 'internationalPartnerStatuses' | 'trainingLevels'
  min?: number
  max?: number
  /** The language of what is typed: the Malay versions of texts say `ms` (spellcheck, screen readers). */
  lang?: 'ms'
}

/**
 * A kind's native constraints (required, minLength, maxLength), written out in
 * app/validation/form-limits.ts. The loaders send them with the page, so that they stay out of the
 * JavaScript every other form shares.
 */
export type FormConstraint = Record<string, { required?: boolean; minLength?: number; maxLength?: number }>

/** A kind of content; its tab, heading and title are the `admin` namespace's `content.types.<type>`. */
export interface ContentTypeInfo {
  type: ContentType
  /** In the audit log's English summaries: 'Created news article "…"'. */
  noun: string
  /** The field that names an item in lists, dialogs and the audit log. */
  nameField: 'title' | 'name'
  /** The longer text shown under the name in the list. */
  summaryField: 'excerpt' | 'description' | 'position'
  /** Short fields shown with each item in the list, in this order. */
  listFields: readonly string[]
  /** Where visitors see these items. */
  publicPath: string
  fields: readonly ContentField[]
}

const active: ContentField = { name: 'isActive', kind: 'checkbox' }

/** A photo and its description in both languages. */
const pictureFields: ContentField[] = [
  { name: 'image', kind: 'image' },
  { name: 'imageAlt', kind: 'text' },
  { name: 'imageAltMs', kind: 'text', lang: 'ms' },
]

/** The name of a kind's uploaded photo field, when it has one. */
export function imageFieldOf(type: ContentType): string | null {
  return CONTENT_TYPE_INFO[type].fields.find((field) => field.kind === 'image')?.name ?? null
}

const partnerFields = (statuses: readonly string[], labels: ContentField['labels']): ContentField[] => [
  { name: 'name', kind: 'text' },
  { name: 'nameMs', kind: 'text', lang: 'ms' },
  { name: 'type', kind: 'text' },
  { name: 'typeMs', kind: 'text', lang: 'ms' },
  { name: 'description', kind: 'textarea', rows: 3 },
  { name: 'descriptionMs', kind: 'textarea', rows: 3, lang: 'ms' },
  { name: 'focus', kind: 'text' },
  { name: 'focusMs', kind: 'text', lang: 'ms' },
  { name: 'status', kind: 'text', suggestions: statuses, labels },
  ...pictureFields,
]

export const CONTENT_TYPE_INFO: Record<ContentType, ContentTypeInfo> = {
  news: {
    type: 'news',
    noun: 'news article',
    nameField: 'title',
    summaryField: 'excerpt',
    listFields: ['date', 'author', 'category'],
    publicPath: paths.news,
    fields: [
      { name: 'title', kind: 'text' },
      { name: 'titleMs', kind: 'text', lang: 'ms' },
      { name: 'excerpt', kind: 'textarea', rows: 2 },
      { name: 'excerptMs', kind: 'textarea', rows: 2, lang: 'ms' },
      { name: 'content', kind: 'textarea', rows: 8 },
      { name: 'contentMs', kind: 'textarea', rows: 8, lang: 'ms' },
      { name: 'date', kind: 'date' },
      { name: 'author', kind: 'text' },
      { name: 'category', kind: 'text' },
      { name: 'categoryMs', kind: 'text', lang: 'ms' },
      ...pictureFields,
      { name: 'featured', kind: 'checkbox' },
      active,
    ],
  },
  events: {
    type: 'events',
    noun: 'event',
    nameField: 'title',
    summaryField: 'description',
    listFields: ['startsAt', 'date', 'location', 'type'],
    publicPath: paths.newsEvents,
    fields: [
      { name: 'title', kind: 'text' },
      { name: 'titleMs', kind: 'text', lang: 'ms' },
      // Issue 20: a real start and end in Malaysia time make the event bookable (with seats).
      { name: 'startsAt', kind: 'datetime' },
      { name: 'endsAt', kind: 'datetime' },
      { name: 'date', kind: 'text' },
      { name: 'dateMs', kind: 'text', lang: 'ms' },
      { name: 'location', kind: 'text' },
      { name: 'isOnline', kind: 'checkbox' },
      // Issue 33: shown to those registered only (their registration's page and mails).
      { name: 'meetingLink', kind: 'url' },
      { name: 'type', kind: 'text', suggestions: EVENT_TYPES_STYLED, labels: 'eventTypes' },
      { name: 'description', kind: 'textarea', rows: 3 },
      { name: 'descriptionMs', kind: 'textarea', rows: 3, lang: 'ms' },
      { name: 'category', kind: 'select', options: CPD_CATEGORIES, optionsList: 'cpdCategories' },
      { name: 'cpdHours', kind: 'number', min: 0, max: 100, step: 0.5 },
      { name: 'priceMember', kind: 'number', min: 0, max: 100000, step: 0.01 },
      { name: 'priceNonMember', kind: 'number', min: 0, max: 100000, step: 0.01 },
      { name: 'capacity', kind: 'number', min: 0, max: 10000 },
      { name: 'registrationDeadline', kind: 'datetime' },
      { name: 'provider', kind: 'text' },
      active,
    ],
  },
  galleries: {
    type: 'galleries',
    noun: 'gallery',
    nameField: 'title',
    summaryField: 'description',
    listFields: ['date', 'images'],
    publicPath: paths.newsGalleries,
    fields: [
      { name: 'title', kind: 'text' },
      { name: 'titleMs', kind: 'text', lang: 'ms' },
      { name: 'description', kind: 'textarea', rows: 3 },
      { name: 'descriptionMs', kind: 'textarea', rows: 3, lang: 'ms' },
      { name: 'date', kind: 'text' },
      { name: 'dateMs', kind: 'text', lang: 'ms' },
      active,
    ],
  },
  'local-partners': {
    type: 'local-partners',
    noun: 'local partner',
    nameField: 'name',
    summaryField: 'description',
    listFields: ['type', 'focus', 'status'],
    publicPath: paths.collaborations,
    fields: [...partnerFields(LOCAL_PARTNER_STATUSES_STYLED, 'localPartnerStatuses'), active],
  },
  'international-partners': {
    type: 'international-partners',
    noun: 'international partner',
    nameField: 'name',
    summaryField: 'description',
    listFields: ['country', 'type', 'focus', 'status'],
    publicPath: paths.collaborations,
    fields: [
      ...partnerFields(INTERNATIONAL_PARTNER_STATUSES_STYLED, 'internationalPartnerStatuses'),
      { name: 'country', kind: 'text' },
      active,
    ],
  },
  training: {
    type: 'training',
    noun: 'training program',
    nameField: 'title',
    summaryField: 'description',
    listFields: ['duration', 'level', 'provider', 'cost'],
    publicPath: paths.training,
    fields: [
      { name: 'title', kind: 'text' },
      { name: 'titleMs', kind: 'text', lang: 'ms' },
      { name: 'description', kind: 'textarea', rows: 3 },
      { name: 'descriptionMs', kind: 'textarea', rows: 3, lang: 'ms' },
      { name: 'duration', kind: 'text' },
      { name: 'durationMs', kind: 'text', lang: 'ms' },
      { name: 'level', kind: 'text', suggestions: ['Beginner', 'Intermediate', 'Advanced', 'All Levels'], labels: 'trainingLevels' },
      { name: 'provider', kind: 'text' },
      { name: 'cost', kind: 'text' },
      { name: 'costMs', kind: 'text', lang: 'ms' },
      active,
    ],
  },
  committee: {
    type: 'committee',
    noun: 'committee member',
    nameField: 'name',
    summaryField: 'position',
    listFields: ['order', 'organisation'],
    publicPath: paths.committee,
    fields: [
      { name: 'salutation', kind: 'text', suggestions: ['Dr.', "Dato'", 'Datin', 'Mr.', 'Mrs.', 'Ms.', 'Mdm.', 'Puan', 'Encik', 'Cik'] },
      { name: 'salutationMs', kind: 'text', lang: 'ms' },
      { name: 'name', kind: 'text' },
      { name: 'position', kind: 'text' },
      { name: 'positionMs', kind: 'text', lang: 'ms' },
      { name: 'organisation', kind: 'text' },
      { name: 'order', kind: 'number', min: 0, max: 1000 },
      ...pictureFields,
      active,
    ],
  },
}

/** The item's name, as lists, dialogs and the audit log show it. */
export function contentItemName(type: ContentType, item: Record<string, unknown>): string {
  const name = item[CONTENT_TYPE_INFO[type].nameField]
  return typeof name === 'string' ? name : ''
}

/** What the list of a kind shows (content-kinds.ts), sent by its loader. */
export function contentListView(type: ContentType): ContentListView {
  const { nameField, summaryField, listFields, publicPath, fields } = CONTENT_TYPE_INFO[type]
  return {
    nameField,
    summaryField,
    publicPath,
    listFields: listFields.map((name) => {
      const field = fields.find((f) => f.name === name)
      return { name, kind: field?.kind, labels: field?.labels }
    }),
  }
}
