import { translateMessagesInJson } from '#app/utils/i18n.server.ts'

/**
 * A value's messages as an English reader gets them at the door (schemas and services answer with
 * message keys, validation/messages.ts): for tests that read a schema's or a service's answer directly.
 */
export function inEnglish<T>(value: T): T {
  if (value === undefined) return value
  return JSON.parse(translateMessagesInJson(JSON.stringify(value), 'en')) as T
}
