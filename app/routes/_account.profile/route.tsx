import { getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import type { z } from 'zod'
import { AccountCard } from '#app/components/account-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { CheckboxField, ErrorList, Field, FormErrors, SelectField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { SpecialtiesPicker } from '#app/components/specialties-picker.tsx'
import { LOCATIONS, PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { useHydrated, useIsPending } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { isPillarSpecialty, mergeSpecialties, splitSpecialties } from '#app/domain/specialties.ts'
import type { ProfileSchema } from '#app/validation/auth.ts'
import { PROFILE_CONSTRAINT } from '#app/validation/form-constraints.ts'
import { loadProfilePage, profileAction } from './profile.server.ts'
import { paths } from '#app/config/paths.ts'

type ProfileForm = z.input<typeof ProfileSchema>

export async function loader(args: LoaderFunctionArgs) {
  return loadProfilePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return profileAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: 'Edit Profile', description: 'Update your EMPAM member profile.', location, matches }),
  { name: 'robots', content: 'noindex' },
]

/** What the picker starts with: the submitted values after a failed save, else what is stored. */
function initialSpecialties(lastResult: SubmissionResult<string[]> | undefined, stored: string[]) {
  const submitted = lastResult?.initialValue
  if (!submitted) return stored
  const list = [submitted.specialties ?? []].flat().filter((v): v is string => typeof v === 'string')
  const other = typeof submitted.otherSpecialties === 'string' ? submitted.otherSpecialties : ''
  return mergeSpecialties(list, splitSpecialties(other))
}

export default function EditProfilePage() {
  const { profile } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const hydrated = useHydrated()
  const [form, fields] = useForm<ProfileForm>({
    id: 'profile',
    lastResult,
    defaultValue: {
      ...profile,
      specialties: profile.specialties.filter(isPillarSpecialty),
      otherSpecialties: profile.specialties.filter((s) => !isPillarSpecialty(s)).join(', '),
    },
    constraint: PROFILE_CONSTRAINT,
    // The server validates (ProfileSchema) and answers with the field messages.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })

  return (
    <AccountCard
      wide
      title="Edit Profile"
      subtitle="Keep your member details up to date."
      footer={
        <Link to={paths.changeEmail} className="link">
          Change the e-mail address you sign in with
        </Link>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset disabled={isPending} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: 'First Name' }}
              inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
              errors={fields.firstName.errors}
            />
            <Field
              labelProps={{ children: 'Last Name' }}
              inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
              errors={fields.lastName.errors}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: 'Phone' }}
              inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel', placeholder: '+60 12-345 6789' }}
              errors={fields.phone.errors}
            />
            <SelectField
              labelProps={{ children: 'Location' }}
              selectProps={getSelectProps(fields.state)}
              options={LOCATIONS}
              placeholder="Select your location"
              errors={fields.state.errors}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: 'Certification' }}
              inputProps={getInputProps(fields.certification, { type: 'text' })}
              errors={fields.certification.errors}
            />
            <Field
              labelProps={{ children: 'Business Name' }}
              inputProps={{ ...getInputProps(fields.businessName, { type: 'text' }), autoComplete: 'organization' }}
              errors={fields.businessName.errors}
            />
          </div>
          <Field
            labelProps={{ children: 'Profile Image URL' }}
            inputProps={{ ...getInputProps(fields.imageUrl, { type: 'url' }), placeholder: 'https://…' }}
            errors={fields.imageUrl.errors}
            hint="A link to a photo of you that is already online."
          />
          {hydrated ? (
            <SpecialtiesPicker
              name={fields.specialties.name}
              initial={initialSpecialties(lastResult, profile.specialties)}
              errorId={fields.specialties.errorId}
              errors={fields.specialties.errors}
            />
          ) : (
            <fieldset className="rounded-md border border-slate-300 p-4" aria-describedby={fields.specialties.errors ? fields.specialties.errorId : undefined}>
              <legend className="px-1 text-sm font-medium text-slate-800">Specialities</legend>
              <p className="mb-3 text-xs text-slate-600">Tick the pillars you work with.</p>
              <div className="grid gap-2 sm:grid-cols-2">
                {getCollectionProps(fields.specialties, { type: 'checkbox', options: [...PILLAR_SPECIALTIES] }).map(({ key, ...props }) => (
                  <CheckboxField key={key} labelProps={{ children: props.value }} inputProps={props} />
                ))}
              </div>
              <Field
                className="mt-4"
                labelProps={{ children: 'Other specialities' }}
                inputProps={getInputProps(fields.otherSpecialties, { type: 'text' })}
                errors={fields.otherSpecialties.errors}
                hint="Separate several with commas, e.g. Reiki, Sound healing."
              />
              <ErrorList id={fields.specialties.errorId} errors={fields.specialties.errors} />
            </fieldset>
          )}
          <TextareaField
            labelProps={{ children: 'Bio' }}
            textareaProps={{ ...getTextareaProps(fields.bio), rows: 5 }}
            errors={fields.bio.errors}
            hint="A few sentences about your practice. Please describe energy medicine as complementary to medical care, never a replacement for it."
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Link to={paths.dashboard} className="btn-secondary flex-1">
              Cancel
            </Link>
            <SubmitButton pending={isPending} pendingText="Saving…" className="btn-primary flex-1">
              Save Changes
            </SubmitButton>
          </div>
        </fieldset>
      </Form>
    </AccountCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
