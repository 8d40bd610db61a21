import { getFormProps, getInputProps, getSelectProps, useForm } from '#app/components/server-form.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import type { z } from 'zod'
import { AccountCard } from '#app/components/account-card.tsx'
import { Field, FormActions, FormErrors, SelectField } from '#app/components/forms.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { LOCATIONS } from '#app/domain/constants.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { LOCALE_NAMES, LOCALES } from '#app/domain/locale.ts'
import type { ProfileSchema } from '#app/validation/auth.ts'
import { loadProfilePage, profileAction } from './profile.server.ts'
import { paths } from '#app/config/paths.ts'
import { memberMessagePaths } from '#app/config/member-message-paths.ts'

type ProfileForm = z.input<typeof ProfileSchema>

export async function loader(args: LoaderFunctionArgs) {
  return loadProfilePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return profileAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'auth')
  return [
    ...pageMeta({ title: t('profile.metaTitle'), description: t('profile.metaDescription'), location, matches }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function EditProfilePage() {
  const { profile, photo, listingEligible, constraint, staffMail, associationNews } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const { t } = useTranslation('auth')
  const listLabel = useListLabel()
  const [form, fields] = useForm<ProfileForm>({
    id: 'profile',
    lastResult,
    defaultValue: profile,
    constraint,
  })

  return (
    <AccountCard
      wide
      title={t('profile.title')}
      subtitle={t('profile.subtitle')}
      footer={
        <Link to={paths.changeEmail} className="link">
          {t('profile.changeEmailLink')}
        </Link>
      }
    >
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="rounded-md border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800" data-testid="profile-listing-note">
          <p>{t('profile.recordsOnly')}</p>
          {listingEligible ? (
            <p className="mt-2">
              {t('profile.listingNote')}{' '}
              <Link to={paths.myListing} className="link font-medium">
                {t('profile.listingLink')}
              </Link>
            </p>
          ) : null}
        </div>
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
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: t('fields.phone') }}
              inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel', placeholder: '+60 12-345 6789' }}
              errors={fields.phone.errors}
            />
            <SelectField
              labelProps={{ children: t('fields.location') }}
              selectProps={getSelectProps(fields.state)}
              options={LOCATIONS.map((value) => ({ value, label: listLabel('locations', value) }))}
              placeholder={t('profile.locationPlaceholder')}
              errors={fields.state.errors}
            />
          </div>
          <FileField
            name="photo"
            label={t('profile.photo')}
            capture="user"
            current={photo}
            removeName="removePhoto"
            removeLabel={t('profile.removePhoto')}
            errors={form.allErrors.photo}
            hint={t('profile.photoHint')}
          />
          <SelectField
            labelProps={{ children: t('fields.language') }}
            selectProps={getSelectProps(fields.locale)}
            // Each language named in itself, marked as such (a screen reader reads "English" in English on a Malay page).
            options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value], lang: value }))}
            errors={fields.locale.errors}
            hint={t('profile.languageHint')}
          />
          <FormActions backTo={paths.dashboard} backLabel={t('cancel')} submitLabel={t('profile.submit')} pending={isPending} pendingText={t('profile.pending')} />
        </fieldset>
      </Form>
      <AssociationNewsForm wanted={associationNews} />
      {staffMail ? <StaffMailForm current={staffMail} /> : null}
    </AccountCard>
  )
}

/** Issue 33: how a staff member hears about work waiting for their role. A plain form of its own. */
function StaffMailForm({ current }: { current: string }) {
  const { t } = useTranslation('auth')
  return (
    <Form method="post" action={paths.staffMail} className="mt-8 border-t border-slate-200 pt-6">
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t('staffMail.legend')}</legend>
        <p className="mt-1 text-sm text-slate-700">{t('staffMail.hint')}</p>
        {(['immediate', 'daily'] as const).map((mode) => (
          <label key={mode} className="mt-2 flex min-h-11 items-center gap-3 text-sm text-slate-900">
            <input type="radio" name="staffMail" value={mode} defaultChecked={current === mode} required className="h-5 w-5" />
            {t(`staffMail.${mode}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn-secondary mt-3">
        {t('staffMail.save')}
      </button>
    </Form>
  )
}

/** Issue 35, item 5: the association's news, on or off (notices the constitution requires reach every member). A plain form of its own. */
function AssociationNewsForm({ wanted }: { wanted: boolean }) {
  const { t } = useTranslation('auth')
  return (
    <Form method="post" action={memberMessagePaths.newsChoice} className="mt-8 border-t border-slate-200 pt-6">
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t('associationNews.legend')}</legend>
        <p className="mt-1 text-sm text-slate-700">{t('associationNews.hint')}</p>
        {(['on', 'off'] as const).map((choice) => (
          <label key={choice} className="mt-2 flex min-h-11 items-center gap-3 text-sm text-slate-900">
            <input type="radio" name="associationNews" value={choice} defaultChecked={wanted === (choice === 'on')} required className="h-5 w-5" />
            {t(`associationNews.${choice}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn-secondary mt-3">
        {t('associationNews.save')}
      </button>
    </Form>
  )
}
