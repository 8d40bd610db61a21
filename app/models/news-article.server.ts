import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, serialize, toJSONPlugin } from './model-utils.server.ts'

const newsArticleSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    excerpt: { type: String, required: true, trim: true, maxlength: 600 },
    content: { type: String, trim: true, default: '', maxlength: 20000 },
    date: { type: Date, required: true, default: () => new Date() },
    author: { type: String, required: true, trim: true, maxlength: 120 },
    category: { type: String, required: true, trim: true, maxlength: 80 },
    imageUrl: { type: String, trim: true, default: '', maxlength: 2000 },
    featured: { type: Boolean, default: false },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true },
)
newsArticleSchema.index({ isActive: 1, date: -1 })
newsArticleSchema.index({ featured: 1 })
newsArticleSchema.plugin(toJSONPlugin)

export type NewsArticleFields = InferSchemaType<typeof newsArticleSchema>
export const NewsArticle = defineModel('NewsArticle', newsArticleSchema)
export type NewsArticleRaw = NewsArticleFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export const toPublicNewsArticle = (raw: NewsArticleRaw) => serialize(raw)
export type PublicNewsArticle = ReturnType<typeof toPublicNewsArticle>
