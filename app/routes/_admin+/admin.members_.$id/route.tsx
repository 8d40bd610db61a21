import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { Detail } from '#app/components/admin/detail.tsx'
import { FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { MembershipStatusBadge } from '#app/components/dashboard/membership-status-badge.tsx'
import { getFormProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { formatDate, formatDateTime } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { loadMemberStoryPage, memberStoryAction } from './member-story.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadMemberStoryPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return memberStoryAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('story.metaTitle'), { location, matches }, t('story.metaDescription'))
}

/** Status words inside the sentences (an invoice's, a CPD entry's, a seat's, a data request's). */
const WORD_VALUES = new Set(['status', 'kind'])

/**
 * A member's whole story for the secretariat (issue 33, item 4): where they stand, then everything in
 * time order (applied, documents, decisions, invoices, payments, mails, CPD, events, data requests and
 * the secretariat's notes), and a form to add a note. A plain form: it works without JavaScript.
 */
export default function MemberStoryPage() {
  const { story } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  const [form, fields] = useForm<{ text: string }>({ id: 'staff-note', lastResult })
  const { member, items } = story
  const sentence = (kind: string, values: Record<string, string | number>) =>
    t(`story.kinds.${kind}` as 'story.kinds.note', {
      ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, WORD_VALUES.has(key) ? t(`story.words.${value}` as 'story.words.open') : value])),
      ...(values.type ? { type: listLabel('membershipTypes', String(values.type)) } : {}),
      ...(values.day ? { day: formatDate(`${values.day}T04:00:00Z`, locale) } : {}),
    })
  return (
    <AdminShell title={t('story.title', { name: member.name })}>
      <p className="mb-4">
        <Link to={adminPaths.members} className="link inline-flex min-h-11 items-center">
          {t('story.back')}
        </Link>
      </p>
      <section aria-labelledby="story-summary" className="card mb-6">
        <h2 id="story-summary" className="text-lg font-semibold text-slate-900">
          {t('story.summary')}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Detail term={t('story.stage')}>
            <MembershipStatusBadge stage={member.stage} />
          </Detail>
          <Detail term={t('story.email')}>
            <a className="link wrap-anywhere" href={`mailto:${member.email}`}>
              {member.email}
            </a>
          </Detail>
          <Detail term={t('story.membershipId')}>{member.membershipId ?? t('story.none')}</Detail>
          <Detail term={t('story.type')}>{listLabel('membershipTypes', member.membershipType)}</Detail>
          <Detail term={t('story.validUntil')}>{member.validUntil ? formatDate(`${member.validUntil}T04:00:00Z`, locale) : t('story.none')}</Detail>
          <Detail term={t('story.phone')}>{member.phone || t('story.none')}</Detail>
          <Detail term={t('story.roles')}>{member.roles.length ? member.roles.map((role) => listLabel('staffRoles', role)).join(', ') : t('story.none')}</Detail>
          <Detail term={t('story.listing')}>
            {member.listing ? (
              member.listing.hidden ? (
                t('story.listingHidden')
              ) : (
                <a className="link" href={member.listing.href}>
                  {t('story.listingShown')}
                </a>
              )
            ) : (
              t('story.noListing')
            )}
          </Detail>
        </dl>
      </section>

      <section aria-labelledby="story-note" className="card mb-6">
        <h2 id="story-note" className="text-lg font-semibold text-slate-900">
          {t('story.notesHeading')}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextareaField
            labelProps={{ children: t('story.noteLabel') }}
            textareaProps={{ ...getTextareaProps(fields.text), rows: 3, maxLength: 2000, required: true }}
            errors={fields.text.errors}
            hint={t('story.noteHint')}
          />
          <SubmitButton pending={isPending} pendingText={t('story.noteSubmit')} className="btn-primary" name="intent" value="add-note">
            {t('story.noteSubmit')}
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="story-timeline">
        <h2 id="story-timeline" className="text-lg font-semibold text-slate-900">
          {t('story.timelineHeading')}
        </h2>
        <p className="mb-3 text-sm text-slate-700">{t('story.timelineCount', { count: items.length })}</p>
        <ol className="space-y-2" data-story>
          {items.map((item, index) => (
            <li key={`${item.at}-${index}`} data-kind={item.kind} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="text-slate-600">
                <time dateTime={item.at}>{formatDateTime(item.at, locale)}</time>
              </p>
              <p className="wrap-anywhere font-medium text-slate-900">{sentence(item.kind, item.values)}</p>
              {item.text ? <p className="wrap-anywhere whitespace-pre-line text-slate-800">{item.text}</p> : null}
              {item.href ? (
                <a href={item.href} className="link inline-flex min-h-11 items-center">
                  {t('story.openLink')}
                </a>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </AdminShell>
  )
}
