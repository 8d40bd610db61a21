import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { formatEventWhen, toMalaysiaLocal } from '#app/domain/event-times.ts'
import { toCsv } from '#app/domain/csv.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { checkIn, EVENT_MESSAGES_OUT, listRegistrationsForAdmin, markAttendance, unmarkAttendance } from '#app/services/events.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, fixedT, getLocale, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { AttendanceSchema, CheckInSchema } from '#app/validation/events.ts'
import { message } from '#app/validation/messages.ts'

/**
 * The administration of one event's registrations (issue 20): the list with attendance (a ticked box per
 * registration; "Un-mark" per row), its CSV, and the door's check-in page for a phone. Attendance is
 * the CPD side of the administration: administrators and secretaries.
 */

const STRINGS = [...ADMIN_FRAME_STRINGS, 'events.admin', 'events.status'] as const

async function requireRegistrations(eventId: string | undefined) {
  const found = await listRegistrationsForAdmin(eventId ?? '')
  if (!found) throw json({ message: EVENT_MESSAGES_OUT.notFound }, { status: 404 })
  return found
}

export async function loadEventAdminPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'cpd')
  const { event, registrations } = await requireRegistrations(params.id)
  const locale = await getLocale(request)
  return json({
    event: {
      id: event.id,
      title: event.title,
      when: event.startsAt ? formatEventWhen(event.startsAt, event.endsAt ?? null, locale) : event.date,
      capacity: event.capacity ?? 0,
    },
    registrations,
    i18n: await routeStrings(request, STRINGS),
  })
}

/** POST: `intent=present` with ticked `registrationIds`, or `intent=unmark` with one `registrationId`. */
export async function eventAdminAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request, 'cpd')
  const { event } = await requireRegistrations(params.id)
  const formData = await readFormData(request)
  const back = adminPaths.event(event.id)
  if (formData.get('intent') === 'unmark') {
    const done = await unmarkAttendance(auditActorOf(staff), event.id, String(formData.get('registrationId') ?? ''))
    if (!done) return json({ message: EVENT_MESSAGES_OUT.registrationNotFound }, { status: 404 })
    return redirectWithToast(back, { title: message('messages:events.attendanceRemoved') })
  }
  const submission = parseSubmission(formData, { schema: AttendanceSchema })
  if (submission.status !== 'success') return json({ message: Object.values(submission.error ?? {})[0]?.[0] ?? message('messages:api.invalidRequest') }, { status: 400 })
  const outcome = await markAttendance(auditActorOf(staff), event.id, submission.value.registrationIds)
  if (outcome && !outcome.marked.length) return json({ message: outcome.refused[0]?.message ?? EVENT_MESSAGES_OUT.notConfirmed }, { status: 409 })
  return redirectWithToast(back, { title: message('messages:events.attendanceSaved') })
}

export async function eventRegistrationsCsv({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'cpd')
  const { event, registrations } = await requireRegistrations(params.id)
  const t = fixedT(await getLocale(request), 'events')
  const status = (s: string) => t(`status.${s as 'confirmed' | 'waitlisted' | 'cancelled'}`)
  const csv = toCsv([
    [t('csv.registered'), t('csv.name'), t('csv.email'), t('csv.phone'), t('csv.membershipId'), t('csv.status'), t('csv.seat'), t('csv.code'), t('csv.present')],
    // Issue 33: when they registered in Malaysia time ("2026-11-20 14:05"), as the secretariat reads a clock.
    ...registrations.map((r) => [toMalaysiaLocal(r.createdAt).replace('T', ' '), r.name, r.email, r.phone, r.membershipId, status(r.status), r.seatNumber ?? '', r.checkInCode, r.attendedAt ? t('csv.yes') : '']),
  ])
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="empam-event-${event.id}-registrations.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}

export async function loadCheckInPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'cpd')
  const { event } = await requireRegistrations(params.id)
  return json({
    event: { id: event.id, title: event.title },
    code: new URL(request.url).searchParams.get('code') ?? '',
    i18n: await routeStrings(request, STRINGS),
  })
}

export async function checkInAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request, 'cpd')
  const { event } = await requireRegistrations(params.id)
  const submission = parseSubmission(await readFormData(request), { schema: CheckInSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await checkIn(auditActorOf(staff), event.id, submission.value.code)
  if (!result.ok) return json(submission.reply({ formErrors: [result.message] }), { status: result.status })
  return redirectWithToast(adminPaths.eventCheckIn(event.id), { title: message('messages:events.checkedIn', { name: result.name }) })
}
