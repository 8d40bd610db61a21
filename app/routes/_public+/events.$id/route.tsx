import type { SubmissionResult } from '@conform-to/react'
import { getFormProps, getInputProps, useForm } from '#app/components/server-form.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Field, FormErrors, HoneypotField, SubmitButton } from '#app/components/forms.tsx'
import { SeatStateText } from '#app/components/events/seat-state.tsx'
import { Badge } from '#app/components/public/badge.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { eventPaths } from '#app/config/member-paths.ts'
import { contactFormPath, paths } from '#app/config/paths.ts'
import { langOf } from '#app/domain/locale.ts'
import { formatRinggitAmount } from '#app/domain/money.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { VisitorRegistration } from '#app/validation/events.ts'
import { loadEventPage, registerAction } from './event.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadEventPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return registerAction(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  data
    ? pageMeta({ title: data.event.title.text, description: data.event.description.text || data.event.title.text, location, matches })
    : [{ title: 'EMPAM' }, { name: 'robots', content: 'noindex' }]

type Data = ReturnType<typeof useLoaderData<typeof loader>>

function Fee({ event }: { event: Data['event'] }) {
  const { t } = useTranslation('events')
  if (!event.priceMember && !event.priceNonMember) return <>{t('page.free')}</>
  const price = (ringgit: number) => (ringgit ? formatRinggitAmount(ringgit) : t('page.free'))
  return (
    <>
      {t('page.priceMember', { price: price(event.priceMember) })}; {t('page.priceNonMember', { price: price(event.priceNonMember) })}
    </>
  )
}

function VisitorForm({ full, constraint }: { full: boolean; constraint: Data['constraint'] }) {
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const isPending = useIsPending()
  const { t } = useTranslation('events')
  const [form, fields] = useForm<VisitorRegistration>({ id: 'event-registration', lastResult, constraint })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <HoneypotField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset disabled={isPending} className="space-y-4">
        <Field labelProps={{ children: t('register.name') }} inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }} errors={fields.name.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field labelProps={{ children: t('register.email') }} inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
          <Field labelProps={{ children: t('register.phone') }} inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }} errors={fields.phone.errors} />
        </div>
      </fieldset>
      <SubmitButton pending={isPending} pendingText={t('register.saving')} className="btn-primary w-full sm:w-auto">
        {full ? t('register.visitorWaitlist') : t('register.visitorButton')}
      </SubmitButton>
      {/* Issue 33, item 9: the privacy notice wherever personal data is collected. */}
      <p className="text-sm text-slate-700">
        <Trans text={t('register.privacy')} components={{ link: (words) => <Link to={paths.privacy} className="link">{words}</Link> }} />
      </p>
    </Form>
  )
}

function MemberForm({ full, member }: { full: boolean; member: NonNullable<Data['member']> }) {
  const result = useActionData<{ error?: Record<string, string[]> }>()
  const isPending = useIsPending()
  const { t } = useTranslation('events')
  return (
    <Form method="post" className="space-y-4">
      <FormErrors id="member-registration-errors" errors={result?.error?.[''] ?? undefined} />
      <p className="text-slate-700">{t('register.memberIntro', member)}</p>
      <input type="hidden" name="intent" value="member" />
      <SubmitButton pending={isPending} pendingText={t('register.saving')} className="btn-primary">
        {full ? t('register.memberWaitlist') : t('register.memberButton')}
      </SubmitButton>
    </Form>
  )
}

function Registration() {
  const { event, mine, member, loginLink, constraint } = useLoaderData<typeof loader>()
  const { t } = useTranslation('events')
  if (event.past) return <p className="text-slate-700">{t('register.past')}</p>
  if (!event.bookable) {
    return (
      <p className="text-slate-700">
        <Trans text={t('register.notBookable')} components={{ link: (words) => <Link to={contactFormPath({ subject: 'training', event: event.title.text })} className="link">{words}</Link> }} />
      </p>
    )
  }
  if (mine) {
    // Issue 33: "You are registered", the seat ("Held until …" while the fee is owed) and its page, not the form again.
    return (
      <div className="space-y-4">
        <p role="status" className="font-medium text-brand-900">
          {mine.status === 'confirmed' ? t('register.yours', { seat: mine.seatNumber ?? '' }) : t('register.yoursWaitlisted', { position: mine.position ?? '' })}
        </p>
        {mine.seat.kind === 'confirmed' ? (
          <p className="font-semibold text-brand-900">
            {t('seat.label')}: {t('seat.confirmed')}
          </p>
        ) : mine.seat.kind === 'unpaid' ? (
          <SeatStateText seat={mine.seat} email={member?.email ?? ''} />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Link to={mine.page} className="btn-primary">
            {t('register.seeRegistration')}
          </Link>
          <Form method="post" action={eventPaths.cancelAction(event.id, mine.id)}>
            <button type="submit" className="btn-secondary">
              {t('register.cancel')}
            </button>
          </Form>
        </div>
      </div>
    )
  }
  if (!event.open) return <p className="text-slate-700">{t('register.closed')}</p>
  const full = event.seatsLeft === 0
  return (
    <div className="space-y-4">
      {/* Issue 33: only to whoever will pay (a member of a free-for-members event does not). */}
      {(member ? event.priceMember : event.priceNonMember) ? <p className="text-sm text-slate-700">{t('register.paid')}</p> : null}
      {member ? (
        <MemberForm full={full} member={member} />
      ) : (
        <>
          <p className="text-slate-700">
            <Trans text={t('register.visitorIntro')} components={{ link: (words) => <Link to={loginLink} className="link">{words}</Link> }} />
          </p>
          <VisitorForm full={full} constraint={constraint} />
        </>
      )}
    </div>
  )
}

/** An event's own page: everything a member needs to plan, and registration that works without JavaScript. */
export default function EventPage() {
  const { event } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('events')
  return (
    <>
      <PageHero eyebrow={t('page.eyebrow')} title={event.title.text}>
        {event.description.text ? <p lang={langOf(event.description, locale)}>{event.description.text}</p> : null}
      </PageHero>
      <PageSection id="details" title={t('page.details')}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="card">
            <div className="flex flex-wrap gap-2">
              <Badge className="bg-sky-100 text-sky-900">{event.category}</Badge>
              {event.cpdHours ? <Badge className="bg-brand-100 text-brand-900">{t('page.cpdHours', { count: event.cpdHours })}</Badge> : null}
              {event.isOnline ? <Badge className="bg-slate-100 text-slate-800">{t('page.online')}</Badge> : null}
            </div>
            <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-semibold text-slate-900">{t('page.when')}</dt>
              <dd className="text-slate-800">{event.when ? `${event.when} (${t('page.malaysiaTime')})` : event.dateText.text}</dd>
              <dt className="font-semibold text-slate-900">{t('page.where')}</dt>
              <dd className="text-slate-800">{event.where}</dd>
              <dt className="font-semibold text-slate-900">{t('page.provider')}</dt>
              <dd className="text-slate-800">{event.provider}</dd>
              <dt className="font-semibold text-slate-900">{t('page.fee')}</dt>
              <dd className="text-slate-800">
                <Fee event={event} />
              </dd>
              {event.bookable ? (
                <>
                  <dt className="font-semibold text-slate-900">{t('page.seats')}</dt>
                  <dd className="text-slate-800">{event.seatsLeft ? t('page.seatsLeft', { count: event.seatsLeft, capacity: event.capacity }) : t('page.full')}</dd>
                </>
              ) : null}
              {event.registrationDeadline ? (
                <>
                  <dt className="font-semibold text-slate-900">{t('page.deadline')}</dt>
                  <dd className="text-slate-800">{event.registrationDeadline}</dd>
                </>
              ) : null}
            </dl>
            {event.when ? (
              <a href={eventPaths.ics(event.id)} className="btn-secondary mt-4">
                {t('page.addToCalendar')}
              </a>
            ) : null}
          </div>
          <section aria-labelledby="register-heading" className="card">
            <h2 id="register-heading" className="text-lg font-semibold text-slate-900">
              {t('register.title')}
            </h2>
            <div className="mt-3">
              <Registration />
            </div>
          </section>
        </div>
        <p className="mt-6">
          <Link to={`${paths.training}#upcoming-events`} className="link">
            {t('page.back')}
          </Link>
        </p>
      </PageSection>
    </>
  )
}
