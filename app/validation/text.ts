import type { z } from 'zod'
import { message } from './messages.ts'

/**
 * Characters that have no place in text people type into a form: control characters (NUL, BEL, DEL,
 * the C1 range), the bidirectional embeddings, overrides and isolates that make `invoice‮gpj.exe` read
 * as `invoiceexe.jpg` in an admin list or a mail, and UTF-16 halves with no other half (a lone
 * surrogate, which no real text contains and which breaks encoders). Line breaks and tabs belong to
 * multi-line text (a message, a description) only.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/
const TEXT_DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/
/** With the `u` flag a surrogate pair is one code point, so this finds only a half standing alone. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u

export const UNSAFE_TEXT_MESSAGE = message('text.unsafe')

export function hasUnsafeCharacters(value: string, { multiline }: { multiline: boolean }) {
  return (
    CONTROL.test(value) ||
    TEXT_DIRECTION_CONTROL.test(value) ||
    LONE_SURROGATE.test(value) ||
    (!multiline && LINE_BREAK_OR_TAB.test(value))
  )
}

/**
 * The one check of stored text, for every schema of this folder: a name, a title or any other
 * one-line field (`multiline: false`), or a message or description that may keep its line breaks.
 */
export function safeText<T extends z.ZodType<string, z.ZodTypeDef, unknown>>(schema: T, { multiline = false } = {}) {
  return schema.refine((value) => !hasUnsafeCharacters(value, { multiline }), UNSAFE_TEXT_MESSAGE)
}
