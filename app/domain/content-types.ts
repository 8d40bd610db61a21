import { EVENT_TYPES_STYLED, INTERNATIONAL_PARTNER_STATUSES_STYLED, LOCAL_PARTNER_STATUSES_STYLED } from '#app/domain/constants.ts'
import { paths } from '#app/config/paths.ts'

/**
 * The six kinds of site content an administrator manages on /admin-content, described once: their
 * names in the interface, their fields and how the form draws them. The one list, form and service of
 * the admin area read everything from here. Safe in the browser: no zod, no server imports (the schemas
 * and constraints are in app/validation/content.ts and form-constraints.ts).
 */

/** The most photos a gallery may say it holds: the form's `max` and the schema's. */
export const GALLERY_IMAGES_MAX = 100000

export const CONTENT_TYPES = ['news', 'events', 'galleries', 'local-partners', 'international-partners', 'training'] as const
export type ContentType = (typeof CONTENT_TYPES)[number]

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value)
}

export interface ContentField {
  name: string
  label: string
  kind: 'text' | 'textarea' | 'date' | 'number' | 'url' | 'checkbox'
  hint?: string
  placeholder?: string
  rows?: number
  /** Values offered as the field is typed (a datalist); others are allowed. */
  suggestions?: readonly string[]
  min?: number
  max?: number
}

/**
 * A kind's native constraints (required, minLength, maxLength), written out in
 * app/validation/form-constraints.ts. The loaders send them with the page, so that they stay out of the
 * JavaScript every other form shares.
 */
export type FormConstraint = Record<string, { required?: boolean; minLength?: number; maxLength?: number }>

export interface ContentTypeInfo {
  type: ContentType
  /** The tab's label. */
  tab: string
  /** The list's heading. */
  heading: string
  /** In titles: 'Add News Article', 'Edit News Article'. */
  title: string
  /** In sentences and messages: 'News article created successfully', 'Failed to create news article'. */
  noun: string
  /** The field that names an item in lists, dialogs and the audit log. */
  nameField: 'title' | 'name'
  /** The longer text shown under the name in the list. */
  summaryField: 'excerpt' | 'description'
  /** Short fields shown with each item in the list, in this order. */
  listFields: readonly string[]
  /** Where visitors see these items. */
  publicPath: string
  fields: readonly ContentField[]
}

const active: ContentField = { name: 'isActive', label: 'Active (shown on the website)', kind: 'checkbox' }

const partnerFields = (statuses: readonly string[]): ContentField[] => [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'type', label: 'Type', kind: 'text', placeholder: 'e.g. Professional association' },
  { name: 'description', label: 'Description', kind: 'textarea', rows: 3 },
  { name: 'focus', label: 'Focus', kind: 'text', placeholder: 'e.g. Cross-border CPD' },
  { name: 'status', label: 'Status', kind: 'text', suggestions: statuses, hint: `For example: ${statuses.join(', ')}.` },
]

export const CONTENT_TYPE_INFO: Record<ContentType, ContentTypeInfo> = {
  news: {
    type: 'news',
    tab: 'News',
    heading: 'News Articles',
    title: 'News Article',
    noun: 'news article',
    nameField: 'title',
    summaryField: 'excerpt',
    listFields: ['date', 'author', 'category'],
    publicPath: paths.news,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'excerpt', label: 'Excerpt', kind: 'textarea', rows: 2, hint: 'One or two sentences, shown in the list of articles.' },
      { name: 'content', label: 'Content (optional)', kind: 'textarea', rows: 8, hint: 'Leave an empty line between paragraphs.' },
      { name: 'date', label: 'Date', kind: 'date' },
      { name: 'author', label: 'Author', kind: 'text', placeholder: 'e.g. EMPAM Secretariat' },
      { name: 'category', label: 'Category', kind: 'text', placeholder: 'e.g. Announcements' },
      { name: 'imageUrl', label: 'Image URL (optional)', kind: 'url', placeholder: 'https://…', hint: 'A link to a photo that is already online.' },
      { name: 'featured', label: 'Featured (shown at the top of the News page)', kind: 'checkbox' },
      active,
    ],
  },
  events: {
    type: 'events',
    tab: 'Events',
    heading: 'Events',
    title: 'Event',
    noun: 'event',
    nameField: 'title',
    summaryField: 'description',
    listFields: ['date', 'location', 'type'],
    publicPath: paths.newsEvents,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'date', label: 'Date', kind: 'text', placeholder: 'e.g. 14–16 March 2027', hint: 'As it should read, e.g. a range of days.' },
      { name: 'location', label: 'Location', kind: 'text', placeholder: 'e.g. Kota Kinabalu, Sabah' },
      { name: 'type', label: 'Type', kind: 'text', suggestions: EVENT_TYPES_STYLED, hint: `For example: ${EVENT_TYPES_STYLED.join(', ')}.` },
      { name: 'description', label: 'Description (optional)', kind: 'textarea', rows: 3 },
      active,
    ],
  },
  galleries: {
    type: 'galleries',
    tab: 'Galleries',
    heading: 'Photo Galleries',
    title: 'Gallery',
    noun: 'gallery',
    nameField: 'title',
    summaryField: 'description',
    listFields: ['date', 'images'],
    publicPath: paths.newsGalleries,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea', rows: 3 },
      { name: 'images', label: 'Number of Images', kind: 'number', min: 0, max: GALLERY_IMAGES_MAX, hint: 'How many photos the album holds.' },
      { name: 'date', label: 'Date', kind: 'text', placeholder: 'e.g. May 2026' },
      active,
    ],
  },
  'local-partners': {
    type: 'local-partners',
    tab: 'Local Partners',
    heading: 'Local Partners',
    title: 'Local Partner',
    noun: 'local partner',
    nameField: 'name',
    summaryField: 'description',
    listFields: ['type', 'focus', 'status'],
    publicPath: paths.collaborations,
    fields: [...partnerFields(LOCAL_PARTNER_STATUSES_STYLED), active],
  },
  'international-partners': {
    type: 'international-partners',
    tab: 'International',
    heading: 'International Partners',
    title: 'International Partner',
    noun: 'international partner',
    nameField: 'name',
    summaryField: 'description',
    listFields: ['country', 'type', 'focus', 'status'],
    publicPath: paths.collaborations,
    fields: [
      ...partnerFields(INTERNATIONAL_PARTNER_STATUSES_STYLED),
      { name: 'country', label: 'Country', kind: 'text', placeholder: 'e.g. Singapore' },
      active,
    ],
  },
  training: {
    type: 'training',
    tab: 'Training',
    heading: 'Training Programs',
    title: 'Training Program',
    noun: 'training program',
    nameField: 'title',
    summaryField: 'description',
    listFields: ['duration', 'level', 'provider', 'cost'],
    publicPath: paths.training,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea', rows: 3 },
      { name: 'duration', label: 'Duration', kind: 'text', placeholder: 'e.g. 2 days' },
      { name: 'level', label: 'Level', kind: 'text', suggestions: ['Beginner', 'Intermediate', 'Advanced', 'All Levels'] },
      { name: 'provider', label: 'Provider', kind: 'text', placeholder: 'e.g. EMPAM Academy' },
      { name: 'cost', label: 'Cost (optional)', kind: 'text', placeholder: 'e.g. RM 450 or Free for members' },
      active,
    ],
  },
}

export function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The words of every answer to a change, the spec's (section 8): 'Event created successfully', 'Failed to create event'. */
export function contentMessages(type: ContentType) {
  const { noun } = CONTENT_TYPE_INFO[type]
  return {
    created: `${capitalise(noun)} created successfully`,
    updated: `${capitalise(noun)} updated successfully`,
    deleted: `${capitalise(noun)} deleted successfully`,
    createFailed: `Failed to create ${noun}`,
    updateFailed: `Failed to update ${noun}`,
    deleteFailed: `Failed to delete ${noun}`,
    notFound: `This ${noun} no longer exists. It may have been deleted.`,
    apiNotFound: `${capitalise(noun)} not found`,
  }
}

/** One item as the admin pages receive it: its id, flags and fields as strings, numbers and booleans. */
export type ContentItemView = { id: string; isActive: boolean } & Record<string, string | number | boolean>

/** The item's name, as lists, dialogs and the audit log show it. */
export function contentItemName(type: ContentType, item: Record<string, unknown>): string {
  const name = item[CONTENT_TYPE_INFO[type].nameField]
  return typeof name === 'string' ? name : ''
}
