import type { MediaImage } from './media.ts'

/**
 * The kinds of site content an administrator manages on /admin-content, by name only: what the list
 * page's script needs. Their fields and forms are in content-types.ts, which the list page does not
 * load (it gets the few it shows, `ContentListView`, from its loader).
 */

export const CONTENT_TYPES = ['news', 'events', 'galleries', 'local-partners', 'international-partners', 'training', 'committee'] as const
export type ContentType = (typeof CONTENT_TYPES)[number]

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value)
}

/**
 * The keys of every answer to a change, the spec's words (section 8): 'Event created successfully',
 * 'Failed to create event' (`messages:content.<type>.*`). Server code says them with `message(key)`,
 * a page with `t(key)`.
 */
export function contentMessageKeys(type: ContentType) {
  const key = (name: string) => `messages:content.${type}.${name}` as const
  return {
    created: key('created'),
    updated: key('updated'),
    deleted: key('deleted'),
    createFailed: key('createFailed'),
    updateFailed: key('updateFailed'),
    deleteFailed: key('deleteFailed'),
    notFound: key('notFound'),
    apiNotFound: key('apiNotFound'),
  }
}

/** One item as the admin pages receive it: its id, flags and fields as strings, numbers and booleans. */
export type ContentItemView = { id: string; isActive: boolean } & Record<string, string | number | boolean | MediaImage | null>

/**
 * What the list of one kind shows of each item: its name, the short fields beside it (with how to
 * show each) and the longer text under it, and where visitors see them (`contentListView`).
 */
export interface ContentListView {
  nameField: 'title' | 'name'
  summaryField: 'excerpt' | 'description' | 'position'
  listFields: ReadonlyArray<{ name: string; kind?: string; labels?: 'eventTypes' | 'localPartnerStatuses' | 'internationalPartnerStatuses' | 'trainingLevels' }>
  publicPath: string
}
