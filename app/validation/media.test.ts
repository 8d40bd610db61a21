import { describe, expect, test } from 'vitest'
import { MediaUploadFieldsSchema } from './media.ts'
import { UPLOAD_MESSAGES } from './upload-messages.ts'
import { inEnglish } from '#tests/messages.ts'

describe('the fields that come with an upload', () => {
  test('alt is optional and trimmed; the purpose defaults to general; visibility is left to the purpose', () => {
    expect(MediaUploadFieldsSchema.parse({})).toEqual({ alt: '', purpose: 'general' })
    expect(MediaUploadFieldsSchema.parse({ alt: '  The hall  ', visibility: 'private', purpose: 'cpd-evidence' })).toEqual({
      alt: 'The hall',
      visibility: 'private',
      purpose: 'cpd-evidence',
    })
  })

  test('refuses a long or unsafe description, an unknown visibility or purpose, with the messages the form shows', () => {
    const errors = (input: unknown) => MediaUploadFieldsSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${inEnglish(i.message)}`)
    expect(errors({ alt: 'x'.repeat(301) })).toEqual([`alt: ${inEnglish(UPLOAD_MESSAGES.altTooLong)}`])
    expect(errors({ alt: 'photo\u202Egpj.exe' })?.[0]).toMatch(/^alt: Please remove invisible/)
    expect(errors({ visibility: 'everyone' })).toEqual([`visibility: ${inEnglish(UPLOAD_MESSAGES.visibility)}`])
    expect(errors({ purpose: 'avatar' })).toEqual([`purpose: ${inEnglish(UPLOAD_MESSAGES.purpose)}`])
    expect(errors({ alt: { $gt: '' } })).toEqual([`alt: ${inEnglish(UPLOAD_MESSAGES.altTooLong)}`])
  })
})
