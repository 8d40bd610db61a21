import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { contentFor, contentSets, type ContentSet } from './index.ts'

/**
 * Every English content module against its Malay twin: the same exports, keys and array lengths; the same
 * addresses, e-mail addresses, numbers, flags, stored values and proper names; every text present and not
 * left in English (short ones too: a one-word label is as visible as a paragraph); the same figures inside
 * each text.
 */

/** Paths whose strings are names or stored values, the same in every language (`[]` stands for any item). */
const KEPT_AS_IS = new Set([
  'exco.excoMembers[].name',
  'exco.excoMembers[].organisation',
  'exco.excoMembers[].initials',
  'training.approvedProviders[].name',
  'advocacy.campaigns[].status',
  'advocacy.policyRecommendations[].status',
  'training.upcomingEvents[].type',
  'training.upcomingEvents[].level',
  // The stored membership type (the page shows its label from lists.json).
  'membership.membershipTypes[].type',
])

/** Texts that are rightly the same in Malay: names of places, people and brands, and titles Malay shares. */
const SAME_IN_BOTH = new Set([
  'Malaysia',
  'Thailand',
  'Australia',
  'United Kingdom',
  'Kuala Lumpur',
  'Penampang, Sabah',
  'Kota Kinabalu, Sabah',
  'PayPal',
  'Dr.',
  "Dato'",
  'Puan',
  'Encik',
  'Dr. Juliana Gontusan',
  "Dato' Kamarul Ariffin bin Zainal",
])

/** Query parameters of an address that carry words (a message the contact form starts with, an event's title). */
const WORDED_PARAMETERS = new Set(['message', 'event'])

/** How each exported function is tried: lists of arguments, taken from the same language's content. */
const SAMPLE_CALLS: Record<string, (content: ContentSet) => unknown[][]> = {
  'donate.supportProgrammeLink': (c) => c.donate.programmes.map((p) => [p.title]),
  'donate.sponsorLink': (c) => c.donate.sponsorTiers.map((s) => [s.tier]),
  'membership.formatFee': (c) => [[1000], [50], [null], [null, c.membership.membershipTypes[7]!.entryFeeNote]],
  'resources.matchesQuery': (c) => [
    [c.resources.downloads[0], ''],
    [c.resources.downloads[0], c.resources.downloads[0]!.title.split(' ')[0]],
    [c.resources.downloads[0], 'zzzz'],
  ],
  'training.registerLink': (c) => c.training.upcomingEvents.map((e) => [e]),
  'training.programmeEnquiryLink': () => [['Reiki Level 1']],
}

/** No words but figures, signs and the currency ('RM 5,000 – 9,999', '2025–2027', '03-7627 2929'). */
const isFigure = (text: string) => !/\p{L}/u.test(text.replace(/\bRM\b/g, ''))
const figures = (text: string) => (text.match(/\d+/g) ?? []).sort()
const isAddress = (text: string) => /^(https?:\/\/|\/)/.test(text)
const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)

function kindOf(value: unknown) {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** What differs between an English value and its translation, one line per problem. */
function translationProblems(english: unknown, malay: unknown, path: string, problems: string[] = []): string[] {
  const pattern = path.replace(/\[\d+\]/g, '[]')
  if (kindOf(english) !== kindOf(malay)) {
    problems.push(`${path}: ${kindOf(english)} in English, ${kindOf(malay)} in Malay`)
    return problems
  }
  if (Array.isArray(english) && Array.isArray(malay)) {
    if (english.length !== malay.length) problems.push(`${path}: ${english.length} items in English, ${malay.length} in Malay`)
    english.slice(0, malay.length).forEach((item, i) => translationProblems(item, malay[i], `${path}[${i}]`, problems))
  } else if (typeof english === 'function' && typeof malay === 'function') {
    if (english.length !== malay.length) problems.push(`${path}: takes ${english.length} arguments in English, ${malay.length} in Malay`)
    const samples = SAMPLE_CALLS[path]
    if (!samples) {
      problems.push(`${path}: a function with no sample call in SAMPLE_CALLS`)
      return problems
    }
    const englishCalls = samples(contentSets.en)
    const malayCalls = samples(contentSets.ms)
    englishCalls.forEach((args, i) =>
      translationProblems(english(...args), malay(...(malayCalls[i] ?? [])), `${path}(#${i + 1})`, problems),
    )
  } else if (typeof english === 'object' && english !== null && typeof malay === 'object' && malay !== null) {
    const englishKeys = Object.keys(english)
    const malayKeys = new Set(Object.keys(malay))
    for (const key of englishKeys) {
      if (!malayKeys.has(key)) problems.push(`${path}.${key}: missing in Malay`)
      else translationProblems((english as Record<string, unknown>)[key], (malay as Record<string, unknown>)[key], `${path}.${key}`, problems)
    }
    for (const key of malayKeys) if (!englishKeys.includes(key)) problems.push(`${path}.${key}: missing in English`)
  } else if (typeof english === 'string' && typeof malay === 'string') {
    stringProblems(english, malay, path, pattern, problems)
  } else if (english !== malay) {
    problems.push(`${path}: ${String(english)} in English, ${String(malay)} in Malay`)
  }
  return problems
}

function stringProblems(english: string, malay: string, path: string, pattern: string, problems: string[]) {
  if (KEPT_AS_IS.has(pattern) || isEmail(english) || isFigure(english)) {
    if (english !== malay) problems.push(`${path}: should stay "${english}", is "${malay}"`)
  } else if (isAddress(english)) {
    addressProblems(english, malay, path, problems)
  } else {
    textProblems(english, malay, path, problems)
  }
}

function textProblems(english: string, malay: string, path: string, problems: string[]) {
  if (!malay.trim()) problems.push(`${path}: empty in Malay`)
  else if (malay === english && !SAME_IN_BOTH.has(english)) {
    problems.push(`${path}: left in English: "${english}"`)
  }
  if (figures(english).join(' ') !== figures(malay).join(' ')) {
    problems.push(`${path}: figures ${figures(english).join(' ')} in English, ${figures(malay).join(' ')} in Malay`)
  }
}

/** The same page, anchor and parameters; the words a parameter carries are text. */
function addressProblems(english: string, malay: string, path: string, problems: string[]) {
  const a = new URL(english, 'http://empam.test')
  const b = new URL(malay, 'http://empam.test')
  if (a.origin + a.pathname + a.hash !== b.origin + b.pathname + b.hash) {
    problems.push(`${path}: leads to "${english}" in English, "${malay}" in Malay`)
    return
  }
  const names = [...a.searchParams.keys()]
  if (names.join('&') !== [...b.searchParams.keys()].join('&')) {
    problems.push(`${path}: parameters ${names.join('&')} in English, ${[...b.searchParams.keys()].join('&')} in Malay`)
    return
  }
  for (const name of names) {
    const [en, ms] = [a.searchParams.get(name) ?? '', b.searchParams.get(name) ?? '']
    if (WORDED_PARAMETERS.has(name)) textProblems(en, ms, `${path}?${name}`, problems)
    else if (en !== ms) problems.push(`${path}?${name}: "${en}" in English, "${ms}" in Malay`)
  }
}

const camelCase = (file: string) => file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
const contentFiles = (folder: URL) =>
  readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')

describe('the Malay content', () => {
  test('every English content module has a Malay twin, and both are in the content sets', () => {
    const english = contentFiles(new URL('./', import.meta.url)).map(camelCase).sort()
    const malay = contentFiles(new URL('./ms/', import.meta.url)).map(camelCase).sort()
    expect(malay).toEqual(english)
    expect(Object.keys(contentSets.en).sort()).toEqual(english)
    expect(Object.keys(contentSets.ms).sort()).toEqual(english)
  })

  test.each(Object.keys(contentSets.en))('%s: same shape, same values, every text translated', (name) => {
    const key = name as keyof ContentSet
    expect(translationProblems(contentSets.en[key], contentSets.ms[key], name)).toEqual([])
  })

  test('contentFor gives each language its own set', () => {
    expect(contentFor('ms').about.vision).toBe(contentSets.ms.about.vision)
    expect(contentFor('en').about.vision).toBe(contentSets.en.about.vision)
    expect(contentFor('ms').about.vision).not.toBe(contentFor('en').about.vision)
  })

  test('the association is named by its registered Malay name', () => {
    expect(contentFor('ms').about.aboutIntro[0]).toMatch(/^Persatuan Pengamal Perubatan Tenaga Malaysia \(EMPAM\)/)
  })

  test('the resources search finds Malay words in the Malay lists', () => {
    const { legalReferences, matchesQuery } = contentFor('ms').resources
    expect(legalReferences.filter((r) => matchesQuery(r, 'perlindungan data')).map((r) => r.title)).toEqual([
      'Akta Perlindungan Data Peribadi 2010 (Akta 709)',
    ])
  })
})

describe('the comparison itself', () => {
  const english = {
    title: 'Join the association',
    to: '/contact?subject=general&message=I+would+like+to+help#contact-form',
    email: 'info@empam.org.my',
    hours: '20 hours a year',
    items: ['One', 'Two'],
    fee: 100,
    role: 'Treasurer',
    status: 'Ongoing',
  }

  test('a faithful translation passes', () => {
    const malay = {
      title: 'Sertai persatuan',
      to: '/contact?subject=general&message=Saya+ingin+membantu#contact-form',
      email: 'info@empam.org.my',
      hours: '20 jam setahun',
      items: ['Satu', 'Dua'],
      fee: 100,
      role: 'Bendahari',
      status: 'Sedang berjalan',
    }
    expect(translationProblems(english, malay, 'x')).toEqual([])
  })

  test('missing and extra keys, lengths, changed values, untranslated text and wrong figures all fail', () => {
    const malay = {
      title: 'Join the association',
      to: '/contact?subject=training&message=I+would+like+to+help#contact-form',
      email: 'info@empam.my',
      hours: '21 jam setahun',
      items: ['Satu'],
      fee: 150,
      role: 'Treasurer',
      extra: 'Tambahan',
    }
    expect(translationProblems(english, malay, 'x')).toEqual([
      'x.title: left in English: "Join the association"',
      'x.to?subject: "general" in English, "training" in Malay',
      'x.to?message: left in English: "I would like to help"',
      'x.email: should stay "info@empam.org.my", is "info@empam.my"',
      'x.hours: figures 20 in English, 21 in Malay',
      'x.items: 2 items in English, 1 in Malay',
      'x.fee: 100 in English, 150 in Malay',
      'x.role: left in English: "Treasurer"',
      'x.status: missing in Malay',
      'x.extra: missing in English',
    ])
  })
})
