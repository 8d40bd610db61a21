import enMessages from '#app/locales/en/messages.json'
import enValidation from '#app/locales/en/validation.json'
import { interpolate, lookup, type TranslationKey, type Values } from '#app/locales/translate.ts'
import type { PageStrings } from '#app/locales/types.ts'

const ENGLISH = { validation: enValidation, messages: enMessages } as PageStrings

/**
 * A sentence that schemas, services and actions answer with, in English from the catalogues
 * (app/locales/en/validation.json for field messages, messages.json for outcomes and toasts): the spec's
 * words, which the API's clients rely on. Each door gives it in the request's language on its way out
 * (server/answer-language.ts, the root loader's toast), by finding this key from the English words.
 *
 * ```ts
 * z.string().email(message('email.invalid'))                  // 'Invalid email address'
 * message('text.tooLong', { max: 100 })                       // 'Please keep this under 100 characters'
 * message('messages:listing.created')                         // 'Member created successfully'
 * ```
 */
export function message(key: TranslationKey<'validation'>, values?: Values): string {
  const found = lookup(ENGLISH, 'en', key, 'validation', values)
  if (found === null) throw new Error(`No English message ${key} in app/locales/en/validation.json or messages.json`)
  return interpolate(found, values)
}

/** Each key of an object of message keys as its English sentence: `messagesOf(contentMessageKeys('news')).created`. */
export function messagesOf<K extends string>(keys: Record<K, TranslationKey<'validation'>>): Record<K, string> {
  return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, message(key as never)])) as Record<K, string>
}
