import type { Model, SortOrder, Types } from 'mongoose'
import type { ContentType } from '#app/domain/content-types.ts'
import { CommitteeMember } from './committee-member.server.ts'
import { Event } from './event.server.ts'
import { Gallery } from './gallery.server.ts'
import { InternationalPartner } from './international-partner.server.ts'
import { LocalPartner } from './local-partner.server.ts'
import { isValidObjectId, serialize } from './model-utils.server.ts'
import { NewsArticle } from './news-article.server.ts'
import { TrainingProgramme } from './training-programme.server.ts'

/**
 * The queries of the content administration, the same for all six kinds of site content: every item
 * (active or not) newest first, one item by id, create, update and delete. The public pages keep their
 * own `listActive…` queries in each model's module.
 */

type ContentRaw = { _id: Types.ObjectId; isActive: boolean; createdAt: Date; updatedAt: Date } & Record<string, unknown>
type ContentModel = Model<Record<string, unknown>>

const MODELS = {
  news: NewsArticle,
  events: Event,
  galleries: Gallery,
  'local-partners': LocalPartner,
  'international-partners': InternationalPartner,
  training: TrainingProgramme,
  committee: CommitteeMember,
} as const satisfies Record<ContentType, unknown>

const modelOf = (type: ContentType) => MODELS[type] as unknown as ContentModel

/** Newest first: news by the article's own date, as /news orders it; the rest by when they were added. */
function newestFirst(type: ContentType): Record<string, SortOrder> {
  // The committee in its order, as the home page shows it.
  if (type === 'committee') return { order: 1, createdAt: 1, _id: 1 }
  return type === 'news' ? { date: -1, createdAt: -1, _id: -1 } : { createdAt: -1, _id: -1 }
}

export type ContentItem = ReturnType<typeof toContentItem>
const toContentItem = (raw: ContentRaw) => serialize(raw)

/** Every item of a kind, active and inactive, newest first. */
export async function listContentItems(type: ContentType) {
  const raws = await modelOf(type).find().sort(newestFirst(type)).lean<ContentRaw[]>()
  return raws.map(toContentItem)
}

/** One item, active or not; null for a malformed or unknown id. */
export async function getContentItem(type: ContentType, id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await modelOf(type).findById(id).lean<ContentRaw>()
  return raw ? toContentItem(raw) : null
}

/** One item as the public sees it: null when it is inactive. */
export async function getActiveContentItem(type: ContentType, id: string) {
  const item = await getContentItem(type, id)
  return item?.isActive ? item : null
}

export async function createContentItem(type: ContentType, values: object) {
  const doc = await modelOf(type).create(values)
  return toContentItem(doc.toObject() as unknown as ContentRaw)
}

/** Replaces the item's fields with `values`; null when there is no such item. */
export async function updateContentItem(type: ContentType, id: string, values: object) {
  if (!isValidObjectId(id)) return null
  const raw = await modelOf(type)
    .findByIdAndUpdate(id, { $set: values }, { new: true, runValidators: true })
    .lean<ContentRaw>()
  return raw ? toContentItem(raw) : null
}

/** Deletes the item and answers what it was; null when there was no such item. */
export async function deleteContentItem(type: ContentType, id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await modelOf(type).findByIdAndDelete(id).lean<ContentRaw>()
  return raw ? toContentItem(raw) : null
}
