import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { Field } from '#app/components/forms.tsx'
import { governancePaths } from '#app/config/governance-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { localizedField } from '#app/domain/locale.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { STATIC_PAGE, type RouteHandle } from '#app/utils/route-handle.ts'
import { loadAnnualReturnPage } from './annual-return-page.server.ts'

/** A GET form and links: nothing on the page needs JavaScript. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadAnnualReturnPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('annualReturn.title'), { location, matches }, t('annualReturn.metaDescription'))
}

/** A calendar day (YYYY-MM-DD, Malaysia) as a date to format: noon there, so no time zone moves it. */
const dayDate = (day: string) => `${day}T04:00:00Z`
const figure = (amount: number) => {
  const text = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(amount))
  return amount < 0 ? `\u2212${text}` : text
}
const cell = 'py-2 pr-4 text-slate-900'
const number = 'whitespace-nowrap py-2 pr-4 text-right tabular-nums text-slate-900'

/**
 * /admin/annual-return?year=YYYY (issue 35, item 4): the facts of the Societies Act annual return in the
 * order of the eROSES form (rule amendments, office-bearers, members by type, address, accounts), its
 * last day, and the same pack as a PDF and a CSV. A plain GET form chooses the year.
 */
export default function AnnualReturnPage() {
  const { asked, thisYear, pack, error } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  const date = (day: string) => formatDate(dayDate(day), locale)
  const yearQuery = pack ? `?year=${pack.year}` : ''
  return (
    <AdminShell title={t('annualReturn.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('annualReturn.intro')}</p>
      <Form method="get" className="card mb-6 flex flex-wrap items-end gap-4">
        <Field
          className="w-full sm:w-40"
          labelProps={{ children: t('annualReturn.year') }}
          inputProps={{ id: 'return-year', name: 'year', type: 'number', inputMode: 'numeric', min: 2000, max: thisYear, step: 1, defaultValue: asked }}
          errors={error ? [error] : undefined}
        />
        <button type="submit" className="btn-primary">
          {t('annualReturn.show')}
        </button>
      </Form>
      {pack ? (
        <div className="grid gap-6">
          <section aria-labelledby="deadline-heading" className="card" data-section="deadline">
            <h2 id="deadline-heading" className="text-lg font-semibold text-slate-900">
              {t('annualReturn.heading', { year: pack.year })}
            </h2>
            <p className="mt-2 text-slate-800">
              {pack.deadline.agmDay
                ? t(pack.deadline.agmPlanned ? 'annualReturn.agmPlannedOn' : 'annualReturn.agmHeldOn', { date: date(pack.deadline.agmDay) })
                : t('annualReturn.noAgmInYear', { year: pack.year })}
            </p>
            <p className="mt-1 text-lg font-semibold text-slate-900" data-due-by={pack.deadline.dueBy}>
              {t(`annualReturn.dueByText.${pack.deadline.rule}`, { date: date(pack.deadline.dueBy) })}
            </p>
            <p className="mt-1 text-slate-700">
              {pack.deadline.daysLeft > 0
                ? t('annualReturn.daysLeft', { count: pack.deadline.daysLeft })
                : pack.deadline.daysLeft === 0
                  ? t('annualReturn.dueToday')
                  : t('annualReturn.passed', { count: -pack.deadline.daysLeft })}
            </p>
            <p className="mt-3 flex flex-wrap gap-x-6">
              <a href={`${governancePaths.annualReturnPdf}${yearQuery}`} className="inline-flex min-h-11 items-center text-brand-700 underline" download>
                {t('annualReturn.pdf')}
              </a>
              <a href={`${governancePaths.annualReturnCsv}${yearQuery}`} className="inline-flex min-h-11 items-center text-brand-700 underline" download>
                {t('annualReturn.csv')}
              </a>
            </p>
          </section>

          <section aria-labelledby="amendments-heading" className="card" data-section="amendments">
            <h2 id="amendments-heading" className="text-lg font-semibold text-slate-900">
              1. {t('annualReturn.sections.amendments')}
            </h2>
            {pack.amendments.length ? (
              <DataTable
                className="mt-3"
                caption={t('annualReturn.amendmentsCaption', { year: pack.year })}
                minWidthClass="sm:min-w-[40rem]"
                columns={[{ label: t('annualReturn.meetingDay') }, { label: t('annualReturn.clause') }, { label: t('annualReturn.change') }, { label: t('annualReturn.approvedOn') }]}
              >
                {pack.amendments.map((amendment) => (
                  <tr key={amendment.id} className="border-b border-slate-200 align-top">
                    <td data-label={t('annualReturn.meetingDay')} className={`${cell} whitespace-nowrap`}>
                      {date(amendment.meetingDay)}
                    </td>
                    <td data-label={t('annualReturn.clause')} className={cell}>
                      {amendment.clause}
                    </td>
                    <td data-label={t('annualReturn.change')} className={`${cell} whitespace-pre-line`}>
                      {amendment.before ? <span className="block text-slate-600">{t('annualReturn.beforeLabel', { text: amendment.before })}</span> : null}
                      {amendment.after}
                    </td>
                    <td data-label={t('annualReturn.approvedOn')} className={`${cell} whitespace-nowrap`}>
                      {amendment.approvedOn ? date(amendment.approvedOn) : t('annualReturn.notApprovedShort')}
                    </td>
                  </tr>
                ))}
              </DataTable>
            ) : (
              <p className="mt-2 text-slate-700">{t('annualReturn.noAmendments')}</p>
            )}
            <p className="mt-3">
              <Link to={governancePaths.ruleAmendments} className="inline-flex min-h-11 items-center text-brand-700 underline">
                {t('annualReturn.amendmentsLink')}
              </Link>
            </p>
          </section>

          <section aria-labelledby="office-bearers-heading" className="card" data-section="office-bearers">
            <h2 id="office-bearers-heading" className="text-lg font-semibold text-slate-900">
              2. {t('annualReturn.sections.officeBearers')}
            </h2>
            {pack.officeBearers.length ? (
              <DataTable
                className="mt-3"
                caption={t('annualReturn.officeBearersCaption', { year: pack.year })}
                minWidthClass="sm:min-w-[44rem]"
                columns={[{ label: t('annualReturn.position') }, { label: t('annualReturn.name') }, { label: t('annualReturn.from') }, { label: t('annualReturn.until') }, { label: t('annualReturn.membershipId') }, { label: t('annualReturn.phone') }]}
              >
                {pack.officeBearers.map((holder, index) => (
                  <tr key={`${holder.position}-${holder.from}-${index}`} className="border-b border-slate-200 align-top">
                    <td data-label={t('annualReturn.position')} className={cell}>
                      {localizedField(holder, 'title', locale).text}
                    </td>
                    <td data-label={t('annualReturn.name')} className={cell}>
                      {holder.name}
                    </td>
                    <td data-label={t('annualReturn.from')} className={`${cell} whitespace-nowrap`}>
                      {date(holder.from)}
                    </td>
                    <td data-label={t('annualReturn.until')} className={`${cell} whitespace-nowrap`}>
                      {holder.until ? date(holder.until) : t('annualReturn.stillInOffice')}
                    </td>
                    <td data-label={t('annualReturn.membershipId')} className={cell}>
                      {holder.membershipId ?? t('annualReturn.none')}
                    </td>
                    <td data-label={t('annualReturn.phone')} className={cell}>
                      {holder.phone || t('annualReturn.none')}
                    </td>
                  </tr>
                ))}
              </DataTable>
            ) : (
              <p className="mt-2 text-slate-700">{t('annualReturn.noOfficeBearers')}</p>
            )}
            <p className="mt-3 max-w-3xl text-sm text-slate-700">{t('annualReturn.byHandNote')}</p>
          </section>

          <section aria-labelledby="members-heading" className="card" data-section="members">
            <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
              3. {t('annualReturn.sections.members')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t(`annualReturn.membersAsAt.${pack.members.source}`, { date: date(pack.members.day), counted: date(pack.members.countedOn) })}</p>
            <DataTable
              className="mt-3"
              caption={t('annualReturn.membersCaption', { date: date(pack.members.day) })}
              minWidthClass="sm:min-w-[28rem]"
              columns={[{ label: t('annualReturn.type') }, { label: t('annualReturn.membersColumn'), alignEnd: true }, { label: t('annualReturn.paidUpColumn'), alignEnd: true }]}
            >
              {pack.members.byType.map((line) => (
                <tr key={line.type} data-type={line.type} className="border-b border-slate-200">
                  <td className={cell}>{listLabel('membershipTypes', line.type)}</td>
                  <td data-label={t('annualReturn.membersColumn')} className={number}>
                    {line.members}
                  </td>
                  <td data-label={t('annualReturn.paidUpColumn')} className={number}>
                    {line.paidUp}
                  </td>
                </tr>
              ))}
              <tr data-type="total" className="border-t-2 border-slate-300 font-semibold">
                <td className={cell}>{t('annualReturn.totalMembers')}</td>
                <td data-label={t('annualReturn.membersColumn')} className={number}>
                  {pack.members.total}
                </td>
                <td data-label={t('annualReturn.paidUpColumn')} className={number}>
                  {pack.members.paidUp}
                </td>
              </tr>
            </DataTable>
          </section>

          <section aria-labelledby="address-heading" className="card" data-section="address">
            <h2 id="address-heading" className="text-lg font-semibold text-slate-900">
              4. {t('annualReturn.sections.address')}
            </h2>
            <address className="mt-2 not-italic text-slate-800">
              {localizedField({ name: pack.address.name, nameMs: pack.address.nameMs }, 'name', locale).text}
              {pack.address.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <span className="block">{`${pack.address.city}, ${pack.address.state}, ${pack.address.country}`}</span>
            </address>
            <p className="mt-1 text-sm text-slate-700">{t('annualReturn.registrationText', { number: pack.address.registrationNumber })}</p>
          </section>

          <section aria-labelledby="accounts-heading" className="card" data-section="accounts">
            <h2 id="accounts-heading" className="text-lg font-semibold text-slate-900">
              5. {t('annualReturn.sections.accounts')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {t('statement.heading', { year: pack.accounts.year, from: date(pack.accounts.from), to: date(pack.accounts.to) })}
              {pack.accounts.toDate ? ` ${t('statement.toDate', { date: date(pack.accounts.toDate) })}` : ''}
            </p>
            <DataTable className="mt-3" caption={t('annualReturn.accountsCaption', { year: pack.year })} minWidthClass="sm:min-w-[28rem]" columns={[{ label: t('statement.line') }, { label: t('statement.amount'), alignEnd: true }]}>
              {pack.accounts.income.map((line) => (
                <tr key={`income-${line.category}`} data-line={line.category} className="border-b border-slate-200">
                  <td className={cell}>{listLabel('incomeCategories', line.category)}</td>
                  <td data-label={t('statement.amount')} className={number}>
                    {figure(line.amount)}
                  </td>
                </tr>
              ))}
              <tr data-line="total-income" className="border-b-2 border-slate-300 font-semibold">
                <td className={cell}>{t('statement.totalIncome')}</td>
                <td data-label={t('statement.amount')} className={number}>
                  {figure(pack.accounts.totals.income)}
                </td>
              </tr>
              {pack.accounts.expenditure.map((line) => (
                <tr key={`expense-${line.category}`} data-line={line.category} className="border-b border-slate-200">
                  <td className={cell}>{listLabel('expenseCategories', line.category)}</td>
                  <td data-label={t('statement.amount')} className={number}>
                    {figure(line.amount)}
                  </td>
                </tr>
              ))}
              <tr data-line="total-expenditure" className="border-b-2 border-slate-300 font-semibold">
                <td className={cell}>{t('statement.totalExpenditure')}</td>
                <td data-label={t('statement.amount')} className={number}>
                  {figure(pack.accounts.totals.expenditure)}
                </td>
              </tr>
            </DataTable>
            <p className="mt-4 text-lg font-semibold text-slate-900" data-line="surplus">
              {pack.accounts.totals.surplus < 0
                ? t('statement.deficit', { amount: figure(-pack.accounts.totals.surplus) })
                : t('statement.surplus', { amount: figure(pack.accounts.totals.surplus) })}
            </p>
          </section>
        </div>
      ) : null}
    </AdminShell>
  )
}
