import { describe, expect, test } from 'vitest'
import { formatFileSize } from '#app/domain/member-resources.ts'
import { isHttpsAddress, MEMBER_RESOURCE_MESSAGES, MemberResourcePublishSchema, MemberResourceSchema } from './member-resource.ts'

const errorsOf = (input: unknown) => {
  const result = MemberResourceSchema.safeParse(input)
  return result.success ? null : result.error.flatten().fieldErrors
}

describe('a member resource as an administrator writes it', () => {
  test('a link needs an https address; a document drops any address', () => {
    expect(errorsOf({ kind: 'link', title: 'AGM' })).toEqual({ url: [MEMBER_RESOURCE_MESSAGES.urlRequired] })
    for (const url of ['http://example.org/x', 'javascript:alert(1)', 'data:text/html,x', 'https://', 'ftp://example.org']) {
      expect(errorsOf({ kind: 'link', title: 'AGM', url }), url).toEqual({ url: [MEMBER_RESOURCE_MESSAGES.urlHttps] })
    }
    expect(MemberResourceSchema.parse({ kind: 'link', title: ' AGM ', url: 'https://video.example.org/agm' })).toMatchObject({ title: 'AGM', url: 'https://video.example.org/agm', published: false, sortOrder: 0 })
    expect(MemberResourceSchema.parse({ kind: 'document', title: 'Handbook', url: 'https://example.org' }).url).toBe('')
  })

  test('the kind, the title, the order and the published flag are checked', () => {
    expect(errorsOf({ kind: 'video', title: 'x' })?.kind).toEqual([MEMBER_RESOURCE_MESSAGES.kind])
    expect(errorsOf({ kind: 'document', title: '   ' })?.title).toBeTruthy()
    expect(errorsOf({ kind: 'document', title: 'x', sortOrder: 1.5 })?.sortOrder).toEqual([MEMBER_RESOURCE_MESSAGES.sortOrder])
    expect(errorsOf({ kind: 'document', title: 'x', sortOrder: 1000 })?.sortOrder).toEqual([MEMBER_RESOURCE_MESSAGES.sortOrder])
    expect(errorsOf({ kind: 'document', title: 'x', published: 'yes' })?.published).toEqual([MEMBER_RESOURCE_MESSAGES.published])
    expect(errorsOf({ kind: 'document', title: 'x\u202Ey' })?.title).toBeTruthy()
    expect(MemberResourcePublishSchema.safeParse({}).success).toBe(false)
  })

  test('https addresses', () => {
    expect(isHttpsAddress('https://www.who.int/publications/i/item/9789241506096')).toBe(true)
    expect(isHttpsAddress('HTTPS://EXAMPLE.ORG')).toBe(true)
    expect(isHttpsAddress('https:/example.org')).toBe(false)
  })
})

describe('a download size as a person reads it', () => {
  test('bytes, kilobytes and megabytes, in the page language', () => {
    expect(formatFileSize(900, 'en')).toBe('900 B')
    expect(formatFileSize(150_000, 'en')).toBe('150 KB')
    expect(formatFileSize(1_250_000, 'en')).toBe('1.3 MB')
    expect(formatFileSize(1_250_000, 'ms')).toBe('1.3 MB')
    expect(formatFileSize(24_069, 'en')).toBe('24 KB')
  })
})
