import { message } from '#app/validation/messages.ts'
import type { Submission } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { json } from '@remix-run/node'
import type { z } from 'zod'
import { readMultipartUpload, type UploadedFile } from './multipart.server.ts'

/**
 * Reading a posted form safely, for every HTML action. A browser sends our forms as plain fields;
 * anything else (JSON posted to a page, a broken multipart body, field names no form of ours has,
 * Conform's own fields gone wrong) comes from a script, and is answered with a 400 page that says so,
 * never a 500 and never a server brought to its knees.
 */

export const UNREADABLE_FORM_MESSAGE =
  message('messages:api.unreadableForm')

/** The most fields a form of this site posts: the CPD review's 200 entries and a few more, with room to spare. */
export const MAX_FORM_FIELDS = 1000
/**
 * Conform reads `a.b` and `a[3]` in a field's name as an object and a list, and builds them. Our forms
 * use plain names; a posted `x[99999999]` would make a list of a hundred million empty places, which
 * Conform's reply then walks until the server runs out of memory, and `a.a.a…` thousands of levels
 * deep overflows the stack. So a name has a few parts at most, and a list index is small.
 */
export const MAX_FIELD_NAME_LENGTH = 100
export const MAX_FIELD_NAME_PARTS = 4
export const MAX_LIST_INDEX = 999

/** Conform's own fields: a list or reset button's intent, and the state of its lists. */
const INTENT_FIELD = '__intent__'
const STATE_FIELD = '__state__'

function unreadableForm(): never {
  throw json({ message: UNREADABLE_FORM_MESSAGE }, { status: 400, statusText: 'Bad Request' })
}

/**
 * The parts of a field name as Conform reads it (`a.b[0]` is a, b, 0), or null for a name it cannot
 * read: Conform drops such a field when it parses the form, but throws on it while rendering the reply
 * (`__proto__` next to an intent took the page down with a 500).
 */
export function fieldNameParts(name: string): Array<string | number> | null {
  const token = /([^.[\]]+)|\[(\d*)\]/g
  const parts: Array<string | number> = []
  let end = 0
  for (const match of name.matchAll(token)) {
    const start = match.index
    // Tokens follow each other, or have one dot between them (not before the first).
    if (start !== end && !(start === end + 1 && end > 0 && name[end] === '.')) return null
    const [whole, key, index] = match
    if (key !== undefined) {
      if (key === '__proto__' || key === 'constructor') return null
      parts.push(key)
    } else {
      parts.push(index === '' ? '' : Number(index))
    }
    end = start + whole.length
  }
  if (end !== name.length || !parts.length) return null
  // `[]` (add to a list) only at the end.
  if (parts.slice(0, -1).includes('')) return null
  return parts
}

/** Whether no form of ours names a field so: unreadable to Conform, too long, too deep, or too large an index. */
export function isUnreasonableFieldName(name: string) {
  if (name.length > MAX_FIELD_NAME_LENGTH) return true
  const parts = fieldNameParts(name)
  if (!parts || parts.length > MAX_FIELD_NAME_PARTS) return true
  return parts.some((part) => typeof part === 'number' && part > MAX_LIST_INDEX)
}

function parsesAsJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * Conform's intent as its buttons write it: `{ type, payload }`, a payload's field `name` (when it has
 * one) readable as any other field name.
 */
function isReasonableIntent(value: FormDataEntryValue) {
  const intent = typeof value === 'string' ? parsesAsJson(value) : undefined
  if (!isObject(intent) || typeof intent.type !== 'string' || !isObject(intent.payload)) return false
  const name = intent.payload.name
  return name === undefined || (typeof name === 'string' && (name === '' || !isUnreasonableFieldName(name)))
}

/**
 * The posted form, or a thrown 400 (the route's error page, or the fetcher's error) when the body is
 * not a form, has too many fields, names a field in a way no form of ours does, or carries Conform's
 * own fields in a shape Conform did not write.
 */
export async function readFormData(request: Request): Promise<FormData> {
  let formData: FormData
  try {
    formData = await request.formData()
  } catch {
    // Not urlencoded or multipart, or broken on the way: nothing a browser sends from our pages.
    return unreadableForm()
  }
  let count = 0
  for (const [name, value] of formData.entries()) {
    count += 1
    if (count > MAX_FORM_FIELDS) return unreadableForm()
    if (name === INTENT_FIELD) {
      if (!isReasonableIntent(value)) return unreadableForm()
    } else if (name === STATE_FIELD) {
      if (typeof value !== 'string' || !isObject(parsesAsJson(value))) return unreadableForm()
    } else if (isUnreasonableFieldName(name)) {
      return unreadableForm()
    }
  }
  return formData
}

const listFieldsBySchema = new WeakMap<z.ZodTypeAny, Set<string>>()

/** The fields a schema reads as lists: those Conform's constraint marks `multiple`. */
function listFieldsOf(schema: z.ZodTypeAny) {
  let fields = listFieldsBySchema.get(schema)
  if (!fields) {
    const constraint = getZodConstraint(schema) as Record<string, { multiple?: boolean }>
    fields = new Set(Object.keys(constraint).filter((name) => constraint[name]?.multiple))
    listFieldsBySchema.set(schema, fields)
  }
  return fields
}

/**
 * `parseWithZod`, except that:
 * - an intent Conform cannot act on (a list operation on a field that is no list, say), which makes it
 *   throw, gives the 400 instead of a 500;
 * - a field that is not a list but was posted twice comes back in the reply with its first value only,
 *   as a browser would have sent it: Conform would hand the list to a single <select> (or an input) as
 *   its value, which React warns about and renders as "a,b". Done here, not in the components, so that
 *   no page's JavaScript grows for it.
 */
export function parseSubmission<Schema extends z.ZodTypeAny>(
  formData: FormData,
  options: { schema: Schema },
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  let submission: Submission<z.input<Schema>, string[], z.output<Schema>>
  try {
    submission = parseWithZod(formData, options)
  } catch (error) {
    if (formData.has(INTENT_FIELD) || formData.has(STATE_FIELD)) return unreadableForm()
    throw error
  }
  const lists = listFieldsOf(options.schema)
  const reply = submission.reply
  submission.reply = (replyOptions) => {
    const result = reply(replyOptions)
    const initialValue = result.initialValue as Record<string, unknown> | null | undefined
    if (!initialValue) return result
    const single = Object.entries(initialValue).map(([name, value]) => [name, Array.isArray(value) && !lists.has(name) ? value[0] : value])
    return { ...result, initialValue: Object.fromEntries(single) as typeof result.initialValue }
  }
  return submission
}

/**
 * A posted form that carries a file (`<Form encType="multipart/form-data">`), read as it streams
 * (utils/multipart.server.ts) rather than by `request.formData()`: the files come apart from the
 * fields, a file over `maxFileBytes` comes marked `tooLarge` with the rest of the form still read, so
 * that the page answers its message with what was typed kept. The fields pass the same checks as
 * `readFormData`'s. A body that is no form at all is the same 400 page; one past `maxBodyBytes` in all
 * (nothing a person sends from our pages) answers `tooLarge` with no fields.
 */
export async function readUploadForm(
  request: Request,
  options: { fileField: string; maxFileBytes: number; maxBodyBytes: number; maxFiles?: number },
): Promise<{ status: 'read'; formData: FormData; files: UploadedFile[] } | { status: 'too-large' } | { status: 'too-many-files' }> {
  const contentType = request.headers.get('content-type') ?? ''
  // A form without a file input sends urlencoded fields (a script's post, or an old page): fine.
  if (!/^multipart\/form-data/i.test(contentType)) return { status: 'read', formData: await readFormData(request), files: [] }
  const upload = await readMultipartUpload(request, {
    fileField: options.fileField,
    maxFileBytes: options.maxFileBytes,
    maxFiles: options.maxFiles,
    maxFields: MAX_FORM_FIELDS,
    keepReadingPastFileLimit: { maxBodyBytes: options.maxBodyBytes },
  })
  if (upload.status === 'too-large') return { status: 'too-large' }
  if (upload.status === 'too-many-parts') return { status: 'too-many-files' }
  if (upload.status === 'not-multipart') return unreadableForm()
  for (const [name, value] of upload.fields.entries()) {
    if (name === INTENT_FIELD) {
      if (!isReasonableIntent(value)) return unreadableForm()
    } else if (name === STATE_FIELD) {
      if (typeof value !== 'string' || !isObject(parsesAsJson(value))) return unreadableForm()
    } else if (isUnreasonableFieldName(name)) {
      return unreadableForm()
    }
  }
  return { status: 'read', formData: upload.fields, files: upload.files }
}
