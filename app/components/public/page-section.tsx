import type { ReactNode } from 'react'
import { cn } from '#app/components/class-names.ts'

/** A titled part of a page: an h2 that also names the section for screen readers. */
export function PageSection({
  id,
  title,
  intro,
  children,
  muted = false,
  className,
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
  muted?: boolean
  className?: string
}) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={cn(muted ? 'bg-slate-100' : 'bg-white', className)}>
      <div className="container-page py-12 sm:py-16">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <div className="mt-3 max-w-3xl text-slate-700">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  )
}

/** A plain card with an h3, the building block of most sections. */
export function InfoCard({ title, children, className }: { title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn('card', className)}>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-2 text-slate-700">{children}</div>
    </div>
  )
}

/** A list with brand-coloured ticks. */
export function TickList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-0.5 font-bold text-brand-700">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
