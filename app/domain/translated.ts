/**
 * The shape a translation of a content export must have: the English export's shape with every single
 * string literal widened to `string` (so the words may change), while everything else stays exactly as in
 * English — array and tuple lengths, object keys, numbers, booleans, and unions of string literals (the
 * stored enum values such as a campaign's status, which pages use as keys). A module written against it
 * (`export const vision: Translated<typeof en.vision> = …`) cannot drop a key, an item or a number.
 */
export type Translated<T> = [T] extends [(...args: never[]) => unknown]
  ? T
  : [T] extends [string]
    ? string extends T
      ? string
      : IsUnion<T> extends true
        ? T
        : string
    : [T] extends [object]
      ? { readonly [K in keyof T]: Translated<T[K]> }
      : T

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never
