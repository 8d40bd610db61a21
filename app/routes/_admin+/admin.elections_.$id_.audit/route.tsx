import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { Detail } from '#app/components/admin/detail.tsx'
import { governancePaths } from '#app/config/governance-paths.ts'
import { formatDateTime, formatLongDate } from '#app/domain/dates.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { loadElectionAuditPage } from './election-audit.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadElectionAuditPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('nav.elections'), { location, matches })

/** The auditor's view of an election (issue 35, item 3): the roll, the counts beside each other, the tally. */
export default function ElectionAuditPage() {
  const { election, phase, roll, voters, ballots, lostBallots, results, resultsWaiting } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('elections')
  const voted = voters.online + voters.paper
  return (
    <AdminShell title={t('audit.title', { title: election.title })}>
      <p className="-mt-4 mb-6 max-w-3xl text-slate-700">{t('audit.intro')}</p>

      <section aria-labelledby="counts-heading" className="card mb-6">
        <h2 id="counts-heading" className="text-lg font-semibold text-slate-900">
          {t('audit.counts')}
        </h2>
        <dl className="mt-3 space-y-1">
          <Detail term={t('audit.onRoll')}>{roll ? roll.members.length : t('audit.rollNotTaken', { date: formatLongDate(`${election.rollDate}T04:00:00Z`, locale) })}</Detail>
          <Detail term={t('audit.voted')}>{t('audit.votedCount', { count: voted, online: voters.online, paper: voters.paper })}</Detail>
          <Detail term={t('audit.ballotsOnline')}>{ballots.online}</Detail>
          <Detail term={t('audit.ballotsPaper')}>{ballots.paper === null ? t('audit.paperNotCounted') : ballots.paper}</Detail>
          <Detail term={t('audit.ballotsTotal')}>{ballots.online + (ballots.paper ?? 0)}</Detail>
        </dl>
        {voters.pending ? <p className="mt-3 text-sm text-amber-900">{t('audit.unconfirmed', { count: voters.pending, lost: lostBallots })}</p> : null}
      </section>

      <section aria-labelledby="tally-heading" className="card mb-6">
        <h2 id="tally-heading" className="text-lg font-semibold text-slate-900">
          {t('audit.tally')}
        </h2>
        {results ? (
          <>
            <ul className="mt-3 divide-y divide-slate-200">
              {results.results.map((line) => (
                <li key={line.candidateId} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="break-words font-medium text-slate-900">{line.name}</span>
                  <span className="text-slate-800">
                    {t('audit.votes', { count: line.votes })}
                    {line.elected ? ` · ${t('results.elected')}` : ''}
                  </span>
                </li>
              ))}
            </ul>
            {results.tieBroken ? <p className="mt-3 text-sm text-slate-700">{t('results.tieBroken')}</p> : null}
          </>
        ) : (
          <p className="mt-2 text-slate-700">{t(resultsWaiting === 'paper' ? 'audit.waiting.paper' : 'audit.waiting.closing')}</p>
        )}
      </section>

      <section aria-labelledby="roll-heading" className="card mb-6">
        <h2 id="roll-heading" className="text-lg font-semibold text-slate-900">
          {t('audit.roll')}
        </h2>
        {roll ? (
          <>
            <p className="mt-1 text-sm text-slate-700">{t('audit.rollTaken', { date: formatDateTime(roll.takenAt, locale), day: formatLongDate(`${election.rollDate}T04:00:00Z`, locale) })}</p>
            {roll.members.length ? (
              <DataTable className="mt-3" caption={t('audit.roll')} minWidthClass="sm:min-w-[32rem]" columns={[{ label: t('audit.name') }, { label: t('audit.membershipId') }, { label: t('audit.hasVoted') }]}>
                {roll.members.map((member) => (
                  <tr key={member.id} className="border-b border-slate-200 align-top">
                    <td data-label={t('audit.name')} className="break-words py-2 pr-4 font-medium text-slate-900">
                      {member.name || t('audit.noName')}
                    </td>
                    <td data-label={t('audit.membershipId')} className="py-2 pr-4 text-slate-800">
                      {member.membershipId}
                    </td>
                    <td data-label={t('audit.hasVoted')} className="py-2 text-slate-800">
                      {member.voted ? t(`audit.channel.${member.voted}`) : t('audit.notVoted')}
                    </td>
                  </tr>
                ))}
              </DataTable>
            ) : (
              <p className="mt-2 text-slate-700">{t('audit.rollEmpty')}</p>
            )}
          </>
        ) : (
          <p className="mt-2 text-slate-700">{t('audit.rollNotTaken', { date: formatLongDate(`${election.rollDate}T04:00:00Z`, locale) })}</p>
        )}
      </section>
      <p className="text-sm text-slate-700">{t(`phase.${phase}`)}</p>
      <p>
        <Link to={governancePaths.election(election.id)} className="link inline-flex min-h-11 items-center">
          {t('audit.back')}
        </Link>
      </p>
    </AdminShell>
  )
}
