import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import { site } from '#app/config/site.ts'
import { LISTING_MESSAGES } from './admin-messages.ts'
import { EXPERIENCE_MESSAGE, parseExperience, ListingSchema, RATING_MESSAGE } from './listing.ts'
import { inEnglish } from '#tests/messages.ts'

/** The messages per field, as the JSON API reports them ('form' for the whole body). */
function errorsOf(value: unknown): Record<string, string[]> {
  const result = ListingSchema.safeParse(value)
  if (result.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of result.error.issues) (out[issue.path.join('.') || 'form'] ??= []).push(inEnglish(issue.message))
  return out
}

function formSubmission(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) formData.append(key, value)
  return parseWithZod(formData, { schema: ListingSchema })
}

function formValueOf(fields: Record<string, string>) {
  const submission = formSubmission(fields)
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.reply().error))
  return submission.value
}

const minimal = { name: 'Juliana Gontusan', email: 'Juliana@Example.com' }

describe('name and email gate saving', () => {
  test('the form says "Name and email are required" and names each missing field', () => {
    const submission = formSubmission({ name: '', email: '', state: 'Sabah' })
    expect(inEnglish(submission.reply().error)).toEqual({
      '': [inEnglish(LISTING_MESSAGES.nameAndEmailRequired)],
      name: ['Name is required'],
      email: ['Invalid email address'],
    })
  })

  test('one of them missing is enough for the form-level message, even with another field wrong too', () => {
    expect(errorsOf({ name: 'Juliana', rating: 500 })).toEqual({
      form: [inEnglish(LISTING_MESSAGES.nameAndEmailRequired)],
      email: ['Invalid email address'],
      rating: [inEnglish(RATING_MESSAGE)],
    })
    expect(errorsOf({ email: 'a@example.com', name: '   ' })).toEqual({
      form: [inEnglish(LISTING_MESSAGES.nameAndEmailRequired)],
      name: ['Name is required'],
    })
  })

  test('a malformed email is only a field message', () => {
    expect(errorsOf({ name: 'Juliana', email: 'not-an-email' })).toEqual({ email: ['Invalid email address'] })
  })

  test('state, location and description are not required', () => {
    expect(errorsOf(minimal)).toEqual({})
  })
})

describe('defaults on save (spec section 5)', () => {
  test('a form with only name and email', () => {
    expect(formValueOf(minimal)).toEqual({
      salutation: '',
      name: 'Juliana Gontusan',
      title: '',
      businessName: '',
      membershipId: '',
      email: 'juliana@example.com',
      phone: '',
      state: '',
      country: 'Malaysia',
      location: '',
      experience: 0,
      certification: '',
      specialties: ['Energy Medicine'],
      description: '',
      rating: 0,
      reviewCount: 0,
      imageUrl: site.defaultListingImage,
      isActive: undefined,
    })
  })

  test('JSON with only name and email gets the same defaults', () => {
    const value = ListingSchema.parse(minimal)
    expect(value).toMatchObject({ country: 'Malaysia', rating: 0, reviewCount: 0, phone: '', specialties: ['Energy Medicine'] })
    expect(value.imageUrl).toBe(site.defaultListingImage)
  })

  test('the box ticked is true', () => {
    expect(formValueOf({ ...minimal, isActive: 'on' }).isActive).toBe(true)
    expect(ListingSchema.parse({ ...minimal, isActive: false }).isActive).toBe(false)
  })
})

describe('years of experience are read as a whole number; anything else is 0', () => {
  test.each([
    ['12', 12],
    ['12 years', 12],
    [' 7 ', 7],
    ['', 0],
    ['abc', 0],
    ['twelve', 0],
  ])('%j gives %d', (input, expected) => {
    expect(formValueOf({ ...minimal, experience: input }).experience).toBe(expected)
  })

  test('JSON numbers lose their fraction; other types are 0', () => {
    expect(ListingSchema.parse({ ...minimal, experience: 12.7 }).experience).toBe(12)
    expect(ListingSchema.parse({ ...minimal, experience: null }).experience).toBe(0)
    expect(parseExperience(Number.NaN)).toBe(0)
  })

  test('below 0 or above 80 is refused', () => {
    expect(errorsOf({ ...minimal, experience: '-3' })).toEqual({ experience: [inEnglish(EXPERIENCE_MESSAGE)] })
    expect(errorsOf({ ...minimal, experience: 81 })).toEqual({ experience: [inEnglish(EXPERIENCE_MESSAGE)] })
  })
})

describe('specialities', () => {
  test('comma separated, trimmed, blanks and repeats dropped', () => {
    expect(formValueOf({ ...minimal, specialties: ' Reiki , , Body,reiki ,' }).specialties).toEqual(['Reiki', 'Body'])
  })

  test('none given: Energy Medicine', () => {
    expect(formValueOf({ ...minimal, specialties: ' , ' }).specialties).toEqual(['Energy Medicine'])
  })

  test('JSON may send a list', () => {
    expect(ListingSchema.parse({ ...minimal, specialties: ['Soul', ' ', 'Water/Beverage'] }).specialties).toEqual(['Soul', 'Water/Beverage'])
    expect(errorsOf({ ...minimal, specialties: [1, 2] })).toEqual({
      specialties: ['Specialities must be text separated by commas, or a list of text'],
    })
  })

  test('at most 20, each at most 60 characters', () => {
    const many = Array.from({ length: 21 }, (_, i) => `Speciality ${i}`).join(', ')
    expect(errorsOf({ ...minimal, specialties: many })).toEqual({ specialties: ['At most 20 specialities'] })
    expect(errorsOf({ ...minimal, specialties: 'x'.repeat(61) })).toEqual({
      specialties: ['Each speciality must be at most 60 characters'],
    })
  })
})

describe('the other fields', () => {
  test('a membership ID is upper-cased and must look like EMP001; blank means "the next free one"', () => {
    expect(formValueOf({ ...minimal, membershipId: ' emp042 ' }).membershipId).toBe('EMP042')
    expect(errorsOf({ ...minimal, membershipId: 'XYZ1' })).toEqual({ membershipId: [inEnglish(LISTING_MESSAGES.membershipIdFormat)] })
    expect(errorsOf({ ...minimal, membershipId: 'EMP1' })).toEqual({ membershipId: [inEnglish(LISTING_MESSAGES.membershipIdFormat)] })
    expect(formValueOf({ ...minimal, membershipId: '' }).membershipId).toBe('')
  })

  test('rating is whole tenths from 0 to 100; reviews a whole number', () => {
    expect(formValueOf({ ...minimal, rating: '87', reviewCount: '23' })).toMatchObject({ rating: 87, reviewCount: 23 })
    expect(errorsOf({ ...minimal, rating: 8.7 })).toEqual({ rating: [inEnglish(RATING_MESSAGE)] })
    expect(errorsOf({ ...minimal, rating: 101 })).toEqual({ rating: [inEnglish(RATING_MESSAGE)] })
    expect(inEnglish(formSubmission({ ...minimal, rating: 'high' }).reply().error)).toEqual({ rating: [inEnglish(RATING_MESSAGE)] })
    expect(errorsOf({ ...minimal, reviewCount: -1 })).toEqual({ reviewCount: ['Number of reviews must be a whole number of 0 or more'] })
  })

  test('state is one of the locations', () => {
    expect(formValueOf({ ...minimal, state: 'Sabah' }).state).toBe('Sabah')
    expect(errorsOf({ ...minimal, state: 'Atlantis' })).toEqual({ state: ['Select a location from the list'] })
  })

  test('the photo is a web address or a picture of this site', () => {
    expect(formValueOf({ ...minimal, imageUrl: 'https://example.com/a.jpg' }).imageUrl).toBe('https://example.com/a.jpg')
    expect(formValueOf({ ...minimal, imageUrl: '/images/exco-2025.svg' }).imageUrl).toBe('/images/exco-2025.svg')
    expect(errorsOf({ ...minimal, imageUrl: 'javascript:alert(1)' })).toEqual({ imageUrl: ['Invalid URL'] })
    expect(errorsOf({ ...minimal, imageUrl: '//evil.example/x.png' })).toEqual({ imageUrl: ['Invalid URL'] })
  })

  test('unknown keys are dropped', () => {
    expect(ListingSchema.parse({ ...minimal, _id: 'x', createdAt: 'then' })).not.toHaveProperty('_id')
  })
})
