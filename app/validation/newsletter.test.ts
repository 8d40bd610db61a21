import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import { NewsletterSchema } from './newsletter.ts'
import { inEnglish } from '#tests/messages.ts'

/** The field errors of a refused submission (undefined when it was accepted). */
const errorsOf = (submission: { status?: string; error?: unknown } | object) =>
  'error' in submission ? inEnglish(submission.error) : undefined

describe('NewsletterSchema', () => {
  test('trims and lower-cases a valid address', () => {
    const data = new FormData()
    data.set('email', '  Reader@Example.MY ')
    const submission = parseWithZod(data, { schema: NewsletterSchema })
    expect(submission.status === 'success' && submission.value).toEqual({ email: 'reader@example.my' })
  })

  test('refuses a missing or malformed address with the spec message', () => {
    for (const email of ['', 'reader', 'reader@', '@example.com']) {
      const data = new FormData()
      data.set('email', email)
      expect(errorsOf(parseWithZod(data, { schema: NewsletterSchema }))).toEqual({ email: ['Invalid email address'] })
    }
    expect(inEnglish(NewsletterSchema.safeParse({}).error?.issues[0]?.message)).toBe('Invalid email address')
  })
})
