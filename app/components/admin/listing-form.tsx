import { getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type Constraint } from '#app/components/server-form.ts'
import type { SubmissionResult } from '@conform-to/react'
import { FileField } from '#app/components/file-field.tsx'
import type { MediaImage } from '#app/domain/media.ts'
import { Form } from '@remix-run/react'
import { useEffect, useRef, type ElementType, type ReactNode } from 'react'
import { CheckboxField, ErrorList, Field, FormErrors, SelectField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { DEFAULT_PRACTITIONER_SPECIALTY, LOCATIONS } from '#app/domain/constants.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES, type ListingValues } from '#app/domain/listing.ts'
import { RATING_MAX } from '#app/validation/admin-form-limits.ts'
import type { ListingFormValues } from '#app/validation/listing.ts'
import { Trans, useListLabel, useTranslation } from '#app/utils/i18n.ts'

/** What the edit form starts from: a listing as the admin page has it. */
export interface EditableListing extends ListingValues {
  id: string
  /** The uploaded listing photo, when there is one. */
  photo?: MediaImage | null
}

function defaultValueOf(listing: EditableListing | null, nextMembershipId: string) {
  if (!listing) return { membershipId: nextMembershipId, country: 'Malaysia', isActive: 'on', experience: '0', rating: '0', reviewCount: '0' }
  return {
    ...listing,
    experience: String(listing.experience),
    rating: String(listing.rating),
    reviewCount: String(listing.reviewCount),
    specialties: listing.specialties.join(', '),
    isActive: listing.isActive ? 'on' : undefined,
    publishEmail: listing.publishEmail ? 'on' : undefined,
  }
}

/**
 * The one listing form (spec section 5): on a page of its own without JavaScript (`Form`), inline on
 * /admin with it (`fetcher.Form`); both post to the same action. The server validates and answers
 * with the messages; the browser gets only the written-out native constraints.
 */
export function ListingForm({
  id,
  as: FormComponent = Form,
  action,
  listing,
  nextMembershipId,
  constraint,
  returnTo,
  lastResult,
  pending,
  cancel,
}: {
  id: string
  as?: ElementType
  action: string
  listing: EditableListing | null
  nextMembershipId: string
  /** The schema's native constraints, from the loader (validation/constraints.server.ts). */
  constraint: Record<string, Constraint>
  /** The admin list (with its search and page) to come back to after saving. */
  returnTo: string
  lastResult: SubmissionResult<string[]> | null | undefined
  pending: boolean
  /** A "Cancel" link (page) or button (inline). */
  cancel: ReactNode
}) {
  const [form, fields] = useForm<ListingFormValues>({
    id,
    lastResult,
    defaultValue: defaultValueOf(listing, nextMembershipId),
    constraint,
  })
  const text = (name: keyof typeof fields) => getInputProps(fields[name], { type: 'text' })
  const { t } = useTranslation('admin')
  const listLabel = useListLabel()

  // The server's answer may land far from the Save button (the inline form is long): take the reader to
  // the first field it faults, in the form's order, or else to the message above the form.
  const handled = useRef<unknown>(null)
  useEffect(() => {
    const error = lastResult?.error
    // A fetcher's answer can arrive while the page's data reloads, with the fields still disabled.
    if (!error || pending || handled.current === lastResult) return
    handled.current = lastResult
    const faulted = new Set(Object.entries(error).filter(([name, messages]) => name && messages?.length).map(([name]) => name))
    const element = document.getElementById(form.id) as HTMLFormElement | null
    const first = Array.from(element?.elements ?? []).find((el): el is HTMLElement => faulted.has((el as HTMLInputElement).name))
    if (first) first.focus()
    else document.getElementById(form.errorId)?.scrollIntoView({ block: 'center' })
  }, [lastResult, pending, form.id, form.errorId])

  return (
    <FormComponent method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      <p className="text-sm text-slate-700">
        <Trans
          text={t('listings.form.required')}
          components={{
            mark: (star) => (
              <>
                <span aria-hidden="true">{star}</span>
                <span className="sr-only">{t('listings.form.requiredSr')}</span>
              </>
            ),
          }}
        />
      </p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <Field labelProps={{ children: t('listings.form.salutation') }} inputProps={{ ...text('salutation'), placeholder: 'Dr.' }} errors={fields.salutation.errors} />
          <Field labelProps={{ children: t('listings.form.name') }} inputProps={text('name')} errors={fields.name.errors} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: t('listings.form.email') }}
            inputProps={getInputProps(fields.email, { type: 'email' })}
            errors={fields.email.errors}
          />
          <Field
            labelProps={{ children: t('listings.form.membershipId') }}
            inputProps={{ ...text('membershipId'), placeholder: nextMembershipId, autoCapitalize: 'characters' }}
            errors={fields.membershipId.errors}
            hint={
              listing ? t('listings.form.membershipIdHintEdit') : t('listings.form.membershipIdHintNew', { id: nextMembershipId })
            }
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field labelProps={{ children: t('listings.form.title') }} inputProps={text('title')} errors={fields.title.errors} />
          <Field labelProps={{ children: t('listings.form.businessName') }} inputProps={text('businessName')} errors={fields.businessName.errors} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: t('listings.form.phone') }}
            inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), placeholder: '+60 12-345 6789' }}
            errors={fields.phone.errors}
          />
          <Field
            labelProps={{ children: t('listings.form.experience') }}
            inputProps={{ ...text('experience'), inputMode: 'numeric' }}
            errors={fields.experience.errors}
            hint={t('listings.form.experienceHint')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            required
            labelProps={{ children: t('listings.form.state') }}
            selectProps={getSelectProps(fields.state)}
            options={LOCATIONS.map((value) => ({ value, label: listLabel('locations', value) }))}
            placeholder={t('listings.form.statePlaceholder')}
            errors={fields.state.errors}
          />
          <Field
            required
            labelProps={{ children: t('listings.form.location') }}
            inputProps={{ ...text('location'), placeholder: t('listings.form.locationPlaceholder') }}
            errors={fields.location.errors}
          />
          <Field
            labelProps={{ children: t('listings.form.country') }}
            inputProps={text('country')}
            errors={fields.country.errors}
            hint={t('listings.form.countryHint')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            labelProps={{ children: t('listings.form.town') }}
            inputProps={{ ...text('town'), autoComplete: 'off' }}
            errors={fields.town.errors}
          />
          <Field
            labelProps={{ children: t('listings.form.postcode') }}
            inputProps={{ ...text('postcode'), inputMode: 'numeric', autoComplete: 'off' }}
            errors={fields.postcode.errors}
            hint={t('listings.form.postcodeHint')}
          />
          <CheckboxField
            labelProps={{ children: t('listings.form.publishEmail') }}
            inputProps={getInputProps(fields.publishEmail, { type: 'checkbox' })}
            errors={fields.publishEmail.errors}
          />
        </div>
        <Field labelProps={{ children: t('listings.form.certification') }} inputProps={text('certification')} errors={fields.certification.errors} />
        <Field
          labelProps={{ children: t('listings.form.specialties') }}
          inputProps={text('specialties')}
          errors={fields.specialties.errors}
          hint={t('listings.form.specialtiesHint', { default: DEFAULT_PRACTITIONER_SPECIALTY })}
        />
        <TextareaField
          required
          labelProps={{ children: t('listings.form.description') }}
          textareaProps={{ ...getTextareaProps(fields.description), rows: 5 }}
          errors={fields.description.errors}
          hint={t('listings.form.descriptionHint')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset aria-describedby={fields.languages.errors ? fields.languages.errorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t('listings.form.languages')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {getCollectionProps(fields.languages, { type: 'checkbox', options: LISTING_LANGUAGES }).map(({ key, ...props }) => (
                <CheckboxField key={key} labelProps={{ children: listLabel('languages', props.value) }} inputProps={props} />
              ))}
            </div>
            <ErrorList id={fields.languages.errorId} errors={fields.languages.errors} />
          </fieldset>
          <fieldset aria-describedby={fields.modes.errors ? fields.modes.errorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t('listings.form.modes')}</legend>
            <div className="grid gap-2">
              {getCollectionProps(fields.modes, { type: 'checkbox', options: PRACTICE_MODES }).map(({ key, ...props }) => (
                <CheckboxField key={key} labelProps={{ children: listLabel('practiceModes', props.value) }} inputProps={props} />
              ))}
            </div>
            <ErrorList id={fields.modes.errorId} errors={fields.modes.errors} />
          </fieldset>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: t('listings.form.whatsapp') }}
            inputProps={{ ...getInputProps(fields.whatsapp, { type: 'tel' }), placeholder: '012-345 6789' }}
            errors={fields.whatsapp.errors}
            hint={t('listings.form.whatsappHint')}
          />
          <Field
            labelProps={{ children: t('listings.form.website') }}
            inputProps={{ ...getInputProps(fields.website, { type: 'url' }), placeholder: 'https://…' }}
            errors={fields.website.errors}
          />
        </div>
        <Field
          labelProps={{ children: t('listings.form.tcmRegistrationNo') }}
          inputProps={text('tcmRegistrationNo')}
          errors={fields.tcmRegistrationNo.errors}
          hint={t('listings.form.tcmRegistrationNoHint')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: t('listings.form.rating') }}
            inputProps={{ ...text('rating'), inputMode: 'numeric' }}
            errors={fields.rating.errors}
            hint={t('listings.form.ratingHint', { max: RATING_MAX })}
          />
          <Field
            labelProps={{ children: t('listings.form.reviewCount') }}
            inputProps={{ ...text('reviewCount'), inputMode: 'numeric' }}
            errors={fields.reviewCount.errors}
          />
        </div>
        <FileField
          name="photo"
          label={t('listings.form.photo')}
          capture="user"
          current={listing?.photo ?? null}
          removeName={listing?.photo ? 'remove-photo' : undefined}
          errors={form.allErrors.photo}
          hint={t('listings.form.photoHint')}
        />
        <Field
          labelProps={{ children: t('listings.form.imageUrl') }}
          inputProps={{ ...getInputProps(fields.imageUrl, { type: 'url' }), placeholder: 'https://…' }}
          errors={fields.imageUrl.errors}
          hint={t('listings.form.imageUrlHint')}
        />
        <CheckboxField
          labelProps={{ children: t('listings.form.active') }}
          inputProps={getInputProps(fields.isActive, { type: 'checkbox' })}
          errors={fields.isActive.errors}
        />
        <div data-dialog-actions="" className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          {cancel}
          <SubmitButton pending={pending} pendingText={t('listings.form.saving')} className="btn-primary">
            {listing ? t('listings.form.saveChanges') : t('listings.form.addMember')}
          </SubmitButton>
        </div>
      </fieldset>
      <input type="hidden" name="returnTo" value={returnTo} />
    </FormComponent>
  )
}
