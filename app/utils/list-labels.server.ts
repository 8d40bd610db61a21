import type { Locale } from '#app/domain/locale.ts'
import { resources } from '#app/locales/resources.server.ts'

type Lists = typeof resources.en.lists
export type ListName = { [K in keyof Lists]: Lists[K] extends string ? never : K }[keyof Lists]

/**
 * The label of a stored value of a fixed list (lists.json) in a language, for a loader: the server's
 * `useListLabel()`. A value outside the list (a level or a country an administrator typed) shows as it
 * is. Unlike i18next's `t`, it reads the value as a whole, dots and colons included.
 */
export function listLabel(locale: Locale, list: ListName, value: string): string {
  const labels = resources[locale].lists[list] as Record<string, string>
  return Object.hasOwn(labels, value) ? labels[value]! : value
}
