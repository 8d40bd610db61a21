import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { Field, FormErrors, SelectField, SubmitButton } from '#app/components/forms.tsx'
import { LocalizedText } from '#app/components/public/localized-text.tsx'
import { getFormProps, getInputProps, getSelectProps, useForm } from '#app/components/server-form.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { langOf, localizedField } from '#app/domain/locale.ts'
import { POSITION_ROLES } from '#app/domain/office-terms.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { loadOfficeBearersPage, officeBearersAction } from './office-bearers.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadOfficeBearersPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return officeBearersAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('officeBearers.title'), { location, matches })

type Register = ReturnType<typeof useLoaderData<typeof loader>>['register']
type Position = Register['positions'][number]
type Term = Register['history'][number]
type Answer = { record?: SubmissionResult<string[]>; position?: SubmissionResult<string[]> } | undefined

/**
 * The office-bearers' register (issue 35, item 1): each position in the committee's order with who
 * holds it, a form to record a new holder, one to add a position, and every term there has been. Plain
 * forms: it works without JavaScript.
 */
export default function OfficeBearersPage() {
  const { register } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <AdminShell title={t('officeBearers.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('officeBearers.intro')}</p>
      <section aria-labelledby="positions-heading" className="card">
        <h2 id="positions-heading" className="text-lg font-semibold text-slate-900">
          {t('officeBearers.positions')}
        </h2>
        <ol className="mt-4 space-y-4">
          {register.positions.map((position, index) => (
            <PositionItem key={position.id} position={position} today={register.today} first={index === 0} last={index === register.positions.length - 1} />
          ))}
        </ol>
      </section>
      <RecordForm />
      <AddPositionForm />
      <History terms={register.history} />
    </AdminShell>
  )
}

function PositionItem({ position, today, first, last }: { position: Position; today: string; first: boolean; last: boolean }) {
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  const isPending = useIsPending()
  const headingId = `position-${position.id}`
  return (
    <li className="rounded border border-slate-200 p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold text-slate-900">
            <span lang="en">{position.title}</span>
            {position.retired ? <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">{t('officeBearers.retired')}</span> : null}
          </h3>
          {position.titleMs ? (
            <p className="text-sm text-slate-700" lang="ms">
              {position.titleMs}
            </p>
          ) : null}
          <p className="text-sm text-slate-700">
            {t('officeBearers.seats', { count: position.seats })} ·{' '}
            {position.grantsRole ? t('officeBearers.givesRole', { role: listLabel('staffRoles', position.grantsRole) }) : t('officeBearers.givesNoRole')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Form method="post" className="flex gap-2">
            <input type="hidden" name="positionId" value={position.id} />
            <button type="submit" name="intent" value="move-up" disabled={first || isPending} className="btn-secondary min-h-11">
              {t('officeBearers.moveUp')}
              <span className="sr-only">: {localizedField(position, 'title', locale).text}</span>
            </button>
            <button type="submit" name="intent" value="move-down" disabled={last || isPending} className="btn-secondary min-h-11">
              {t('officeBearers.moveDown')}
              <span className="sr-only">: {localizedField(position, 'title', locale).text}</span>
            </button>
          </Form>
          <Link to={governancePaths.officePosition(position.id)} className="btn-secondary min-h-11">
            {t('officeBearers.editPosition')}
            <span className="sr-only">: {localizedField(position, 'title', locale).text}</span>
          </Link>
        </div>
      </div>
      {position.holders.length ? (
        <ul className="mt-3 space-y-3">
          {position.holders.map((term) => (
            <li key={term.id} className="rounded bg-slate-50 p-3">
              <p className="font-medium text-slate-900">
                {term.name}
                {term.hasAccount ? <span className="ml-2 text-sm font-normal text-slate-700">{t('officeBearers.memberAccount')}</span> : null}
              </p>
              <p className="text-sm text-slate-700">
                {term.state === 'coming' ? t('officeBearers.coming', { date: formatDate(term.from, locale) }) : t('officeBearers.since', { date: formatDate(term.from, locale) })}
                {term.until ? ` · ${t('officeBearers.until', { date: formatDate(term.until, locale) })}` : ''}
              </p>
              <div className="mt-2 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="end" />
                  <input type="hidden" name="termId" value={term.id} />
                  <Field
                    labelProps={{ children: t('officeBearers.lastDay', { name: term.name }) }}
                    inputProps={{ id: `end-${term.id}`, type: 'date', name: 'until', required: true, defaultValue: term.until && term.until < today ? term.until : today }}
                  />
                  <SubmitButton pending={isPending} className="btn-secondary">
                    {t('officeBearers.end')}
                    <span className="sr-only">: {term.name}</span>
                  </SubmitButton>
                </Form>
                <Link to={governancePaths.officeTerm(term.id)} className="link-tap link text-sm">
                  {t('officeBearers.correct')}
                  <span className="sr-only">: {term.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('officeBearers.vacant')}</p>
      )}
    </li>
  )
}

function RecordForm() {
  const { register, constraints } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('admin')
  const isPending = useIsPending()
  const [form, fields] = useForm<{ position: string; member: string; name: string; from: string; until: string; cardId: string }>({
    id: 'record-term',
    lastResult: (useActionData<typeof action>() as Answer)?.record,
    constraint: constraints.term,
    defaultValue: { from: register.today },
  })
  return (
    <section aria-labelledby="record-heading" className="card mt-6">
      <h2 id="record-heading" className="text-lg font-semibold text-slate-900">
        {t('officeBearers.record')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('officeBearers.recordHint')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="record" />
        <fieldset disabled={isPending} className="grid gap-4 sm:grid-cols-2">
          <SelectField
            labelProps={{ children: t('officeBearers.position') }}
            selectProps={getSelectProps(fields.position)}
            placeholder={t('officeBearers.choosePosition')}
            options={register.positions
              .filter((p) => !p.retired)
              .map((p) => {
                const title = localizedField(p, 'title', locale)
                return { value: p.key, label: title.text, lang: langOf(title, locale) }
              })}
            errors={fields.position.errors}
          />
          <Field
            labelProps={{ children: t('officeBearers.member') }}
            inputProps={{ ...getInputProps(fields.member, { type: 'text' }), autoComplete: 'off' }}
            hint={t('officeBearers.memberHint')}
            errors={fields.member.errors}
          />
          <Field labelProps={{ children: t('officeBearers.name') }} inputProps={getInputProps(fields.name, { type: 'text' })} hint={t('officeBearers.nameHint')} errors={fields.name.errors} />
          <SelectField
            labelProps={{ children: t('officeBearers.card') }}
            selectProps={getSelectProps(fields.cardId)}
            placeholder={t('officeBearers.noCard')}
            options={register.cards.map((card) => ({ value: card.id, label: card.name }))}
            hint={t('officeBearers.cardHint')}
            errors={fields.cardId.errors}
          />
          <Field labelProps={{ children: t('officeBearers.from') }} inputProps={getInputProps(fields.from, { type: 'date' })} errors={fields.from.errors} />
          <Field labelProps={{ children: t('officeBearers.untilField') }} inputProps={getInputProps(fields.until, { type: 'date' })} hint={t('officeBearers.untilHint')} errors={fields.until.errors} />
          <div className="sm:col-span-2">
            <SubmitButton pending={isPending} className="btn-primary">
              {t('officeBearers.recordSubmit')}
            </SubmitButton>
          </div>
        </fieldset>
      </Form>
    </section>
  )
}

function AddPositionForm() {
  const { constraints } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const listLabel = useListLabel()
  const isPending = useIsPending()
  const [form, fields] = useForm<{ title: string; titleMs: string; seats: number; grantsRole: string }>({
    id: 'add-position',
    lastResult: (useActionData<typeof action>() as Answer)?.position,
    constraint: constraints.position,
    defaultValue: { seats: 1 },
  })
  return (
    <section aria-labelledby="add-position-heading" className="card mt-6">
      <h2 id="add-position-heading" className="text-lg font-semibold text-slate-900">
        {t('officeBearers.addPosition')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="add-position" />
        <fieldset disabled={isPending} className="grid gap-4 sm:grid-cols-2">
          <Field labelProps={{ children: t('officeBearers.positionTitle') }} inputProps={getInputProps(fields.title, { type: 'text' })} errors={fields.title.errors} />
          <Field labelProps={{ children: t('officeBearers.titleMs') }} inputProps={{ ...getInputProps(fields.titleMs, { type: 'text' }), lang: 'ms' }} errors={fields.titleMs.errors} />
          <Field labelProps={{ children: t('officeBearers.seatsField') }} inputProps={getInputProps(fields.seats, { type: 'number' })} errors={fields.seats.errors} />
          <SelectField
            labelProps={{ children: t('officeBearers.role') }}
            selectProps={getSelectProps(fields.grantsRole)}
            placeholder={t('officeBearers.noRole')}
            options={POSITION_ROLES.map((role) => ({ value: role, label: listLabel('staffRoles', role) }))}
            hint={t('officeBearers.roleHint')}
            errors={fields.grantsRole.errors}
          />
          <div className="sm:col-span-2">
            <SubmitButton pending={isPending} className="btn-primary">
              {t('officeBearers.addPositionSubmit')}
            </SubmitButton>
          </div>
        </fieldset>
      </Form>
    </section>
  )
}

function History({ terms }: { terms: readonly Term[] }) {
  const { t, locale } = useTranslation('admin')
  return (
    <section aria-labelledby="history-heading" className="card mt-6">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        {t('officeBearers.history')}
      </h2>
      {terms.length === 0 ? <p className="mt-2 text-slate-700">{t('officeBearers.noHistory')}</p> : null}
      <ul className="mt-4 divide-y divide-slate-200">
        {terms.map((term) => (
          <li key={term.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span>
              <span className="font-medium text-slate-900">{term.name}</span>{' '}
              <span className="text-slate-700">
                · <LocalizedText field={localizedField(term, 'position', locale)} />
              </span>
            </span>
            <span className="text-sm text-slate-700">
              {formatDate(term.from, locale)} – {term.until ? formatDate(term.until, locale) : t('officeBearers.open')} · {t(`officeBearers.state.${term.state}`)}
{' '}
              <Link to={governancePaths.officeTerm(term.id)} className="link">
                {t('officeBearers.correct')}
                <span className="sr-only">: {term.name}</span>
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
