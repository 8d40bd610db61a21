import mongoose, { type InferSchemaType, type Model, type Schema } from 'mongoose'

type WithId = { _id: unknown; __v?: unknown }
export type Serialized<T, Hidden extends keyof T = never> = Omit<T, '_id' | '__v' | Hidden> & { id: string }

/** The one shape every model answers in: `id` as a string, never `_id`, `__v` or a hidden field. */
export function serialize<T extends WithId, Hidden extends keyof T = never>(
  raw: T,
  hidden: readonly Hidden[] = [],
): Serialized<T, Hidden> {
  const { _id, __v: _version, ...rest } = raw
  const out: Record<string, unknown> = { id: String(_id), ...rest }
  for (const key of hidden) delete out[key as string]
  return out as Serialized<T, Hidden>
}

/** Makes `doc.toJSON()` (and so `JSON.stringify(doc)`) answer the serialized shape. */
export function toJSONPlugin(schema: Schema, options: { hidden?: string[] } = {}) {
  schema.set('toJSON', {
    versionKey: false,
    transform: (_doc: unknown, ret: Record<string, unknown>) => serialize(ret as WithId, (options.hidden ?? []) as never[]),
  })
}

const FILTERED_FIELDS = Symbol.for('empam.filteredFields')
type WithFilteredFields = { [FILTERED_FIELDS]?: readonly string[] }

/**
 * The fields this model's queries filter on by equality (`{ userId }`, `{ status: 'pending' }`),
 * declared beside its indexes. MongoDB serves them from those indexes; the embedded FerretDB on
 * PostgreSQL gets a GIN index on each (and on `_id`) when it starts, because FerretDB's own indexes
 * cannot serve the filters it sends to PostgreSQL. See docs/decisions/012-embedded-postgresql.md.
 */
export function filteredFields(schema: Schema, fields: readonly string[]) {
  ;(schema as unknown as WithFilteredFields)[FILTERED_FIELDS] = fields
}

/** Every registered model's collection and declared filtered fields. */
export function filteredFieldsOfModels(): Array<{ collection: string; fields: readonly string[] }> {
  return Object.values(mongoose.models).map((model) => ({
    collection: model.collection.collectionName,
    fields: (model.schema as unknown as WithFilteredFields)[FILTERED_FIELDS] ?? [],
  }))
}

/** Registers a model once per process, so a development rebuild reuses it instead of throwing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function defineModel<S extends Schema<any>>(name: string, schema: S): Model<InferSchemaType<S>> {
  type T = InferSchemaType<S>
  return (mongoose.models[name] as Model<T> | undefined) ?? (mongoose.model(name, schema) as unknown as Model<T>)
}

export function isValidObjectId(id: unknown): id is string {
  return typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id)
}

/** Mongo's duplicate-key error, with the field it was about when the server says so. */
export function duplicateKeyField(error: unknown): string | null {
  if (!error || typeof error !== 'object' || (error as { code?: unknown }).code !== 11000) return null
  const keyValue = (error as { keyValue?: Record<string, unknown> }).keyValue
  if (keyValue) return Object.keys(keyValue)[0] ?? ''
  const match = /index: (?:\S+\$)?([A-Za-z]+)_/.exec(String((error as Error).message))
  return match?.[1] ?? ''
}

/**
 * Inserts a document whose `_id` names the one thing it claims (a mail to one recipient, …): true for the
 * one caller whose insert wins, false for every other (the key was taken). An insert under a unique key
 * has exactly one winner, also on FerretDB (docs/conventions.md, "Atomicity"). The send logs of the
 * newsletter and of messages to members claim each mail this way before it goes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function insertUnlessTaken(model: Model<any>, doc: Record<string, unknown>): Promise<boolean> {
  try {
    await model.create(doc)
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

/** Escapes user input for use inside a RegExp, so `(` or `.*` are matched as plain text. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')
}

/** A sort document: the fields in order, then `_id` so that paging is stable, all the same way. */
export function sortSpecOf(fields: readonly string[], dir: 'asc' | 'desc'): Record<string, 1 | -1> {
  const way = dir === 'desc' ? -1 : 1
  return Object.fromEntries([...fields, '_id'].map((field) => [field, way]))
}
