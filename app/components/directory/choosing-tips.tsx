import { Link } from '@remix-run/react'
import { cn } from '#app/components/class-names.ts'
import { paths } from '#app/config/paths.ts'

const tips = [
  {
    title: 'Ask about their training',
    text: 'Ask where they trained, for how many hours, and how they keep learning. Our standards ask members for at least 200 hours of formal training and 20 CPD hours a year.',
  },
  {
    title: 'Keep your doctor involved',
    text: 'Energy medicine complements medical care and never replaces it. Continue any treatment you receive, and tell your doctor about the sessions you plan.',
  },
  {
    title: 'Talk before you book',
    text: 'A good practitioner explains what a session involves, how long it takes and what it costs, and never promises a cure.',
  },
  {
    title: 'Trust your comfort',
    text: 'You may pause or stop a session at any time. If something does not feel right, say so, and feel free to look elsewhere.',
  },
] as const

/** Four tips for choosing a practitioner (spec section 2). */
export function ChoosingTips({ className }: { className?: string }) {
  return (
    <section aria-labelledby="choosing-tips-heading" className={cn('rounded-xl border border-slate-200 bg-white p-6 shadow-sm', className)}>
      <h2 id="choosing-tips-heading" className="text-xl font-semibold text-slate-900">
        Tips for choosing a practitioner
      </h2>
      <ol className="mt-4 grid gap-5 sm:grid-cols-2">
        {tips.map((tip, index) => (
          <li key={tip.title} className="flex gap-3">
            <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{tip.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{tip.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-5 text-sm text-slate-700">
        Concerned about a practitioner&rsquo;s conduct?{' '}
        <Link to={paths.contact} className="link">
          Tell us
        </Link>{' '}
        and our ethics committee will look into it.
      </p>
    </section>
  )
}
