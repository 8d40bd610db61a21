import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { InboxNav } from '#app/components/admin/inbox.tsx'
import { ErrorList, Field, FormErrors, SelectField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { memberMessagePaths } from '#app/config/member-message-paths.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { MEMBER_MESSAGE_CATEGORIES, MEMBER_MESSAGE_GROUPS } from '#app/domain/member-messages.ts'
import { MEMBERSHIP_TYPES } from '#app/domain/membership-types.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { loadMemberMessagesPage, memberMessagesAction } from './member-messages.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadMemberMessagesPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return memberMessagesAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(metaTranslation(matches, 'admin').t('memberMessages.title'), { location, matches })

type MemberMessageForm = {
  subjectEn: string
  bodyEn: string
  subjectMs: string
  bodyMs: string
  group: string
  membershipType: string
  eventId: string
  meetingId: string
  category: string
}

/** Messages to members (issue 35, item 5): write one to a group, then open it to preview, count and send. */
export default function MemberMessagesPage() {
  const { messages, events, meetings, constraint } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  const isPending = useIsPending()
  const [form, fields] = useForm<MemberMessageForm>({
    id: 'member-message',
    lastResult: useActionData<SubmissionResult<string[]>>(),
    constraint,
    defaultValue: { group: 'all', category: 'news' },
  })
  // The meeting group is offered once there is a general meeting to name.
  const groups = MEMBER_MESSAGE_GROUPS.filter((group) => group !== 'meeting' || meetings.length > 0)
  return (
    <AdminShell title={t('memberMessages.title')}>
      <InboxNav current="members" />
      <p className="mb-6 max-w-3xl text-slate-700">{t('memberMessages.intro')}</p>

      <section aria-labelledby="member-message-write-heading" className="card">
        <h2 id="member-message-write-heading" className="text-lg font-semibold text-slate-900">
          {t('memberMessages.write')}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset disabled={isPending} className="space-y-4">
            <Field labelProps={{ children: t('memberMessages.subjectEn') }} inputProps={{ ...getInputProps(fields.subjectEn, { type: 'text' }), lang: 'en' }} errors={fields.subjectEn.errors} />
            <TextareaField
              labelProps={{ children: t('memberMessages.bodyEn') }}
              textareaProps={{ ...getTextareaProps(fields.bodyEn), rows: 8, lang: 'en' }}
              errors={fields.bodyEn.errors}
              hint={t('memberMessages.bodyHint')}
            />
            <Field
              labelProps={{ children: t('memberMessages.subjectMs') }}
              inputProps={{ ...getInputProps(fields.subjectMs, { type: 'text' }), lang: 'ms' }}
              errors={fields.subjectMs.errors}
              hint={t('memberMessages.malayHint')}
            />
            <TextareaField labelProps={{ children: t('memberMessages.bodyMs') }} textareaProps={{ ...getTextareaProps(fields.bodyMs), rows: 8, lang: 'ms' }} errors={fields.bodyMs.errors} />

            <fieldset aria-describedby={fields.group.errors ? `${fields.group.id}-error` : undefined}>
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('memberMessages.group')}</legend>
              {groups.map((group) => (
                <label key={group} className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
                  <input type="radio" name={fields.group.name} value={group} defaultChecked={fields.group.initialValue === group} required className="h-5 w-5 shrink-0" />
                  {t(`memberMessages.groups.${group}`)}
                </label>
              ))}
              <ErrorList id={`${fields.group.id}-error`} errors={fields.group.errors} />
            </fieldset>
            <SelectField
              labelProps={{ children: t('memberMessages.membershipType') }}
              selectProps={getSelectProps(fields.membershipType)}
              placeholder={t('memberMessages.choose')}
              options={MEMBERSHIP_TYPES.map((type) => ({ value: type, label: listLabel('membershipTypes', type) }))}
              errors={fields.membershipType.errors}
            />
            <SelectField
              labelProps={{ children: t('memberMessages.event') }}
              selectProps={getSelectProps(fields.eventId)}
              placeholder={t('memberMessages.choose')}
              options={events.map((event) => ({ value: event.id, label: event.title }))}
              errors={fields.eventId.errors}
            />
            {meetings.length ? (
              <SelectField
                labelProps={{ children: t('memberMessages.meeting') }}
                selectProps={getSelectProps(fields.meetingId)}
                placeholder={t('memberMessages.choose')}
                options={meetings.map((meeting) => ({ value: meeting.id, label: meeting.title }))}
                errors={fields.meetingId.errors}
              />
            ) : null}

            <fieldset aria-describedby={fields.category.errors ? `${fields.category.id}-error` : undefined}>
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('memberMessages.category')}</legend>
              {MEMBER_MESSAGE_CATEGORIES.map((category) => (
                <label key={category} className="flex min-h-11 items-start gap-3 py-1 text-sm text-slate-900">
                  <input type="radio" name={fields.category.name} value={category} defaultChecked={fields.category.initialValue === category} required className="mt-0.5 h-5 w-5 shrink-0" />
                  {t(`memberMessages.categories.${category}`)}
                </label>
              ))}
              <ErrorList id={`${fields.category.id}-error`} errors={fields.category.errors} />
            </fieldset>
            <SubmitButton pending={isPending} className="btn-primary">
              {t('memberMessages.save')}
            </SubmitButton>
          </fieldset>
        </Form>
      </section>

      <section aria-labelledby="member-message-list-heading" className="card mt-6">
        <h2 id="member-message-list-heading" className="text-lg font-semibold text-slate-900">
          {t('memberMessages.list')}
        </h2>
        {messages.length === 0 ? <p className="mt-2 text-slate-700">{t('memberMessages.none')}</p> : null}
        <ul className="mt-4 space-y-4">
          {messages.map((msg) => (
            <li key={msg.id} className="rounded border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900 wrap-anywhere">{msg.subjectEn}</h3>
              <p className="text-sm text-slate-700">
                {t(`memberMessages.categoryNames.${msg.category}`)} · {t(`memberMessages.groups.${msg.group}`)}
              </p>
              <p className="text-sm text-slate-700 wrap-anywhere">{t('memberMessages.written', { date: formatDateTime(msg.createdAt, locale), by: msg.createdBy })}</p>
              <p className="mt-1 text-sm font-medium text-slate-900 wrap-anywhere">
                {msg.finishedAt && msg.sentAt
                  ? t('memberMessages.sentOn', { date: formatDateTime(msg.sentAt, locale), by: msg.sentBy, sent: msg.sentCount, failed: msg.failedCount })
                  : msg.sentAt
                    ? t('memberMessages.sending', { date: formatDateTime(msg.sentAt, locale) })
                    : t('memberMessages.draft')}
              </p>
              <Link to={memberMessagePaths.message(msg.id)} className="link mt-2 inline-flex min-h-11 items-center">
                {t('memberMessages.open')}
                <span className="sr-only">{t('memberMessages.openSr', { subject: msg.subjectEn })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </AdminShell>
  )
}
