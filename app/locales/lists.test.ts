import { describe, expect, test } from 'vitest'
import {
  CONTACT_PAGE_SUBJECTS,
  CPD_CATEGORIES,
  CPD_STATUSES,
  DEFAULT_PRACTITIONER_SPECIALTY,
  EVENT_TYPES_STYLED,
  HOME_CONTACT_SUBJECTS,
  INTERNATIONAL_PARTNER_STATUSES_STYLED,
  LOCAL_PARTNER_STATUSES_STYLED,
  LOCATIONS,
  MEMBERSHIP_STATUSES,
  PILLAR_SPECIALTIES,
} from '#app/domain/constants.ts'
import { MEMBERSHIP_TYPES } from '#app/domain/membership-types.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES } from '#app/domain/listing.ts'
import { CONTENT_TYPE_INFO } from '#app/domain/content-types.ts'
import { EVIDENCE_KINDS } from '#app/domain/application-evidence.ts'
import { EXPENSE_CATEGORIES, EXPENSE_STATUSES, INCOME_CATEGORIES } from '#app/domain/books.ts'
import { resources } from './resources.server.ts'

/**
 * The labels of the fixed lists (lists.json), keyed by the value that is stored: every stored value of
 * every list has one in each language, and the Malay ones are Malay.
 */

const suggestedTrainingLevels = CONTENT_TYPE_INFO.training.fields.find((f) => f.name === 'level')?.suggestions ?? []

type ListName = keyof typeof resources.en.lists
const lists: Array<[ListName, readonly string[]]> = [
  ['locations', LOCATIONS],
  // Energy Medicine: the speciality a listing carries when it names none (DEFAULT_PRACTITIONER_SPECIALTY).
  ['specialties', [...PILLAR_SPECIALTIES, DEFAULT_PRACTITIONER_SPECIALTY]],
  ['cpdCategories', CPD_CATEGORIES],
  ['cpdStatuses', CPD_STATUSES],
  ['membershipTypes', MEMBERSHIP_TYPES],
  ['membershipStatuses', MEMBERSHIP_STATUSES],
  ['homeContactSubjects', HOME_CONTACT_SUBJECTS.map((s) => s.value)],
  ['contactSubjects', CONTACT_PAGE_SUBJECTS.map((s) => s.value)],
  ['eventTypes', EVENT_TYPES_STYLED],
  ['localPartnerStatuses', LOCAL_PARTNER_STATUSES_STYLED],
  ['internationalPartnerStatuses', INTERNATIONAL_PARTNER_STATUSES_STYLED],
  ['trainingLevels', suggestedTrainingLevels],
  ['languages', LISTING_LANGUAGES],
  ['practiceModes', PRACTICE_MODES],
  ['evidence', EVIDENCE_KINDS],
  ['incomeCategories', INCOME_CATEGORIES],
  ['expenseCategories', EXPENSE_CATEGORIES],
  ['expenseStatuses', EXPENSE_STATUSES],
]

/** Labels that are rightly the stored value itself: names of states, territories and countries, and a loanword. */
const SAME_IN_MALAY = new Set([
  ...['Johor', 'Kedah', 'Kelantan', 'Kuala Lumpur', 'Labuan', 'Negeri Sembilan', 'Pahang', 'Perak', 'Perlis', 'Putrajaya'],
  ...['Sabah', 'Sarawak', 'Selangor', 'Terengganu', 'Thailand', 'Indonesia', 'Australia', 'United Kingdom'],
  'Webinar',
  // The national language's own name (the listing's languages, issue 19).
  'Bahasa Malaysia',
])

const labelsOf = (locale: 'en' | 'ms', list: ListName) => resources[locale].lists[list] as Record<string, string>

describe.each(lists)('the labels of lists:%s', (list, values) => {
  test('label every stored value, and nothing else, in both languages', () => {
    expect(values.length).toBeGreaterThan(0)
    expect(Object.keys(labelsOf('en', list)).sort()).toEqual([...values].sort())
    expect(Object.keys(labelsOf('ms', list)).sort()).toEqual([...values].sort())
  })

  test('are distinct, and in Malay in Malay', () => {
    const malay = values.map((v) => labelsOf('ms', list)[v])
    expect(new Set(malay).size).toBe(values.length)
    expect(values.filter((v) => labelsOf('ms', list)[v] === v && !SAME_IN_MALAY.has(v))).toEqual([])
  })
})
