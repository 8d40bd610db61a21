import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import {
  fieldNameParts,
  isUnreasonableFieldName,
  MAX_FORM_FIELDS,
  parseSubmission,
  readFormData,
  UNREADABLE_FORM_MESSAGE,
} from './form-submission.server.ts'

const post = (body: BodyInit, contentType?: string) =>
  new Request('http://localhost/contact', { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} })

const form = (pairs: Array<[string, string]>) => {
  const params = new URLSearchParams()
  for (const [name, value] of pairs) params.append(name, value)
  return post(params.toString(), 'application/x-www-form-urlencoded')
}

/** The thrown 400, or null when the form was read. */
async function refusal(request: Request) {
  try {
    await readFormData(request)
    return null
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return { status: thrown.status, body: (await thrown.json()) as unknown }
  }
}

describe('field names', () => {
  test('the names our forms use, and the structured ones Conform reads, are read as Conform does', () => {
    expect(fieldNameParts('email')).toEqual(['email'])
    expect(fieldNameParts('entryIds')).toEqual(['entryIds'])
    expect(fieldNameParts('address.city')).toEqual(['address', 'city'])
    expect(fieldNameParts('tags[3]')).toEqual(['tags', 3])
    expect(fieldNameParts('tags[]')).toEqual(['tags', ''])
    for (const name of ['email', 'first-name', 'tags[3]', 'a.b[2].c', 'website']) expect(isUnreasonableFieldName(name), name).toBe(false)
  })

  test('names Conform cannot read, or would build something huge or deep from, are unreasonable', () => {
    for (const name of ['', '__proto__', 'constructor', '__proto__.isAdmin', 'a.constructor.prototype', 'a..b', '.a', 'a[x]', 'a[', 'a]', 'a[-1]', 'a[][0]']) {
      expect(isUnreasonableFieldName(name), JSON.stringify(name)).toBe(true)
    }
    expect(isUnreasonableFieldName('x[99999999]')).toBe(true)
    expect(isUnreasonableFieldName('x[1000]')).toBe(true)
    expect(isUnreasonableFieldName('x[999]')).toBe(false)
    expect(isUnreasonableFieldName('a.b.c.d')).toBe(false)
    expect(isUnreasonableFieldName('a.b.c.d.e')).toBe(true)
    expect(isUnreasonableFieldName('a' + '[0]'.repeat(5000))).toBe(true)
    expect(isUnreasonableFieldName('x'.repeat(101))).toBe(true)
  })
})

describe('readFormData', () => {
  test('reads a form as a browser posts it, urlencoded or multipart', async () => {
    expect((await readFormData(form([['email', 'a@example.com'], ['entryIds', '1'], ['entryIds', '2']]))).getAll('entryIds')).toEqual(['1', '2'])
    const multipart = new FormData()
    multipart.append('email', 'a@example.com')
    expect((await readFormData(post(multipart))).get('email')).toBe('a@example.com')
  })

  test('answers 400 with the message for a body that is not a form', async () => {
    const expected = { status: 400, body: { message: UNREADABLE_FORM_MESSAGE } }
    expect(await refusal(post('{"email":"a@example.com"}', 'application/json'))).toEqual(expected)
    expect(await refusal(post('garbage', 'multipart/form-data; boundary=zzz'))).toEqual(expected)
    expect(await refusal(post('email=a', 'text/plain'))).toEqual(expected)
  })

  test('answers 400 for too many fields and for names no form of ours sends', async () => {
    const many = Array.from({ length: MAX_FORM_FIELDS + 1 }, (): [string, string] => ['entryIds', 'x'])
    expect(await refusal(form(many))).toMatchObject({ status: 400 })
    expect(await refusal(form(many.slice(1)))).toBeNull()
    for (const name of ['x[99999999]', '__proto__.isAdmin', 'constructor', 'a' + '.a'.repeat(3000)]) {
      expect(await refusal(form([['email', 'a@example.com'], [name, '1']])), name).toMatchObject({ status: 400 })
    }
  })

  test("answers 400 for Conform's own fields in a shape Conform does not write, and reads them when it does", async () => {
    for (const [name, value] of [
      ['__intent__', 'nope'],
      ['__intent__', 'null'],
      ['__intent__', '{"type":"validate"}'],
      ['__intent__', '{"type":"validate","payload":{"name":"__proto__"}}'],
      ['__intent__', '{"type":"update","payload":{"name":"x[99999999]"}}'],
      ['__state__', '{'],
      ['__state__', '[1]'],
    ] as Array<[string, string]>) {
      expect(await refusal(form([['email', 'a@example.com'], [name, value]])), `${name}=${value}`).toMatchObject({ status: 400 })
    }
    expect(await refusal(form([['__intent__', '{"type":"validate","payload":{"name":"email"}}']]))).toBeNull()
    expect(await refusal(form([['__state__', '{"listKeys":{}}']]))).toBeNull()
  })
})

describe('parseSubmission', () => {
  const schema = z.object({ email: z.string().email() })

  test('is parseWithZod for an ordinary form', () => {
    const formData = new FormData()
    formData.append('email', 'a@example.com')
    expect(parseSubmission(formData, { schema })).toMatchObject({ status: 'success', value: { email: 'a@example.com' } })
  })

  test('a field posted twice that is no list comes back in the reply with its first value; a list stays a list', () => {
    const withList = z.object({ subject: z.enum(['general', 'training']), entryIds: z.array(z.string()) })
    const formData = new FormData()
    for (const [name, value] of [['subject', 'general'], ['subject', 'nonsense'], ['entryIds', 'a'], ['entryIds', 'b']]) formData.append(name!, value!)
    const submission = parseSubmission(formData, { schema: withList })
    expect(submission.status).toBe('error')
    expect(submission.reply().initialValue).toEqual({ subject: 'general', entryIds: ['a', 'b'] })
  })

  test('answers 400 when Conform cannot act on its intent', () => {
    const formData = new FormData()
    formData.append('email', 'a@example.com')
    formData.append('__intent__', '{"type":"update","payload":{"name":"__proto__.x","value":1}}')
    let thrown: unknown
    try {
      parseSubmission(formData, { schema })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(400)
  })
})
