/**
 * Finds English a reader would meet on a page served in Malay: the text of every element and the
 * attributes a person reads or hears (alt, title, aria-label, placeholder, a meta description), leaving
 * out scripts and any element marked `lang="en"` (content written only in English, or a name, which the
 * page says is English). A passage counts as English when it holds two or more distinct words that are
 * common in English and never Malay words, which Malay text does not do; names and codes pass. A
 * short label ("Save", "Sign In") is caught by the catalogue instead: the site's English strings that
 * no Malay string reads the same.
 */

const ENGLISH_ONLY_WORDS = new Set([
  'the', 'and', 'your', 'you', 'with', 'this', 'that', 'for', 'of', 'to', 'is', 'are', 'please', 'not',
  'has', 'have', 'will', 'an', 'or', 'in', 'on', 'at', 'by', 'be', 'from', 'our', 'we', 'it', 'its',
  'was', 'were', 'can', 'no', 'yet', 'all', 'any', 'here', 'there', 'what', 'who', 'which', 'when',
])
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'template', 'noscript'])
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder']

function decode(text: string) {
  return text
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
}

export function looksEnglish(passage: string) {
  const words = new Set(passage.toLowerCase().match(/[a-z']+/g) ?? [])
  let found = 0
  for (const word of words) if (ENGLISH_ONLY_WORDS.has(word)) found += 1
  return found >= 2
}

function attribute(tag: string, name: string) {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
  return match ? decode(match[1]!) : undefined
}

/** The passages of the page's body and head that read as English, outside `lang="en"` elements. */
export function englishPassages(html: string, catalogue: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = []
  // Each open element: its name and whether it (or an ancestor) is marked English or skipped.
  const open: { name: string; quiet: boolean }[] = []
  const quiet = () => open.at(-1)?.quiet ?? false
  const tokens = html.replace(/<!--(?! -->)[\s\S]*?-->/g, '').split(/(<[^>]+>)/)
  for (const token of tokens) {
    if (!token) continue
    if (!token.startsWith('<')) {
      const text = decode(token).trim()
      if (text && !quiet() && (looksEnglish(text) || catalogue.has(text))) found.push(text)
      continue
    }
    const closing = /^<\/([a-zA-Z0-9-]+)/.exec(token)
    if (closing) {
      const name = closing[1]!.toLowerCase()
      const at = open.map((e) => e.name).lastIndexOf(name)
      if (at >= 0) open.length = at
      continue
    }
    const opening = /^<([a-zA-Z0-9-]+)/.exec(token)
    if (!opening) continue
    const name = opening[1]!.toLowerCase()
    const lang = attribute(token, 'lang')
    const isQuiet = quiet() || SKIPPED_ELEMENTS.has(name) || (lang !== undefined && lang.startsWith('en') && name !== 'html')
    if (!isQuiet) {
      for (const read of READ_ATTRIBUTES) {
        const value = attribute(token, read)
        if (value && (looksEnglish(value) || catalogue.has(value))) found.push(`[${read}] ${value}`)
      }
      if (name === 'meta' && /name="description"|property="og:description"/.test(token)) {
        const value = attribute(token, 'content')
        if (value && looksEnglish(value)) found.push(`[meta] ${value}`)
      }
    }
    if (!VOID_ELEMENTS.has(name) && !token.endsWith('/>')) open.push({ name, quiet: isQuiet })
  }
  return [...new Set(found)]
}

/** The English catalogue's strings whose Malay differs: a page in Malay showing one shows an untranslated label. */
export function englishOnlyStrings(english: object, malay: object): Set<string> {
  const leaves = (tree: object): string[] =>
    Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? leaves(value) : []))
  const malayStrings = new Set(leaves(malay))
  return new Set(leaves(english).filter((text) => !/[{<]/.test(text) && /[a-z]{3}/i.test(text) && !malayStrings.has(text)))
}
