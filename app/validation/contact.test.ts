import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import { contactFormPath as contactFormLink } from '#app/config/paths.ts'
import { contactPrefill } from '#app/domain/contact-links.ts'
import { ContactApiSchema, ContactPageSchema } from './contact.ts'
import { inEnglish } from '#tests/messages.ts'

/** The field errors of a refused submission (undefined when it was accepted). */
const errorsOf = (submission: { status?: string; error?: unknown } | object) =>
  'error' in submission ? inEnglish(submission.error) : undefined

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

const valid = { firstName: ' Aminah ', lastName: 'Tan', email: ' Aminah@Example.COM ', message: 'Hello there' }

describe('ContactPageSchema', () => {
  test('accepts the required fields, trims them and lower-cases the e-mail', () => {
    const submission = parseWithZod(form({ ...valid, subject: 'general' }), { schema: ContactPageSchema })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      firstName: 'Aminah',
      lastName: 'Tan',
      email: 'aminah@example.com',
      subject: 'general',
      message: 'Hello there',
    })
  })

  test('names each missing field with its own message', () => {
    const submission = parseWithZod(form({ firstName: '', lastName: '  ', email: 'nope', subject: 'general', message: '' }), {
      schema: ContactPageSchema,
    })
    expect(submission.status).toBe('error')
    expect(errorsOf(submission)).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
      message: ['Message is required'],
    })
  })

  test('refuses a message over 5,000 characters', () => {
    const submission = parseWithZod(form({ ...valid, subject: 'general', message: 'x'.repeat(5001) }), { schema: ContactPageSchema })
    expect(errorsOf(submission)).toEqual({ message: ['Message must be at most 5,000 characters'] })
  })

  test('requires a subject from the contact page list', () => {
    expect(errorsOf(parseWithZod(form(valid), { schema: ContactPageSchema }))).toEqual({ subject: ['Please choose a subject'] })
    expect(errorsOf(parseWithZod(form({ ...valid, subject: 'certification' }), { schema: ContactPageSchema }))).toEqual({
      subject: ['Please choose a subject'],
    })
    expect(parseWithZod(form({ ...valid, subject: 'media' }), { schema: ContactPageSchema }).status).toBe('success')
  })

  test('phone and the newsletter opt-in are optional; a ticked box reads as true', () => {
    const submission = parseWithZod(form({ ...valid, subject: 'training', phone: '+60 12-345 6789', newsletter: 'on' }), {
      schema: ContactPageSchema,
    })
    expect(submission.status === 'success' && submission.value).toMatchObject({ phone: '+60 12-345 6789', newsletter: true })
    const bare = parseWithZod(form({ ...valid, subject: 'training', phone: '' }), { schema: ContactPageSchema })
    expect(bare.status === 'success' && bare.value).not.toHaveProperty('newsletter', true)
  })

  test('refuses a phone number that is not one', () => {
    const submission = parseWithZod(form({ ...valid, subject: 'general', phone: 'call me maybe' }), { schema: ContactPageSchema })
    expect(errorsOf(submission)).toEqual({ phone: ['Please enter a valid phone number'] })
    expect(parseWithZod(form({ ...valid, subject: 'general', phone: '12' }), { schema: ContactPageSchema }).status).toBe('error')
  })
})

describe('ContactApiSchema', () => {
  test('accepts JSON from either form, with or without a subject', () => {
    expect(ContactApiSchema.safeParse({ ...valid, subject: 'certification' }).success).toBe(true)
    expect(ContactApiSchema.safeParse({ ...valid, subject: 'partnership', newsletter: true }).success).toBe(true)
    expect(ContactApiSchema.safeParse({ ...valid, subject: '' }).success).toBe(true)
    expect(ContactApiSchema.safeParse(valid).success).toBe(true)
  })

  test('refuses wrong types and unknown subjects with the field messages', () => {
    const result = ContactApiSchema.safeParse({ firstName: 42, email: 'x', subject: 'spam', message: '' })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), inEnglish(i.message)]))
    expect(messages).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      subject: 'Please choose a subject from the list',
      message: 'Message is required',
    })
  })
})

describe('contactPrefill', () => {
  test('a training event link preselects training and writes the registration sentence', () => {
    const params = new URLSearchParams({ subject: 'training', event: 'Sound Healing Workshop' })
    expect(contactPrefill(params)).toEqual({ subject: 'training', message: 'I would like to register for Sound Healing Workshop.' })
  })

  test('ignores an unknown subject and keeps a given message', () => {
    expect(contactPrefill(new URLSearchParams({ subject: 'hack', message: ' Hello ' }))).toEqual({ subject: '', message: 'Hello' })
    expect(contactPrefill(new URLSearchParams())).toEqual({ subject: '', message: '' })
  })

  test('contactFormLink builds a link the prefill reads back', () => {
    const link = contactFormLink({ subject: 'partnership', message: 'I would like to become a Gold Sponsor & more.' })
    expect(link.endsWith('#contact-form')).toBe(true)
    const params = new URL(link, 'http://x').searchParams
    expect(contactPrefill(params)).toEqual({ subject: 'partnership', message: 'I would like to become a Gold Sponsor & more.' })
  })
})
