import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { ListingCard } from '#app/components/directory/listing-card.tsx'
import { FormErrors, TextareaField } from '#app/components/forms.tsx'
import { formatDateTime } from '#app/domain/dates.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { listingReviewAction, loadListingReviewsPage } from './listing-reviews.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadListingReviewsPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return listingReviewAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('nav.listingReviews'), { location, matches })
}

/**
 * /admin/listings/reviews (issue 19): each listing waiting for review as its card will look, the details
 * the card leaves out, and two forms: Approve and publish, or Return with a note to the member.
 */
export default function ListingReviewsPage() {
  const { reviews } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>() as { error?: Record<string, string[] | null>; reviewId?: string } | undefined
  const { t, locale } = useTranslation('listing')
  const listLabel = useListLabel()
  return (
    <AdminShell title={t('admin.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('admin.intro')}</p>
      <p role="status" className="mb-4 text-sm font-medium text-slate-700">
        {reviews.length ? t('admin.count', { count: reviews.length }) : t('admin.empty')}
      </p>
      <ul className="space-y-8">
        {reviews.map((review) => {
          const errors = failure?.reviewId === review.id ? failure.error : undefined
          const f = review.fields
          return (
            <li key={review.id} className="card">
              <h2 className="text-lg font-semibold text-slate-900">
                {review.member?.name ?? t('admin.unknownMember')} {review.member ? `(${review.member.membershipId})` : ''}
              </h2>
              <p className="text-sm text-slate-700">
                {t('admin.submitted', { date: formatDateTime(review.submittedAt, locale) })} · {review.isRevision ? t('admin.revision') : t('admin.first')}
              </p>
              <div className="mt-4 grid gap-6 lg:grid-cols-2">
                <div className="max-w-sm">
                  <ListingCard listing={review.card} headingLevel={3} />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {(
                    [
                      ['email', f.email],
                      ['phone', f.phone],
                      ['whatsapp', f.whatsapp],
                      ['website', f.website],
                      ['state', f.state ? listLabel('locations', f.state) : ''],
                      ['location', f.location],
                      ['experience', String(f.experience)],
                      ['certification', f.certification],
                      ['tcmRegistrationNo', f.tcmRegistrationNo],
                    ] as const
                  ).map(([name, value]) => (
                    <div key={name} className="contents">
                      <dt className="font-medium text-slate-900">{t(`fields.${name}`)}</dt>
                      <dd className="break-words text-slate-700">{value || '—'}</dd>
                    </div>
                  ))}
                </dl>
              </div>
              {f.description ? <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{f.description}</p> : null}
              <FormErrors errors={errors?.[''] ?? null} />
              <div className="mt-4 grid gap-4 lg:grid-cols-2">
                <Form method="post">
                  <input type="hidden" name="reviewId" value={review.id} />
                  <button type="submit" name="intent" value="approve" className="btn-primary">
                    {t('admin.approve')}
                    <span className="sr-only">{` ${review.member?.name ?? ''}`}</span>
                  </button>
                </Form>
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="reviewId" value={review.id} />
                  <TextareaField
                    labelProps={{ children: t('admin.note') }}
                    textareaProps={{ id: `note-${review.id}`, name: 'note', rows: 3, required: true, maxLength: 1000 }}
                    hint={t('admin.noteHint')}
                    errors={errors?.note ?? undefined}
                  />
                  <button type="submit" name="intent" value="return" className="btn-secondary">
                    {t('admin.return')}
                    <span className="sr-only">{` ${review.member?.name ?? ''}`}</span>
                  </button>
                </Form>
              </div>
            </li>
          )
        })}
      </ul>
    </AdminShell>
  )
}
