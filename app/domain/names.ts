/** "Siti Nurhaliza binti Tarudin" → "SN": the first letters of the first two words, for avatars. */
export function initials(...names: Array<string | null | undefined>): string {
  return names
    .flatMap((n) => (n ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}
