import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { Field, FormErrors, SelectField, SubmitButton } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, getSelectProps, useForm } from '#app/components/server-form.ts'
import { membershipPaths } from '#app/config/member-paths.ts'
import { LOCATIONS } from '#app/domain/constants.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import type { ReapplyInput } from '#app/validation/membership.ts'
import { loadReapplyPage, reapplyAction } from './reapply.server.ts'

/** Not hydrated: a plain form, with the few lines of script that show it sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadReapplyPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return reapplyAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'dashboard')
  return [...pageMeta({ title: t('reapply.title'), description: t('reapply.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** A rejected applicant applies again (issue 18): reached from the notice on the dashboard's Membership tab. */
export default function ReapplyPage() {
  const { mayReapply, rejectionReason, current, membershipTypes } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const { t } = useTranslation('dashboard')
  const { t: tAuth } = useTranslation('auth')
  const listLabel = useListLabel()
  const [form, fields] = useForm<ReapplyInput>({ id: 'reapply', lastResult, defaultValue: current })
  const back = (
    <p>
      <Link to={membershipPaths.tab} className="link">
        {t('reapply.back')}
      </Link>
    </p>
  )

  if (!mayReapply) {
    return (
      <div className="container-page py-10 sm:py-14">
        <AccountCard title={t('reapply.title')} footer={back}>
          <p className="text-sm text-slate-700">{t('reapply.notRejected')}</p>
        </AccountCard>
      </div>
    )
  }

  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard wide title={t('reapply.title')} subtitle={t('reapply.subtitle')} footer={back}>
        <div className="mb-6 rounded-md bg-sky-50 p-3 text-sm text-sky-900">
          <p className="font-semibold">{t('reapply.reasonHeading')}</p>
          <p className="mt-1 whitespace-pre-line break-words">{rejectionReason || t('reapply.noReason')}</p>
        </div>
        <Form method="post" action={membershipPaths.reapply} {...getFormProps(form)} className="space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset disabled={isPending} className="space-y-4">
            <SelectField
              labelProps={{ children: tAuth('fields.membershipType') }}
              selectProps={getSelectProps(fields.membershipType)}
              options={membershipTypes.map(({ type, entryFee, annualFee }) => ({
                value: type,
                label: tAuth('register.feesOf', {
                  type: listLabel('membershipTypes', type),
                  entry: entryFee ? tAuth('register.entryFee', { fee: entryFee }) : tAuth('register.noEntryFee'),
                  annual: annualFee ? tAuth('register.perYear', { fee: annualFee }) : tAuth('register.noAnnualFee'),
                }),
              }))}
              placeholder={tAuth('register.membershipTypePlaceholder')}
              errors={fields.membershipType.errors}
            />
            <Field
              labelProps={{ children: tAuth('fields.claimedMembershipId') }}
              inputProps={{ ...getInputProps(fields.claimedMembershipId, { type: 'text' }), placeholder: 'EMP001', autoCapitalize: 'characters' }}
              errors={fields.claimedMembershipId.errors}
              hint={tAuth('register.claimHint')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                labelProps={{ children: tAuth('fields.phoneOptional') }}
                inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel', placeholder: '+60 12-345 6789' }}
                errors={fields.phone.errors}
              />
              <SelectField
                labelProps={{ children: tAuth('fields.locationOptional') }}
                selectProps={getSelectProps(fields.state)}
                options={LOCATIONS.map((value) => ({ value, label: listLabel('locations', value) }))}
                placeholder={tAuth('register.locationPlaceholder')}
                errors={fields.state.errors}
              />
            </div>
            <SubmitButton pending={isPending} pendingText={t('reapply.pending')} className="btn-primary w-full">
              {t('reapply.submit')}
            </SubmitButton>
          </fieldset>
        </Form>
      </AccountCard>
    </div>
  )
}
