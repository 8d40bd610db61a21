import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { membershipPaths } from '#app/config/member-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { formatRinggit } from '#app/domain/money.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import type { FellowshipRequestInput } from '#app/validation/membership.ts'
import { fellowshipAction, loadFellowshipPage } from './fellowship.server.ts'

/** Not hydrated: a plain form, with the few lines of script that show it sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadFellowshipPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return fellowshipAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'dashboard')
  return [...pageMeta({ title: t('fellowship.title'), description: t('fellowship.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** A Practicing Ordinary member of five years asks to become a Fellow (issue 18, item 11): reached from the dashboard's Membership tab. */
export default function FellowshipPage() {
  const { standing } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const { t, locale } = useTranslation('dashboard')
  const listLabel = useListLabel()
  const [form, fields] = useForm<FellowshipRequestInput>({ id: 'fellowship', lastResult })
  /** A Malaysian calendar day (YYYY-MM-DD), as the rule gives it. */
  const day = (value: string) => formatDate(`${value}T04:00:00Z`, locale)
  const request = standing.request
  const open = request?.status === 'open'
  const mayAsk = !standing.refusal && !open

  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard
        wide
        title={t('fellowship.title')}
        subtitle={t('fellowship.subtitle')}
        footer={
          <p>
            <Link to={membershipPaths.tab} className="link">
              {t('fellowship.back')}
            </Link>
          </p>
        }
      >
        <dl className="mb-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">{t('fellowship.joined')}</dt>
          <dd>{day(standing.joinedOn)}</dd>
          <dt className="font-semibold text-slate-700">{t('fellowship.eligibleFrom')}</dt>
          <dd>{day(standing.eligibleFrom)}</dd>
        </dl>

        {request ? (
          <section aria-labelledby="fellowship-request-heading" className="mb-6 rounded-md bg-sky-50 p-3 text-sm text-sky-900">
            <h2 id="fellowship-request-heading" className="font-semibold">
              {t('fellowship.requestHeading')}
            </h2>
            <p className="mt-1 whitespace-pre-line break-words">
              {request.status === 'open'
                ? t('fellowship.state.open', { date: formatDate(request.createdAt, locale) })
                : request.status === 'approved'
                  ? t('fellowship.state.approved', { date: formatDate(request.decidedAt ?? request.createdAt, locale) })
                  : t('fellowship.state.declined', { date: formatDate(request.decidedAt ?? request.createdAt, locale), reason: request.reason })}
            </p>
            {request.note ? <p className="mt-1 whitespace-pre-line break-words">{t('fellowship.yourNote', { note: request.note })}</p> : null}
          </section>
        ) : null}

        {open || request?.status === 'approved' ? null : (
          <p className="mb-4 text-sm text-slate-800">
            {standing.refusal
              ? t(`fellowship.refusal.${standing.refusal}`, { date: day(standing.eligibleFrom), type: listLabel('membershipTypes', standing.membershipType) })
              : t('fellowship.mayAsk')}
          </p>
        )}

        {mayAsk ? (
          <>
            <section aria-labelledby="fellowship-fee-heading" className="mb-6">
              <h2 id="fellowship-fee-heading" className="text-base font-semibold text-slate-900">
                {t('fellowship.feeHeading')}
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                {standing.feeDifference.totalSen > 0 ? t('fellowship.feeDue', { amount: formatRinggit(standing.feeDifference.totalSen) }) : t('fellowship.feeNone')}
              </p>
            </section>
            <Form method="post" action={membershipPaths.fellowship} {...getFormProps(form)} className="space-y-4">
              <FormErrors id={form.errorId} errors={form.errors} />
              <fieldset disabled={isPending} className="space-y-4">
                <TextareaField
                  labelProps={{ children: t('fellowship.noteLabel') }}
                  textareaProps={{ ...getTextareaProps(fields.note), rows: 3, maxLength: 1000 }}
                  errors={fields.note.errors}
                  hint={t('fellowship.noteHint')}
                />
                <SubmitButton pending={isPending} pendingText={t('fellowship.pending')} className="btn-primary w-full">
                  {t('fellowship.submit')}
                </SubmitButton>
              </fieldset>
            </Form>
          </>
        ) : (
          <FormErrors id={form.errorId} errors={form.errors} />
        )}
      </AccountCard>
    </div>
  )
}
