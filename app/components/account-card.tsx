import type { ReactNode } from 'react'
import { cn } from '#app/components/class-names.ts'

/** The centred card every account page (sign-in, registration, passwords, profile) is drawn in. */
export function AccountCard({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  /** Links under the card, such as "Back to Home". */
  footer?: ReactNode
  wide?: boolean
}) {
  return (
    <div className={cn('mx-auto w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
      <div className="card">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-slate-700">{subtitle}</p> : null}
        </div>
        {children}
      </div>
      {/* Links on their own lines here: 44 px tap targets (issue 17). */}
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-slate-700 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center">{footer}</div> : null}
    </div>
  )
}

/** A notice inside a card: information (blue), success (green) or a warning (amber). */
export function Notice({ tone = 'info', children, role }: { tone?: 'info' | 'success' | 'warning'; children: ReactNode; role?: 'status' | 'alert' }) {
  const tones = {
    info: 'border-sky-300 bg-sky-50 text-sky-900',
    success: 'border-brand-300 bg-brand-50 text-brand-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-900',
  }
  return (
    <div role={role} className={cn('rounded-md border p-3 text-sm', tones[tone])}>
      {children}
    </div>
  )
}
