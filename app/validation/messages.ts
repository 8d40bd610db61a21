import enMessages from '#app/locales/en/messages.json'
import enValidation from '#app/locales/en/validation.json'
import { lookup, type TranslationKey, type Values } from '#app/locales/translate.ts'
import type { PageStrings } from '#app/locales/types.ts'

const ENGLISH = { validation: enValidation, messages: enMessages } as PageStrings

/** The marks around a message key in the text schemas, services and actions answer with. */
export const MESSAGE_OPEN = '⟦'
export const MESSAGE_CLOSE = '⟧'

/**
 * A message that schemas, services and actions answer with, as its key and values (issue 32): zod,
 * Conform and thrown errors carry text, so the key travels as text, `⟦validation:text.tooLong|…⟧`
 * (the values JSON, percent-encoded). Each door translates it once, in its reader's language
 * (`translateMessages` in utils/i18n.server.ts: the answers of actions and the API, the toast, a CSV
 * report); nothing reads it back from English words. The keys live in app/locales/{en,ms}/validation.json
 * (field messages) and messages.json (outcomes and toasts); a key that is in neither throws here.
 *
 * ```ts
 * z.string().email(message('email.invalid'))                  // 'Invalid email address' at the door
 * message('text.tooLong', { max: 100 })                       // 'Please keep this under 100 characters'
 * message('messages:listing.created')                         // 'Member created successfully'
 * ```
 */
export function message(key: TranslationKey<'validation'>, values?: Values): string {
  const full = key.includes(':') ? key : `validation:${key}`
  if (lookup(ENGLISH, 'en', full, 'validation', values) === null) {
    throw new Error(`No English message ${key} in app/locales/en/validation.json or messages.json`)
  }
  const encoded = values && Object.keys(values).length ? `|${encodeURIComponent(JSON.stringify(values))}` : ''
  return `${MESSAGE_OPEN}${full}${encoded}${MESSAGE_CLOSE}`
}

/** Each key of an object of message keys as its message: `messagesOf(contentMessageKeys('news')).created`. */
export function messagesOf<K extends string>(keys: Record<K, TranslationKey<'validation'>>): Record<K, string> {
  return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, message(key as never)])) as Record<K, string>
}
