import { describe, expect, test } from 'vitest'
import { RegisterSchema } from './auth.ts'
import { ContactPageSchema } from './contact.ts'
import { CpdEntrySchema } from './cpd.ts'
import { optionalText, requiredText } from './fields.ts'
import { hasUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from './text.ts'

describe('hasUnsafeCharacters', () => {
  test.each([
    ['NUL', 'Siti\u0000'],
    ['a C0 control', 'a\u0007b'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['right-to-left override', 'invoice\u202Egpj.exe'],
    ['left-to-right embedding', '\u202Aname'],
    ['an isolate', 'a\u2066b\u2069'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', '\uDFFFab'],
  ])('%s is refused', (_name, value) => {
    expect(hasUnsafeCharacters(value, { multiline: true })).toBe(true)
    expect(hasUnsafeCharacters(value, { multiline: false })).toBe(true)
  })

  test('line breaks and tabs: in a multi-line text only', () => {
    for (const value of ['one\ntwo', 'one\r\ntwo', 'a\tb', 'a\u2028b']) {
      expect(hasUnsafeCharacters(value, { multiline: false }), JSON.stringify(value)).toBe(true)
    }
    expect(hasUnsafeCharacters('First line.\n\nSecond paragraph.\r\n\tIndented', { multiline: true })).toBe(false)
  })

  test('any real text passes: accents, scripts of Malaysia, emoji, marks', () => {
    for (const value of ['Siti Nur’aini binti Abdullah', 'Tân Mei Líng', '陈美玲', 'சுப்பிரமணியம்', 'مريم', '😀 Reiki 🙏', 'e\u0301', 'Ahmad\u200Bbin']) {
      expect(hasUnsafeCharacters(value, { multiline: false }), value).toBe(false)
    }
  })
})

describe('the schemas use it', () => {
  test('names, titles and other single-line fields refuse it with one message', () => {
    expect(requiredText('Name is required', 100).safeParse('Siti\u202E').error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE)
    expect(optionalText(100).safeParse('a\nb').error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE)
    const registration = { firstName: 'Siti\u0000', lastName: 'R', email: 's@example.com', username: 'siti', password: 'lotus-flower-9', membershipId: 'EMP001', membershipType: 'Associate Member', acceptPrivacy: true }
    expect(RegisterSchema.safeParse(registration).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['firstName', UNSAFE_TEXT_MESSAGE]])
    const cpd = { title: 'Reiki \uD800', provider: 'EMPAM', category: 'Workshop', hours: 2, date: '2026-03-01', description: 'Day one.\nDay two.' }
    expect(CpdEntrySchema.safeParse(cpd).error?.issues.map((i) => i.path.join('.'))).toEqual(['title'])
  })

  test('a multi-line message keeps its lines but not the rest', () => {
    const contact = { firstName: 'Aminah', lastName: 'Tan', email: 'a@example.com', subject: 'general' }
    expect(ContactPageSchema.safeParse({ ...contact, message: 'Hello,\n\nI would like to join.' }).success).toBe(true)
    expect(ContactPageSchema.safeParse({ ...contact, message: 'Hello \u202Ethere' }).error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE)
  })
})
