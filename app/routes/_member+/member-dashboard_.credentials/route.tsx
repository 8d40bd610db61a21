import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { ErrorList, Field, FormErrors, SelectField, SubmitButton } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, getSelectProps, useForm } from '#app/components/server-form.ts'
import { credentialPaths } from '#app/config/credential-paths.ts'
import { paths } from '#app/config/paths.ts'
import { CREDENTIAL_KINDS } from '#app/domain/credentials.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import type { CredentialInput } from '#app/validation/credentials.ts'
import { credentialsAction, loadCredentialsPage } from './credentials-page.server.ts'

/** Not hydrated: plain forms (multipart for the certificate), with the few lines of script that show them sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadCredentialsPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return credentialsAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'credentials')
  return [...pageMeta({ title: t('title'), description: t('metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** A member's insurance, first aid and practising certificate (issue 36, item 4): reached from the dashboard. */
export default function CredentialsPage() {
  const { credentials, state } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('credentials')
  const isPending = useIsPending()
  const [form, fields] = useForm<CredentialInput>({ id: 'credential', lastResult: useActionData<typeof action>() })
  const fileErrors = form.allErrors.file
  /** A calendar day (YYYY-MM-DD) in the page's language. */
  const day = (value: string) => formatDate(`${value}T04:00:00Z`, locale)
  const lineShown = state.insurance.state === 'current' && state.firstAid.state === 'current'
  const stateLine = (kind: 'liability-insurance' | 'first-aid', s: { state: string; until: string }) =>
    t(`state.${s.state as 'current' | 'unconfirmed' | 'expired' | 'missing'}`, { kind: t(`kinds.${kind}`), until: s.until ? day(s.until) : '' })

  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard
        wide
        title={t('title')}
        subtitle={t('intro')}
        footer={
          <p>
            <Link to={paths.dashboard} className="link inline-flex min-h-11 items-center">
              {t('back')}
            </Link>
          </p>
        }
      >
        <section aria-labelledby="credential-state-heading" className="mb-6 rounded-md bg-sky-50 p-3 text-sm text-sky-900" data-testid="credential-state">
          <h2 id="credential-state-heading" className="font-semibold">
            {t('state.heading')}
          </h2>
          <ul className="mt-1 list-disc pl-5">
            <li>{stateLine('liability-insurance', state.insurance)}</li>
            <li>{stateLine('first-aid', state.firstAid)}</li>
          </ul>
          <p className="mt-1">{lineShown ? t('state.lineShown') : t('state.lineNotShown')}</p>
        </section>

        <section aria-labelledby="credentials-heading" className="mb-8">
          <h2 id="credentials-heading" className="text-base font-semibold text-slate-900">
            {t('list.heading')}
          </h2>
          {credentials.length ? (
            <ul className="mt-2 divide-y divide-slate-200">
              {credentials.map((c) => (
                <li key={c.id} className="py-3 text-sm" data-testid="credential">
                  <p className="font-semibold text-slate-900">
                    {t(`kinds.${c.kind}`)} <span className="font-normal text-slate-700">· {t(`status.${c.status}`)}</span>
                  </p>
                  <dl className="mt-1 grid gap-x-4 sm:grid-cols-[max-content_1fr]">
                    {c.issuer ? (
                      <>
                        <dt className="text-slate-700">{t('list.issuer')}</dt>
                        <dd className="break-words">{c.issuer}</dd>
                      </>
                    ) : null}
                    {c.number ? (
                      <>
                        <dt className="text-slate-700">{t('list.number')}</dt>
                        <dd className="break-words">{c.number}</dd>
                      </>
                    ) : null}
                    <dt className="text-slate-700">{t('list.dates')}</dt>
                    <dd>{t('list.datesValue', { from: day(c.from), until: day(c.until) })}</dd>
                    <dt className="text-slate-700">{t('list.certificate')}</dt>
                    <dd>
                      {c.certificateUrl ? (
                        <a href={c.certificateUrl} className="link inline-flex min-h-11 items-center">
                          {t('list.openCertificate')}
                        </a>
                      ) : (
                        t('list.noCertificate')
                      )}
                    </dd>
                  </dl>
                  {c.status === 'rejected' && c.rejectReason ? <p className="mt-1 whitespace-pre-line break-words text-red-800">{t('list.reason', { reason: c.rejectReason })}</p> : null}
                  {c.status === 'confirmed' ? (
                    <p className="mt-1 text-slate-700">{t('list.locked')}</p>
                  ) : (
                    <Form method="post" encType="multipart/form-data" className="mt-2">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="credentialId" value={c.id} />
                      <button type="submit" className="btn-secondary" aria-label={t('list.deleteNamed', { kind: t(`kinds.${c.kind}`), from: day(c.from), until: day(c.until) })}>
                        {t('list.delete')}
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700">{t('list.none')}</p>
          )}
        </section>

        <section aria-labelledby="record-credential-heading">
          <h2 id="record-credential-heading" className="text-base font-semibold text-slate-900">
            {t('form.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('tcmNote')}</p>
          <Form method="post" action={credentialPaths.page} encType="multipart/form-data" {...getFormProps(form)} className="mt-4 space-y-4">
            <FormErrors id={form.errorId} errors={form.errors} />
            <fieldset disabled={isPending} className="space-y-4">
              <SelectField
                labelProps={{ children: t('form.kind') }}
                selectProps={{ ...getSelectProps(fields.kind), required: true }}
                options={CREDENTIAL_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
                errors={fields.kind.errors}
              />
              <Field labelProps={{ children: t('form.issuer') }} inputProps={{ ...getInputProps(fields.issuer, { type: 'text' }), maxLength: 200 }} errors={fields.issuer.errors} hint={t('form.issuerHint')} />
              <Field labelProps={{ children: t('form.number') }} inputProps={{ ...getInputProps(fields.number, { type: 'text' }), maxLength: 100 }} errors={fields.number.errors} hint={t('form.numberHint')} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field labelProps={{ children: t('form.from') }} inputProps={{ ...getInputProps(fields.from, { type: 'date' }), required: true }} errors={fields.from.errors} />
                <Field labelProps={{ children: t('form.until') }} inputProps={{ ...getInputProps(fields.until, { type: 'date' }), required: true }} errors={fields.until.errors} />
              </div>
              <div>
                <label htmlFor="credential-file" className="mb-1 block text-sm font-medium text-slate-800">
                  {t('form.file')}
                </label>
                <input
                  type="file"
                  id="credential-file"
                  name="file"
                  accept="application/pdf,image/jpeg,image/png,image/webp"
                  aria-invalid={fileErrors ? true : undefined}
                  aria-describedby={['credential-file-hint', fileErrors ? 'credential-file-error' : ''].filter(Boolean).join(' ')}
                  className="block min-h-11 w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-semibold"
                />
                <p id="credential-file-hint" className="mt-1 text-xs text-slate-600">
                  {t('form.fileHint')}
                </p>
                <ErrorList id="credential-file-error" errors={fileErrors} />
              </div>
              <SubmitButton pending={isPending} pendingText={t('form.pending')} className="btn-primary w-full sm:w-auto">
                {t('form.submit')}
              </SubmitButton>
            </fieldset>
          </Form>
        </section>
      </AccountCard>
    </div>
  )
}
