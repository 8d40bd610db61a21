import type { ReactNode } from 'react'

/** The top of every public page: the page's one h1 and a short introduction. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-12 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl space-y-3 text-lg text-slate-700">{children}</div> : null}
      </div>
    </div>
  )
}
