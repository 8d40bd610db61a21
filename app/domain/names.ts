/** "Siti Nurhaliza binti Tarudin" → "SN": the first letters of the first two words, for avatars. */
export function initials(...names: Array<string | null | undefined>): string {
  return names
    .flatMap((n) => (n ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

/**
 * A salutation as a Malay page writes it (issue 33): Mr. is Encik, Ms. Cik, Mrs. Puan; Dr., Prof. and
 * anything else typed stay as they are. English pages keep what was typed.
 */
const MALAY_SALUTATIONS: Record<string, string> = { 'mr.': 'Encik', mr: 'Encik', 'ms.': 'Cik', ms: 'Cik', 'miss': 'Cik', 'mrs.': 'Puan', mrs: 'Puan', 'mdm.': 'Puan', mdm: 'Puan', 'madam': 'Puan' }

export function salutationIn(salutation: string | null | undefined, locale: string): string {
  const typed = (salutation ?? '').trim()
  return locale === 'ms' ? (MALAY_SALUTATIONS[typed.toLowerCase()] ?? typed) : typed
}

/** "Dr. Aminah Yusof", "Encik Hafiz Rahman" on a Malay page: the salutation in the page's language, then the name. */
export function nameWithSalutation(salutation: string | null | undefined, name: string, locale: string): string {
  return [salutationIn(salutation, locale), name].filter(Boolean).join(' ')
}
