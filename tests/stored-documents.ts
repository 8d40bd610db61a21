import type { Model } from 'mongoose'
import mongoose from 'mongoose'
import { z } from 'zod'
import { isWebAddress } from '#app/validation/fields.ts'
import { hasUnsafeCharacters } from '#app/validation/text.ts'

/**
 * Whether what is stored is what the app means to store, read straight from the driver (no casting,
 * no defaults), so that nothing a bad request managed to write is hidden:
 *
 * - no key anywhere in a document starts with `$` or is `__proto__`, `constructor` or `prototype`
 *   (an operator or a prototype key that reached the database);
 * - every top-level field is one the model declares (nothing smuggled in beside the schema);
 * - the document, hydrated into its model, passes the model's own validation (`validateSync`: types,
 *   required fields, lengths, enums, ranges), which is where the app's rules end up for every field;
 * - and the two rules a Mongoose schema cannot say: a field named `email` holds an e-mail address,
 *   and a field whose name ends in `Url` holds nothing, a web address or a path of this site.
 *
 * The app's zod schemas are not used here: they describe what a form sends (a date as text, a
 * ticked box as "on"), not what is stored.
 */

export interface DocumentProblem {
  model: string
  id: string
  problem: string
}

export interface DatabaseChecks {
  /** Extra rules per field name, over every model that has the field. */
  fields: Array<{ applies: (name: string) => boolean; valid: (value: unknown) => boolean; rule: string }>
}

const isEmail = (value: unknown) => typeof value === 'string' && z.string().email().safeParse(value).success

export const DEFAULT_DATABASE_CHECKS: DatabaseChecks = {
  fields: [
    { applies: (name) => name === 'email', valid: isEmail, rule: 'an e-mail address' },
    {
      applies: (name) => name.endsWith('Url'),
      valid: (value) => value === '' || value === null || value === undefined || (typeof value === 'string' && (isWebAddress(value) || /^\/(?![/\\])[\w./-]+$/.test(value))),
      rule: 'a web address or a path of this site',
    },
    {
      // Stored text never carries a control character (but line breaks and tabs), a text-direction
      // override or a lone surrogate; a name or a title not even a line break.
      applies: () => true,
      valid: (value) => texts(value).every((text) => !hasUnsafeCharacters(text, { multiline: true })),
      rule: 'text without control or text-direction characters',
    },
    {
      applies: (name) => SINGLE_LINE_FIELDS.has(name),
      valid: (value) => texts(value).every((text) => !hasUnsafeCharacters(text, { multiline: false })),
      rule: 'one line of text',
    },
  ],
}

/** Fields that are one line of text wherever they are stored: a person's name, a title, a place. */
const SINGLE_LINE_FIELDS = new Set(['firstName', 'lastName', 'name', 'title', 'username', 'businessName', 'provider', 'location', 'country', 'salutation', 'author', 'category', 'specialties'])

const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(texts) : [])

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** Every key path in a stored value that is an operator or a prototype key. */
export function forbiddenKeys(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => forbiddenKeys(item, `${at}[${i}]`))
  if (!value || typeof value !== 'object' || value instanceof Date || value instanceof mongoose.Types.ObjectId || Buffer.isBuffer(value)) {
    return []
  }
  if ((value as { _bsontype?: unknown })._bsontype) return []
  // Own keys only, including one literally named __proto__ (which the driver creates as an own key).
  return Reflect.ownKeys(value).flatMap((key) => {
    const name = String(key)
    const here = at ? `${at}.${name}` : name
    const bad = name.startsWith('$') || FORBIDDEN_KEYS.has(name) ? [here] : []
    return [...bad, ...forbiddenKeys((value as Record<string, unknown>)[name], here)]
  })
}

/** What is wrong with one raw document of a model (empty when nothing). */
export function documentProblems(model: Model<unknown>, raw: Record<string, unknown>, checks: DatabaseChecks = DEFAULT_DATABASE_CHECKS): string[] {
  const problems = forbiddenKeys(raw).map((key) => `forbidden key ${key}`)
  for (const key of Object.keys(raw)) {
    if (model.schema.pathType(key) === 'adhocOrUndefined') problems.push(`field ${key} is not in the schema`)
  }
  for (const { applies, valid, rule } of checks.fields) {
    for (const key of Object.keys(raw)) {
      if (applies(key) && model.schema.pathType(key) === 'real' && !valid(raw[key])) {
        problems.push(`${key} is not ${rule}: ${JSON.stringify(raw[key])?.slice(0, 80)}`)
      }
    }
  }
  try {
    const error = model.hydrate(raw).validateSync()
    if (error) problems.push(...Object.values(error.errors).map((e) => `${e.path}: ${e.message.slice(0, 160)}`))
  } catch (error) {
    problems.push(`cannot be read by its model: ${String(error).slice(0, 160)}`)
  }
  return problems
}

/** Every problem in every document of the given models' collections. */
export async function findInvalidDocuments(models: Array<Model<unknown>>, checks: DatabaseChecks): Promise<DocumentProblem[]> {
  const out: DocumentProblem[] = []
  for (const model of models) {
    const raws = await model.collection.find({}).toArray()
    for (const raw of raws) {
      for (const problem of documentProblems(model, raw, checks)) out.push({ model: model.modelName, id: String(raw._id), problem })
    }
  }
  return out
}
