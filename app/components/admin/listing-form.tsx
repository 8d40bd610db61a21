import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useEffect, useRef, type ElementType, type ReactNode } from 'react'
import { CheckboxField, Field, FormErrors, SelectField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { DEFAULT_PRACTITIONER_SPECIALTY, LOCATIONS } from '#app/domain/constants.ts'
import type { ListingValues } from '#app/domain/listing.ts'
import { PRACTITIONER_CONSTRAINT, RATING_MAX } from '#app/validation/admin-form-constraints.ts'
import type { ListingFormValues } from '#app/validation/listing.ts'

/** What the edit form starts from: a listing as the admin page has it. */
export interface EditableListing extends ListingValues {
  id: string
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
    constraint: PRACTITIONER_CONSTRAINT,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })
  const text = (name: keyof typeof fields) => getInputProps(fields[name], { type: 'text' })

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
    <FormComponent method="post" action={action} {...getFormProps(form)} className="space-y-4">
      <p className="text-sm text-slate-700">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> make a complete listing; only the name and email are needed to save it.
      </p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <Field labelProps={{ children: 'Salutation' }} inputProps={{ ...text('salutation'), placeholder: 'Dr.' }} errors={fields.salutation.errors} />
          <Field labelProps={{ children: 'Name' }} inputProps={text('name')} errors={fields.name.errors} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: 'Email' }}
            inputProps={getInputProps(fields.email, { type: 'email' })}
            errors={fields.email.errors}
          />
          <Field
            labelProps={{ children: 'Membership ID' }}
            inputProps={{ ...text('membershipId'), placeholder: nextMembershipId, autoCapitalize: 'characters' }}
            errors={fields.membershipId.errors}
            hint={
              listing
                ? 'A member account with the same ID is linked to this listing.'
                : `The next free ID is ${nextMembershipId}; left blank, the next free one is given. A member account with the same ID is linked to the listing.`
            }
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field labelProps={{ children: 'Professional title' }} inputProps={text('title')} errors={fields.title.errors} />
          <Field labelProps={{ children: 'Business name' }} inputProps={text('businessName')} errors={fields.businessName.errors} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: 'Phone' }}
            inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), placeholder: '+60 12-345 6789' }}
            errors={fields.phone.errors}
          />
          <Field
            labelProps={{ children: 'Years of experience' }}
            inputProps={{ ...text('experience'), inputMode: 'numeric' }}
            errors={fields.experience.errors}
            hint="A whole number; anything else counts as 0."
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            required
            labelProps={{ children: 'State' }}
            selectProps={getSelectProps(fields.state)}
            options={LOCATIONS}
            placeholder="Select a location"
            errors={fields.state.errors}
          />
          <Field
            required
            labelProps={{ children: 'Location' }}
            inputProps={{ ...text('location'), placeholder: 'Kota Kinabalu, Malaysia' }}
            errors={fields.location.errors}
          />
          <Field
            labelProps={{ children: 'Country' }}
            inputProps={text('country')}
            errors={fields.country.errors}
            hint="Malaysia when left blank."
          />
        </div>
        <Field labelProps={{ children: 'Certification' }} inputProps={text('certification')} errors={fields.certification.errors} />
        <Field
          labelProps={{ children: 'Specialities' }}
          inputProps={text('specialties')}
          errors={fields.specialties.errors}
          hint={`Separate them with commas, e.g. Body, Reiki. Left empty, it is ${DEFAULT_PRACTITIONER_SPECIALTY}.`}
        />
        <TextareaField
          required
          labelProps={{ children: 'Description' }}
          textareaProps={{ ...getTextareaProps(fields.description), rows: 5 }}
          errors={fields.description.errors}
          hint="Describe the practice as complementary to medical care, never a replacement for it."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: 'Rating' }}
            inputProps={{ ...text('rating'), inputMode: 'numeric' }}
            errors={fields.rating.errors}
            hint={`0 to ${RATING_MAX}, in tenths: 87 shows as 8.7.`}
          />
          <Field
            labelProps={{ children: 'Number of reviews' }}
            inputProps={{ ...text('reviewCount'), inputMode: 'numeric' }}
            errors={fields.reviewCount.errors}
          />
        </div>
        <Field
          labelProps={{ children: 'Photo URL' }}
          inputProps={{ ...getInputProps(fields.imageUrl, { type: 'url' }), placeholder: 'https://…' }}
          errors={fields.imageUrl.errors}
          hint="A link to a photo that is already online. Left blank, the association's picture is used."
        />
        <CheckboxField
          labelProps={{ children: 'Active: show this listing in the public directory' }}
          inputProps={getInputProps(fields.isActive, { type: 'checkbox' })}
          errors={fields.isActive.errors}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          {cancel}
          <SubmitButton pending={pending} pendingText="Saving…" className="btn-primary">
            {listing ? 'Save Changes' : 'Add Member'}
          </SubmitButton>
        </div>
      </fieldset>
      <input type="hidden" name="returnTo" value={returnTo} />
    </FormComponent>
  )
}
