import { message } from '#app/validation/messages.ts'
import { json } from '@remix-run/node'
import type { z } from 'zod'

export type FieldErrors = Record<string, string[]>

/** Every JSON error answers this shape: `{ message, fieldErrors? }`. */
export function apiError(status: number, message: string, fieldErrors?: FieldErrors, init?: ResponseInit) {
  return json(fieldErrors ? { message, fieldErrors } : { message }, { ...init, status })
}

/** zod issues as `{ field: [messages] }`; issues about the whole body go under "form". */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'form'
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

/** A 400 whose message is the first field message, so a client that shows only `message` still helps. */
export function validationError(error: z.ZodError) {
  const fieldErrors = zodFieldErrors(error)
  const first = Object.values(fieldErrors)[0]?.[0] ?? message('messages:api.invalidRequest')
  return apiError(400, first, fieldErrors)
}

/**
 * Reads a JSON body and validates it with the same schema the HTML form uses. Throws a 400 Response
 * for a body that is not JSON, not an object, or not valid.
 */
export async function parseJsonBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<z.output<S>> {
  return validateJsonBody(await readJsonObject(request), schema)
}

/**
 * Reads a JSON object body without validating it, for an endpoint that must look at it first (a
 * honeypot field the schema would strip). Throws the same 400 Responses as `parseJsonBody`.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw apiError(400, message('messages:api.invalidJson'))
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw apiError(400, message('messages:api.notObject'))
  }
  return body as Record<string, unknown>
}

/** Validates a body read by `readJsonObject`; throws the 400 `{ message, fieldErrors }` when invalid. */
export async function validateJsonBody<S extends z.ZodTypeAny>(body: unknown, schema: S): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(body)
  if (!result.success) throw validationError(result.error)
  return result.data
}

/** Only GET (and HEAD) reach a loader; other methods on a resource route without one get 405. */
export function methodNotAllowed(allowed: string[]) {
  return apiError(405, message('messages:api.methodNotAllowed'), undefined, { headers: { allow: allowed.join(', ') } })
}
