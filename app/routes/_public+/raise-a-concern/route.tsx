import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { CheckboxField, Field, FormErrors, HoneypotField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { conductPaths } from '#app/config/conduct-paths.ts'
import { paths } from '#app/config/paths.ts'
import { APPEAL_PERIOD_DAYS, FINAL_DECISION_DAYS, RESPONSE_DAYS } from '#app/domain/concerns.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { CONCERN_DESCRIPTION_MAX_LENGTH, CONCERN_EVIDENCE_FIELD } from '#app/validation/concern-limits.ts'
import { loadRaiseConcernPage, raiseConcernAction, type RaiseConcernFailure } from './raise-a-concern.server.ts'

/** A plain form that posts without JavaScript (multipart, for the evidence): the page sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadRaiseConcernPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return raiseConcernAction(args)
}

/** Refused for too many from one address, the page says when to try again, as the API's 429 does. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('retry-after')
  return retryAfter ? { 'retry-after': retryAfter } : new Headers()
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('conduct', args)

/** Issue 36, item 1: a member of the public raises a concern about a practitioner (decision 042). */
export default function RaiseConcern() {
  const { practitioner, sent, maxEvidence } = useLoaderData<typeof loader>()
  const failure = useActionData<RaiseConcernFailure>()
  const isPending = useIsPending()
  const { t } = useTranslation('conduct')
  const clocks = { response: RESPONSE_DAYS, appeal: APPEAL_PERIOD_DAYS, final: FINAL_DECISION_DAYS }
  const steps = [t('raise.steps.step1'), t('raise.steps.step2', clocks), t('raise.steps.step3'), t('raise.steps.step4', clocks)]
  const errors = failure?.fieldErrors ?? {}
  const typed = failure?.typed ?? {}
  return (
    <>
      <PageHero eyebrow={t('title')} title={t('meta.title')} tone="sand">
        <p>{t('raise.intro')}</p>
      </PageHero>
      {sent ? (
        <PageSection id="sent" title={t('raise.sentTitle')}>
          <div role="status" data-testid="concern-sent" className="card max-w-2xl">
            <p className="text-slate-800">{sent.reference ? t('raise.sentText', { reference: sent.reference }) : t('raise.sentNoReference')}</p>
            {sent.reference ? <p className="mt-3 text-2xl font-bold text-brand-900" data-testid="concern-reference">{sent.reference}</p> : null}
          </div>
        </PageSection>
      ) : null}
      <PageSection id="steps" title={t('raise.stepsTitle')} muted>
        <ol className="max-w-3xl list-decimal space-y-2 pl-6 text-slate-800">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-4 max-w-3xl text-slate-700">{t('raise.register')}</p>
      </PageSection>
      {sent ? null : (
        <PageSection id="concern-form" title={t('title')}>
          <Form method="post" action={`${practitioner ? conductPaths.raise(practitioner.id) : conductPaths.raiseForm}`} encType="multipart/form-data" aria-label={t('title')} className="card max-w-2xl space-y-4" noValidate={!!failure}>
            <HoneypotField />
            <FormErrors errors={failure?.formError ? [failure.formError] : null} />
            {practitioner ? (
              <>
                <input type="hidden" name="practitionerId" value={practitioner.id} />
                <p className="rounded-md bg-sky-50 p-3 text-slate-900" data-testid="concern-about">
                  {t('raise.about', { name: practitioner.name })}
                </p>
              </>
            ) : (
              <Field
                labelProps={{ children: t('raise.practitionerName') }}
                inputProps={{ id: 'concern-practitioner', name: 'practitionerName', required: true, maxLength: 200, defaultValue: typed.practitionerName }}
                hint={t('raise.practitionerNameHint')}
                errors={[...(errors.practitionerName ?? []), ...(errors.practitionerId ?? [])]}
              />
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                labelProps={{ children: t('raise.name') }}
                inputProps={{ id: 'concern-name', name: 'name', required: true, maxLength: 100, autoComplete: 'name', defaultValue: typed.name }}
                errors={errors.name}
              />
              <Field
                labelProps={{ children: t('raise.email') }}
                inputProps={{ id: 'concern-email', name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email', defaultValue: typed.email }}
                errors={errors.email}
              />
            </div>
            <Field
              labelProps={{ children: t('raise.phone') }}
              inputProps={{ id: 'concern-phone', name: 'phone', type: 'tel', maxLength: 40, autoComplete: 'tel', defaultValue: typed.phone }}
              errors={errors.phone}
            />
            <TextareaField
              labelProps={{ children: t('raise.description') }}
              textareaProps={{ id: 'concern-description', name: 'description', required: true, rows: 8, maxLength: CONCERN_DESCRIPTION_MAX_LENGTH, defaultValue: typed.description }}
              hint={t('raise.descriptionHint')}
              errors={errors.description}
            />
            <FileField name={CONCERN_EVIDENCE_FIELD} kind="document" multiple label={t('raise.evidence')} hint={t('raise.evidenceHint', { max: maxEvidence })} errors={errors[CONCERN_EVIDENCE_FIELD]} />
            <CheckboxField
              labelProps={{
                children: (
                  <Trans
                    text={t('raise.privacy')}
                    components={{
                      link: (text) => (
                        <Link to={paths.privacy} className="link">
                          {text}
                        </Link>
                      ),
                    }}
                  />
                ),
              }}
              inputProps={{ id: 'concern-privacy', name: 'acceptPrivacy', type: 'checkbox', required: true }}
              errors={errors.acceptPrivacy}
            />
            <SubmitButton pending={isPending}>{t('raise.submit')}</SubmitButton>
          </Form>
        </PageSection>
      )}
    </>
  )
}
