import * as conform from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { failedSubmission, getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from './server-form.ts'

/*
 * server-form.ts stands in for Conform's useForm and helpers in the browser: the markup a form draws
 * with it must be Conform's own, from the same answer of the server (a refused submission) or the same
 * defaults, so that the pages look and behave as they did.
 */

const Schema = z.object({
  name: z.string().min(2, 'Too short'),
  email: z.string().email('Invalid email address'),
  hours: z.number().max(100),
  subject: z.string(),
  message: z.string().optional(),
  newsletter: z.boolean().optional(),
  pillars: z.array(z.string()).optional(),
})
type Values = z.infer<typeof Schema>

const constraint = {
  name: { required: true, minLength: 2, maxLength: 100 },
  email: { required: true, maxLength: 254 },
  hours: { required: true, min: 0.5, max: 100, step: 0.5 },
  subject: { required: true },
  message: { maxLength: 2000 },
}
const PILLARS = ['Soul', 'Body', 'Air']

function refused(entries: Array<[string, string]>) {
  const formData = new FormData()
  for (const [name, value] of entries) formData.append(name, value)
  return parseWithZod(formData, { schema: Schema }).reply({ formErrors: ['Please check the form'], hideFields: ['email'] })
}

type Kit = {
  useForm: typeof useForm
  getFormProps: typeof getFormProps
  getInputProps: typeof getInputProps
  getSelectProps: typeof getSelectProps
  getTextareaProps: typeof getTextareaProps
  getCollectionProps: typeof getCollectionProps
}

/** A form drawn with one kit or the other: Conform's, or ours. */
function drawn(kit: Kit, options: { lastResult?: ReturnType<typeof refused>; defaultValue?: Record<string, unknown> }) {
  function TheForm() {
    const [form, fields] = kit.useForm<Values>({ id: 'the-form', constraint, ...options } as Parameters<typeof useForm<Values>>[0])
    return (
      <form {...kit.getFormProps(form)}>
        <p id={form.errorId}>{form.errors?.join(' ')}</p>
        <input {...kit.getInputProps(fields.name, { type: 'text' })} />
        <input {...kit.getInputProps(fields.email, { type: 'email' })} />
        <input {...kit.getInputProps(fields.hours, { type: 'number' })} />
        <select {...kit.getSelectProps(fields.subject)}>
          <option value="">Choose</option>
          <option value="training">Training</option>
        </select>
        <textarea {...kit.getTextareaProps(fields.message)} />
        <input {...kit.getInputProps(fields.newsletter, { type: 'checkbox' })} />
        {kit.getCollectionProps(fields.pillars, { type: 'checkbox', options: PILLARS }).map(({ key, ...props }) => (
          <input key={key} {...props} />
        ))}
        <p id={fields.name.errorId}>{fields.name.errors?.join(' ')}</p>
      </form>
    )
  }
  return renderToStaticMarkup(<TheForm />)
}

const ours = { useForm, getFormProps, getInputProps, getSelectProps, getTextareaProps, getCollectionProps } as Kit
const conforms = conform as unknown as Kit

describe("the browser's form metadata", () => {
  test('draws what Conform draws for a refused submission: what was sent, the messages, aria, a hidden field left out', () => {
    const lastResult = refused([
      ['name', 'A'],
      ['email', 'not-an-address'],
      ['hours', '250'],
      ['subject', 'training'],
      ['message', 'Hello'],
      ['newsletter', 'on'],
      ['pillars', 'Soul'],
      ['pillars', 'Air'],
    ])
    const markup = drawn(ours, { lastResult })
    expect(markup).toBe(drawn(conforms, { lastResult }))
    expect(markup).toContain('value="A"')
    expect(markup).toContain('Too short')
    expect(markup).toContain('aria-invalid="true"')
    expect(markup).not.toContain('not-an-address')
  })

  test("draws what Conform draws from defaults: numbers as text, a true box as 'on', a list's choices", () => {
    const defaultValue = { name: 'Aisyah', hours: 1.5, subject: 'training', newsletter: true, pillars: ['Body'] }
    const markup = drawn(ours, { defaultValue })
    expect(markup).toBe(drawn(conforms, { defaultValue }))
    expect(markup).toContain('value="1.5"')
    expect(markup).toMatch(/id="the-form-pillars-Body"[^>]*checked=""/)
  })

  test('a fresh form has no messages and no aria-invalid', () => {
    const markup = drawn(ours, {})
    expect(markup).toBe(drawn(conforms, {}))
    expect(markup).not.toContain('aria-invalid')
  })
})

describe('failedSubmission', () => {
  test("keeps what was typed and gives the form the message, in Conform's reply shape", () => {
    const formData = new FormData()
    formData.append('title', 'Mindful Breathing')
    formData.append('hours', '2')
    formData.append('pillars', 'Soul')
    formData.append('pillars', 'Air')
    expect(failedSubmission(formData, 'messages:cpd.saveFailed')).toEqual({
      status: 'error',
      initialValue: { title: 'Mindful Breathing', hours: '2', pillars: ['Soul', 'Air'] },
      error: { '': ['messages:cpd.saveFailed'] },
    })
  })
})
