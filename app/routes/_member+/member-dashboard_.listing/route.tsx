import type { MyListingInput } from '#app/validation/my-listing.ts'
import { getFormProps, getInputProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Notice } from '#app/components/account-card.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { Field, FormErrors, SelectField, TextareaField } from '#app/components/forms.tsx'
import { paths } from '#app/config/paths.ts'
import { LOCATIONS } from '#app/domain/constants.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES } from '#app/domain/listing.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { loadMyListingPage, myListingAction } from './my-listing.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadMyListingPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return myListingAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'listing')
  return [...pageMeta({ title: t('meta.title'), description: t('meta.description'), location, matches }), { name: 'robots', content: 'noindex' }]
}

function IntentButton({ intent, children, className = 'btn-secondary' }: { intent: string; children: string; className?: string }) {
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} className={className}>
        {children}
      </button>
    </Form>
  )
}

/**
 * /member-dashboard/listing (issue 19): the member writes their listing, previews it, sends it for
 * review, and hides or shows the published one at once. Works without JavaScript: one multipart form
 * (Save draft, Preview) and one small form per other step.
 */
/** The form's fields as the page writes them: the specialities as one text, the experience as typed. */
type MyListingFormValues = Omit<MyListingInput, 'specialties' | 'experience'> & { specialties: string; experience: string; image?: string }

export default function MyListingPage() {
  const { listing, member, photo, constraint } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const { t } = useTranslation('listing')
  const listLabel = useListLabel()
  const values = listing.form
  const [form, fields] = useForm<MyListingFormValues>({
    id: 'my-listing',
    lastResult,
    defaultValue: { ...values, image: undefined, specialties: values.specialties.join(', '), experience: String(values.experience || '') },
    constraint,
  })
  const status = listing.status
  const checked = (list: readonly string[] | undefined, value: string) => (list ?? []).includes(value)
  const submittedList = (name: 'languages' | 'modes') => {
    const submitted = lastResult && 'initialValue' in lastResult ? (lastResult.initialValue as Record<string, unknown> | null)?.[name] : undefined
    return submitted === undefined ? values[name] : [submitted].flat().map(String)
  }

  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <Link to={paths.dashboard} className="link text-sm">
        <span aria-hidden="true">← </span>
        {t('back')}
      </Link>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t('intro')}</p>

      {!listing.eligible ? (
        <Notice tone="warning" role="status">
          <p className="font-semibold">{t('ineligible.title')}</p>
          <p className="mt-1">{t(`ineligible.${listing.reason ?? 'type'}`, { type: listLabel('membershipTypes', member.membershipType) })}</p>
          <p className="mt-2">
            <Link to={paths.membership} className="link">
              {t('ineligible.help')}
            </Link>
          </p>
        </Notice>
      ) : null}

      <section aria-labelledby="listing-status" className="card mt-6 space-y-3">
        <h2 id="listing-status" className="text-lg font-semibold text-slate-900">
          {t('status.label')}: <span data-testid="listing-status">{t(`status.${status}`)}</span>
        </h2>
        {listing.pendingRevision ? <p className="text-slate-700">{t('status.pendingRevision')}</p> : null}
        {status === 'returned' && listing.reviewNote ? (
          <p className="rounded-md bg-amber-50 p-3 text-amber-950">
            <span className="font-semibold">{t('returnedNote')}</span> {listing.reviewNote}
          </p>
        ) : null}
        {listing.hidden ? <p className="text-slate-700">{t('hiddenNote')}</p> : null}
        <div className="flex flex-wrap gap-2">
          {listing.eligible && status === 'draft' ? <IntentButton intent="submit" className="btn-primary">{t('actions.submit')}</IntentButton> : null}
          {listing.practitionerId && !listing.hidden ? <IntentButton intent="hide">{t('actions.hide')}</IntentButton> : null}
          {listing.eligible && listing.practitionerId && listing.hidden ? <IntentButton intent="show">{t('actions.show')}</IntentButton> : null}
          {listing.practitionerId && !listing.hidden ? (
            <Link to={paths.practitioner(listing.practitionerId)} className="btn-secondary">
              {t('viewPublic')}
            </Link>
          ) : null}
          {listing.draft || listing.published ? (
            <Link to={paths.myListingPreview} className="btn-secondary">
              {t('actions.preview')}
            </Link>
          ) : null}
        </div>
        {listing.eligible && status === 'draft' ? <p className="text-sm text-slate-600">{t('submitHint')}</p> : null}
      </section>

      {listing.eligible ? (
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-6">
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset disabled={isPending} className="space-y-6">
            <section aria-labelledby="about-heading" className="card space-y-4">
              <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
                {t('sections.about')}
              </h2>
              <p className="text-sm text-slate-700">
                <span className="font-medium text-slate-900">{t('fields.name')}:</span> {member.name} ({member.membershipId}){' '}
                <span className="text-slate-600">{t('fields.nameHint')}</span>
              </p>
              <div className="grid gap-4 sm:grid-cols-3">
                <Field labelProps={{ children: t('fields.salutation') }} inputProps={getInputProps(fields.salutation, { type: 'text' })} errors={fields.salutation.errors} hint={t('fields.salutationHint')} />
                <Field className="sm:col-span-2" labelProps={{ children: t('fields.title') }} inputProps={getInputProps(fields.title, { type: 'text' })} errors={fields.title.errors} hint={t('fields.titleHint')} />
              </div>
              <Field labelProps={{ children: t('fields.businessName') }} inputProps={getInputProps(fields.businessName, { type: 'text' })} errors={fields.businessName.errors} />
              <TextareaField labelProps={{ children: t('fields.description') }} textareaProps={{ ...getTextareaProps(fields.description), rows: 6 }} errors={fields.description.errors} hint={t('fields.descriptionHint')} />
              <Field labelProps={{ children: t('fields.specialties') }} inputProps={getInputProps(fields.specialties, { type: 'text' })} errors={fields.specialties.errors} hint={t('fields.specialtiesHint')} />
              <FileField
                name="photo"
                label={t('fields.photo')}
                capture="user"
                current={photo}
                removeName="removePhoto"
                removeLabel={t('fields.removePhoto')}
                errors={form.allErrors.photo}
              />
            </section>

            <section aria-labelledby="choose-heading" className="card space-y-4">
              <h2 id="choose-heading" className="text-lg font-semibold text-slate-900">
                {t('sections.choose')}
              </h2>
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-slate-800">{t('fields.languages')}</legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {LISTING_LANGUAGES.map((language) => (
                    <label key={language} className="flex items-center gap-2 text-sm text-slate-800">
                      <input type="checkbox" name="languages" value={language} defaultChecked={checked(submittedList('languages'), language)} className="h-4 w-4 rounded border-slate-400 text-brand-700" />
                      {listLabel('languages', language)}
                    </label>
                  ))}
                </div>
                {fields.languages.errors?.length ? <p className="mt-1 text-sm text-red-700">{fields.languages.errors[0]}</p> : null}
              </fieldset>
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-slate-800">{t('fields.modes')}</legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {PRACTICE_MODES.map((mode) => (
                    <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
                      <input type="checkbox" name="modes" value={mode} defaultChecked={checked(submittedList('modes'), mode)} className="h-4 w-4 rounded border-slate-400 text-brand-700" />
                      {listLabel('practiceModes', mode)}
                    </label>
                  ))}
                </div>
                {fields.modes.errors?.length ? <p className="mt-1 text-sm text-red-700">{fields.modes.errors[0]}</p> : null}
              </fieldset>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  labelProps={{ children: t('fields.state') }}
                  selectProps={{ name: fields.state.name, id: fields.state.id, defaultValue: fields.state.initialValue as string | undefined }}
                  placeholder={t('fields.noState')}
                  options={LOCATIONS.map((value) => ({ value, label: listLabel('locations', value) }))}
                  errors={fields.state.errors}
                />
                <Field labelProps={{ children: t('fields.location') }} inputProps={getInputProps(fields.town, { type: 'text' })} errors={fields.town.errors} hint={t('fields.locationHint')} />
                <Field labelProps={{ children: t('fields.postcode') }} inputProps={{ ...getInputProps(fields.postcode, { type: 'text' }), inputMode: 'numeric', autoComplete: 'postal-code' }} errors={fields.postcode.errors} hint={t('fields.postcodeHint')} />
              </div>
              {/* The older free-text place (issue 19), kept as it is: the listing now shows the town. */}
              <input type="hidden" name={fields.location.name} defaultValue={(fields.location.initialValue as string | undefined) ?? ''} />
              <p className="text-sm text-slate-700">{t('fields.noStreetAddress')}</p>
            </section>

            <section aria-labelledby="contact-heading" className="card space-y-4">
              <h2 id="contact-heading" className="text-lg font-semibold text-slate-900">
                {t('sections.contact')}
              </h2>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field labelProps={{ children: t('fields.email') }} inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
                <Field labelProps={{ children: t('fields.phone') }} inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }} errors={fields.phone.errors} />
                <Field labelProps={{ children: t('fields.whatsapp') }} inputProps={getInputProps(fields.whatsapp, { type: 'tel' })} errors={fields.whatsapp.errors} hint={t('fields.whatsappHint')} />
                <Field labelProps={{ children: t('fields.website') }} inputProps={getInputProps(fields.website, { type: 'url' })} errors={fields.website.errors} hint={t('fields.websiteHint')} />
              </div>
              <label className="flex items-start gap-2 text-sm text-slate-800">
                <input type="checkbox" name={fields.publishEmail.name} value="on" defaultChecked={fields.publishEmail.initialValue === 'on' || fields.publishEmail.initialValue === 'true'} className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-700" />
                <span>{t('fields.publishEmail')}</span>
              </label>
            </section>

            <section aria-labelledby="credentials-heading" className="card space-y-4">
              <h2 id="credentials-heading" className="text-lg font-semibold text-slate-900">
                {t('sections.credentials')}
              </h2>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field labelProps={{ children: t('fields.experience') }} inputProps={getInputProps(fields.experience, { type: 'number' })} errors={fields.experience.errors} />
                <Field labelProps={{ children: t('fields.certification') }} inputProps={getInputProps(fields.certification, { type: 'text' })} errors={fields.certification.errors} />
              </div>
              <Field labelProps={{ children: t('fields.tcmRegistrationNo') }} inputProps={getInputProps(fields.tcmRegistrationNo, { type: 'text' })} errors={fields.tcmRegistrationNo.errors} hint={t('fields.tcmRegistrationNoHint')} />
            </section>

            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="save" className="btn-primary">
                {t('actions.save')}
              </button>
              <button type="submit" name="intent" value="preview" className="btn-secondary">
                {t('actions.preview')}
              </button>
            </div>
          </fieldset>
        </Form>
      ) : null}
    </div>
  )
}
