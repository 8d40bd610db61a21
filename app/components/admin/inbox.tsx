import { Link } from '@remix-run/react'
import { cn } from '#app/components/class-names.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

// The messages' rows (message-row.tsx) and the subscribers' table (subscriber-table.tsx) are modules of
// their own, so that each page carries only its own (the admin pages are close to their JavaScript budget).

const linkClass = (active: boolean) =>
  cn(
    'block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold',
    active ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
  )

/** Contact messages, newsletter subscribers and issues, messages to members: the parts of the messages section, as links. */
export function InboxNav({ current }: { current: 'messages' | 'subscribers' | 'newsletter' | 'members' }) {
  const { t } = useTranslation('admin')
  return (
    <nav aria-label={t('inbox.navLabel')} className="mb-6 border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        <li>
          <Link to={adminPaths.messages} aria-current={current === 'messages' ? 'page' : undefined} className={linkClass(current === 'messages')}>
            {t('inbox.contactMessages')}
          </Link>
        </li>
        <li>
          <Link
            to={adminPaths.subscribers}
            aria-current={current === 'subscribers' ? 'page' : undefined}
            className={linkClass(current === 'subscribers')}
          >
            {t('inbox.subscribers')}
          </Link>
        </li>
        <li>
          <Link
            to={adminPaths.newsletterIssues}
            aria-current={current === 'newsletter' ? 'page' : undefined}
            className={linkClass(current === 'newsletter')}
          >
            {t('inbox.newsletter')}
          </Link>
        </li>
        <li>
          <Link to={adminPaths.memberMessages} aria-current={current === 'members' ? 'page' : undefined} className={linkClass(current === 'members')}>
            {t('inbox.memberMessages')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
