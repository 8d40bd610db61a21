import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { pictureFields } from './stored-image.server.ts'
import { defineModel, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

const newsArticleSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    excerpt: { type: String, required: true, trim: true, maxlength: 600 },
    content: { type: String, trim: true, default: '', maxlength: 20000 },
    // Optional Malay versions (issue 15): a Malay page shows each where it is written, the English otherwise.
    titleMs: { type: String, trim: true, default: '', maxlength: 200 },
    excerptMs: { type: String, trim: true, default: '', maxlength: 600 },
    contentMs: { type: String, trim: true, default: '', maxlength: 20000 },
    date: { type: Date, required: true, default: () => new Date() },
    author: { type: String, required: true, trim: true, maxlength: 120 },
    category: { type: String, required: true, trim: true, maxlength: 80 },
    categoryMs: { type: String, trim: true, default: '', maxlength: 80 },
    imageUrl: { type: String, trim: true, default: '', maxlength: 2000 },
    ...pictureFields,
    featured: { type: Boolean, default: false },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true },
)
newsArticleSchema.index({ isActive: 1, date: -1 })
newsArticleSchema.index({ featured: 1 })
// The admin list: every article, newest first.
newsArticleSchema.index({ date: -1, createdAt: -1 })
newsArticleSchema.plugin(toJSONPlugin)

export type NewsArticleFields = InferSchemaType<typeof newsArticleSchema>
export const NewsArticle = defineModel('NewsArticle', newsArticleSchema)
export type NewsArticleRaw = NewsArticleFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export const toPublicNewsArticle = (raw: NewsArticleRaw) => serialize(raw)
export type PublicNewsArticle = ReturnType<typeof toPublicNewsArticle>

/** Newest first: by the article's own date, then by when it was added. */
const NEWEST_FIRST = { date: -1, createdAt: -1, _id: -1 } as const

/** Every published article, newest first (the /news page and GET /api/news); the newest few with `limit` (the home page). */
export async function listActiveNewsArticles({ limit }: { limit?: number } = {}) {
  const query = NewsArticle.find({ isActive: true }).sort(NEWEST_FIRST)
  if (limit) query.limit(limit)
  const raws = await query.lean<NewsArticleRaw[]>()
  return raws.map(toPublicNewsArticle)
}

/** One published article; null for a malformed id, a missing article or one taken down. */
export async function getActiveNewsArticle(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await NewsArticle.findById(id).lean<NewsArticleRaw>()
  return raw?.isActive ? toPublicNewsArticle(raw) : null
}

/** Address and last change of every published article, for the sitemap. */
export async function listNewsArticlesForSitemap() {
  const raws = await NewsArticle.find({ isActive: true }, { _id: 1, updatedAt: 1 })
    .sort(NEWEST_FIRST)
    .lean<Array<{ _id: Types.ObjectId; updatedAt: Date }>>()
  return raws.map((raw) => ({ id: String(raw._id), updatedAt: raw.updatedAt }))
}
