import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard, Notice } from '#app/components/account-card.tsx'
import { Field, FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, useForm } from '#app/components/server-form.ts'
import { electionPaths } from '#app/config/election-paths.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import type { NominationInput } from '#app/validation/elections.ts'
import { loadNominatePage, nominateAction } from './nominate.server.ts'

/** Not hydrated: a plain form, with the few lines of script that show it sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadNominatePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return nominateAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'elections')
  return [...pageMeta({ title: t('nominate.title'), description: t('nominate.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** A member's nomination (issue 35, item 3): the candidate, the proposer and the seconder by membership ID. */
export default function NominatePage() {
  const { election, open, mayNominate, ownId, constraint } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const { t, locale } = useTranslation('elections')
  const [form, fields] = useForm<NominationInput>({ id: 'nomination', lastResult, constraint })
  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard
        wide
        title={t('nominate.title')}
        subtitle={<span lang={election.title.lang === locale ? undefined : election.title.lang}>{election.title.text}</span>}
        footer={
          <p>
            <Link to={electionPaths.page(election.id)} className="link">
              {t('nominate.back')}
            </Link>
          </p>
        }
      >
        {form.errors?.length ? (
          <div className="mb-4">
            <FormErrors id={form.errorId} errors={form.errors} />
          </div>
        ) : null}
        {!open ? (
          <Notice tone="warning" role="status">
            {t('nominate.closed')}
          </Notice>
        ) : !mayNominate ? (
          <Notice tone="warning" role="status">
            {t('nominate.notVoting')}
          </Notice>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-800">{t('nominate.intro', { date: formatDateTime(election.opensAt, locale) })}</p>
            <p className="mb-4 text-sm text-slate-700">{t('nominate.yourId', { id: ownId })}</p>
            <Form method="post" action={electionPaths.nominate(election.id)} {...getFormProps(form)} className="space-y-4">
              <fieldset disabled={isPending} className="space-y-4">
                <Field labelProps={{ children: t('nominate.candidate') }} inputProps={{ ...getInputProps(fields.candidate, { type: 'text' }), autoComplete: 'off' }} errors={fields.candidate.errors} />
                <Field labelProps={{ children: t('nominate.proposer') }} inputProps={{ ...getInputProps(fields.proposer, { type: 'text' }), autoComplete: 'off' }} errors={fields.proposer.errors} />
                <Field labelProps={{ children: t('nominate.seconder') }} inputProps={{ ...getInputProps(fields.seconder, { type: 'text' }), autoComplete: 'off' }} errors={fields.seconder.errors} />
                <SubmitButton pending={isPending} pendingText={t('nominate.pending')} className="btn-primary w-full">
                  {t('nominate.submit')}
                </SubmitButton>
              </fieldset>
            </Form>
          </>
        )}
      </AccountCard>
    </div>
  )
}
