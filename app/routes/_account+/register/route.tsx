import { getFormProps, getInputProps, getSelectProps, useForm } from '#app/components/server-form.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { CheckboxField, Field, FormErrors, HoneypotField, PasswordField, SelectField, SubmitButton } from '#app/components/forms.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { site } from '#app/config/site.ts'
import { APPLICATION_DOCUMENTS_FIELD, MAX_APPLICATION_DOCUMENTS } from '#app/domain/media.ts'
import { LOCATIONS } from '#app/domain/constants.ts'
import { useIsPending, useKeyChangingWith } from '#app/utils/hooks.ts'
import { metaTranslation, Trans, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RegisterInput } from '#app/validation/auth.ts'
import { loadRegisterPage, registerAction } from './register.server.ts'
import { paths } from '#app/config/paths.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

/** Not hydrated: a few lines of plain script show the form sending and the password. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms', 'password-toggle'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadRegisterPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return registerAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'auth')
  return pageMeta({ title: t('register.metaTitle', { site: site.shortName }), description: t('register.metaDescription'), location, matches })
}

export default function RegisterPage() {
  const lastResult = useActionData<typeof action>()
  const { membershipTypes, chosenType, constraint } = useLoaderData<typeof loader>()
  const isPending = useIsPending()
  const { t } = useTranslation('auth')
  const listLabel = useListLabel()
  const passwordKey = useKeyChangingWith(lastResult)
  const [form, fields] = useForm<RegisterInput>({
    id: 'register',
    lastResult,
    constraint,
    // Reached from a type's "Apply" button (/register?type=…): that type is chosen.
    defaultValue: { membershipType: chosenType },
  })

  return (
    <AccountCard
      wide
      title={t('register.title', { site: site.shortName })}
      subtitle={t('register.subtitle')}
      footer={
        <p>
          <Link to={paths.home} className="link">
            {t('backToHome')}
          </Link>
        </p>
      }
    >
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <HoneypotField />
        <fieldset disabled={isPending} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: t('fields.firstName') }}
              inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
              errors={fields.firstName.errors}
            />
            <Field
              labelProps={{ children: t('fields.lastName') }}
              inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
              errors={fields.lastName.errors}
            />
          </div>
          <Field
            labelProps={{ children: t('fields.email') }}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', placeholder: t('emailPlaceholder') }}
            errors={fields.email.errors}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: t('fields.usernameOptional') }}
              inputProps={{ ...getInputProps(fields.username, { type: 'text' }), autoComplete: 'username', autoCapitalize: 'none' }}
              errors={fields.username.errors}
              hint={t('register.usernameHint')}
            />
            <PasswordField
              key={`password-${passwordKey}`}
              labelProps={{ children: t('fields.password') }}
              inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
              errors={fields.password.errors}
              hint={t('passwordHint')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: t('fields.claimedMembershipId') }}
              inputProps={{ ...getInputProps(fields.claimedMembershipId, { type: 'text' }), placeholder: 'EMP001', autoCapitalize: 'characters' }}
              errors={fields.claimedMembershipId.errors}
              hint={t('register.claimHint')}
            />
            <SelectField
              labelProps={{ children: t('fields.membershipType') }}
              selectProps={getSelectProps(fields.membershipType)}
              options={membershipTypes.map(({ type, entryFee, annualFee }) => ({
                value: type,
                label: t('register.feesOf', {
                  type: listLabel('membershipTypes', type),
                  entry: entryFee ? t('register.entryFee', { fee: entryFee }) : t('register.noEntryFee'),
                  annual: annualFee ? t('register.perYear', { fee: annualFee }) : t('register.noAnnualFee'),
                }),
              }))}
              placeholder={t('register.membershipTypePlaceholder')}
              errors={fields.membershipType.errors}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: t('fields.phoneOptional') }}
              inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel', placeholder: '+60 12-345 6789' }}
              errors={fields.phone.errors}
            />
            <SelectField
              labelProps={{ children: t('fields.locationOptional') }}
              selectProps={getSelectProps(fields.state)}
              options={LOCATIONS.map((value) => ({ value, label: listLabel('locations', value) }))}
              placeholder={t('register.locationPlaceholder')}
              errors={fields.state.errors}
            />
          </div>
          <FileField
            name={APPLICATION_DOCUMENTS_FIELD}
            kind="document"
            multiple
            label={t('register.documents')}
            hint={t('register.documentsHint', { max: MAX_APPLICATION_DOCUMENTS })}
            errors={form.allErrors[APPLICATION_DOCUMENTS_FIELD]}
          />
          <EvidenceByType membershipTypes={membershipTypes} chosenType={chosenType} />
          <CheckboxField
            labelProps={{ children: <Trans text={t('register.acceptPrivacy')} components={{ link: (words) => <Link to={paths.privacy} className="link">{words}</Link> }} /> }}
            inputProps={getInputProps(fields.acceptPrivacy, { type: 'checkbox' })}
            errors={fields.acceptPrivacy.errors}
          />
          <SubmitButton pending={isPending} pendingText={t('register.pending')} className="btn-primary w-full">
            {t('register.submit')}
          </SubmitButton>
        </fieldset>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('register.alreadyMember')}{' '}
        <Link to={paths.login} className="link">
          {t('register.signInLink')}
        </Link>
      </p>
    </AccountCard>
  )
}

/**
 * What to send with the application, by type (issue 33, item 5): the chosen type's documents, or, with
 * no type chosen yet, each type's, folded (it works without JavaScript).
 */
function EvidenceByType({ membershipTypes, chosenType }: { membershipTypes: Array<{ type: string; evidence: string[] }>; chosenType: string }) {
  const { t } = useTranslation('auth')
  const listLabel = useListLabel()
  const chosen = membershipTypes.find((entry) => entry.type === chosenType)
  const list = (evidence: string[]) =>
    evidence.length ? (
      <ul className="ml-5 list-disc">
        {evidence.map((kind) => (
          <li key={kind}>{listLabel('evidence', kind)}</li>
        ))}
      </ul>
    ) : (
      <p>{t('register.evidenceNone')}</p>
    )
  if (chosen) {
    return (
      <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
        <p className="font-medium">{t('register.evidenceFor', { type: listLabel('membershipTypes', chosen.type) })}</p>
        {list(chosen.evidence)}
      </div>
    )
  }
  return (
    <details className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium">{t('register.evidenceSummary')}</summary>
      <dl className="mt-2 space-y-2">
        {membershipTypes.map((entry) => (
          <div key={entry.type}>
            <dt className="font-medium">{listLabel('membershipTypes', entry.type)}</dt>
            <dd>{list(entry.evidence)}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
