import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { verifyAttendance, verifyCpdYear } from '#app/services/events.server.ts'
import { verifyMembership } from '#app/services/membership.server.ts'
import { registerUrlFor } from '#app/services/register.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'

/**
 * GET /api/verify/{code} (public) → `{ kind: 'membership', name, membershipId, membershipType, status,
 * validUntil }`, what a certificate's QR confirms; a certificate of attendance's code (issue 20) →
 * `{ kind: 'attendance', name, event, date, cpdHours }`; a yearly CPD certificate's (issue 33) →
 * `{ kind: 'cpd-year', name, membershipId, year, from, to, target, countedHours, met }`, the figures of
 * `GET /api/cpd/summary` as they stand; 404 for an unknown code. Issue 36: each with `registerUrl`, the
 * public register's entry for the membership (its sanctions in force), or the register's page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const code = params.code ?? ''
  const found = (await verifyMembership(code)) ?? (await verifyAttendance(code)) ?? (await verifyCpdYear(code))
  if (!found) return apiError(404, MEMBERSHIP_MESSAGES.verificationNotFound)
  return json({ ...found, registerUrl: registerUrlFor(found.kind === 'attendance' ? null : found.membershipId) })
}

export const action = () => methodNotAllowed(['GET'])
