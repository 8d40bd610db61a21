import { Form, Link } from '@remix-run/react'
import { Avatar } from '#app/components/layout/avatar.tsx'
import { MembershipStatusBadge, VerifiedBadge } from './membership-status-badge.tsx'
import { membershipPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'
import { formatLongDate } from '#app/domain/dates.ts'
import { isNewcomerStage, type MembershipStage } from '#app/domain/membership-stage.ts'
import { Trans, useListLabel, useTranslation } from '#app/utils/i18n.ts'

export interface WelcomeMember {
  firstName: string
  lastName: string
  email: string
  imageUrl: string
  membershipType: string
  membershipId: string
  membershipStatus: string
  emailVerified: boolean
}

/** Where the membership stands, from the Membership tab's data: the badge says a word, this says what it means. */
export interface WelcomeStanding {
  expiresAt: string | null
  /** domain/membership-stage.ts: applied, awaiting-payment, active, renewal-due, expired, suspended, rejected. */
  stage: string
}

const EXPLANATIONS = {
  applied: 'welcome.standing.pending',
  'awaiting-payment': 'welcome.standing.awaitingPayment',
  expired: 'welcome.standing.expired',
  suspended: 'welcome.standing.suspended',
  rejected: 'welcome.standing.rejected',
} as const

/**
 * Who is signed in and where their membership stands, in words (issue 17: a badge alone never said what
 * "Pending" means), kept short so that the CPD year and "Add CPD Entry" come into a phone's first screen.
 */
export function WelcomeCard({ member, standing }: { member: WelcomeMember; standing: WelcomeStanding }) {
  const { t, locale } = useTranslation('dashboard')
  const listLabel = useListLabel()
  const { stage } = standing
  const until = standing.expiresAt ? formatLongDate(`${standing.expiresAt}T04:00:00Z`, locale) : null
  const explanation =
    stage === 'renewal-due' && until
      ? t('welcome.standing.renewalDue', { date: until })
      : stage === 'active' || stage === 'renewal-due'
        ? until
          ? t('welcome.standing.activeUntil', { date: until })
          : t('welcome.standing.active')
        : t(EXPLANATIONS[stage as keyof typeof EXPLANATIONS] ?? 'welcome.standing.other')
  // An applicant is welcomed; a member coming back is welcomed back.
  const newcomer = isNewcomerStage(stage as MembershipStage)
  return (
    <section aria-labelledby="welcome-heading" className="card">
      <div className="flex items-start gap-4">
        <Avatar firstName={member.firstName} lastName={member.lastName} imageUrl={member.imageUrl} className="h-12 w-12 shrink-0 text-lg sm:h-16 sm:w-16 sm:text-xl" />
        <div className="min-w-0 flex-1">
          <h2 id="welcome-heading" className="text-lg font-semibold text-slate-900 sm:text-xl">
            {t(newcomer ? 'welcome.headingNew' : 'welcome.heading', { name: member.firstName })}
          </h2>
          <p className="mt-1 text-sm text-slate-700 sm:text-base">
            {listLabel('membershipTypes', member.membershipType)}
            {member.membershipId ? (
              <>
                {' '}
                · {t('welcome.membershipId')} <span className="font-medium text-slate-900">{member.membershipId}</span>
              </>
            ) : null}
          </p>
          <p className="mt-2 flex flex-wrap gap-2">
            <MembershipStatusBadge stage={stage} />
            {member.emailVerified ? <VerifiedBadge /> : null}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-800" data-testid="membership-standing">
        {explanation}{' '}
        {stage === 'active' ? null : (
          <Link to={membershipPaths.tab} preventScrollReset className="link font-medium">
            {t('welcome.membershipLink')}
          </Link>
        )}
      </p>

      {member.emailVerified ? null : (
        <div className="mt-3 flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:mt-6 sm:flex-row sm:items-center sm:justify-between sm:gap-3 sm:p-4">
          <p>
            <Trans
              text={t('welcome.unconfirmed', { email: member.email })}
              components={{ strong: (words) => <strong className="break-words">{words}</strong> }}
            />
          </p>
          <Form method="post" action={paths.verifyEmail}>
            <button type="submit" className="btn-secondary whitespace-nowrap">
              {t('welcome.sendVerification')}
            </button>
          </Form>
        </div>
      )}
    </section>
  )
}
