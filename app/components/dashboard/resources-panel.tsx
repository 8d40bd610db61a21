import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { paths } from '#app/config/paths.ts'

const resources = [
  {
    to: paths.resources,
    label: 'Access Research Papers',
    description: 'Studies, guidelines and reading on energy medicine as a complement to medical care.',
  },
  {
    to: paths.training,
    label: 'Training Programs',
    description: 'Workshops, certifications and CPD webinars from recognised providers.',
  },
  {
    to: paths.news,
    label: 'Events & Workshops',
    description: 'News from the association and the gatherings coming up.',
  },
] as const

/** The Member Resources tab; `addCpdEntry` is the dashboard's "Add CPD Entry" control (a dialog with JavaScript). */
export function ResourcesPanel({ addCpdEntry }: { addCpdEntry: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="resources-heading" className="card lg:col-span-2">
        <h2 id="resources-heading" className="text-lg font-semibold text-slate-900">
          Member Resources
        </h2>
        <ul className="mt-4 space-y-3">
          {resources.map((r) => (
            <li key={r.to}>
              <Link to={r.to} className="group block rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:bg-brand-50">
                <span className="font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 group-hover:decoration-brand-700">
                  {r.label}
                </span>
                <span className="mt-1 block text-sm text-slate-700">{r.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="quick-actions-heading" className="card">
        <h2 id="quick-actions-heading" className="text-lg font-semibold text-slate-900">
          Quick Actions
        </h2>
        <ul className="mt-4 flex flex-col gap-3">
          <li>
            <Link to={paths.profile} className="btn-secondary w-full">
              Update Profile
            </Link>
          </li>
          <li>{addCpdEntry}</li>
          <li>
            <Link to={paths.findPractitioner} className="btn-secondary w-full">
              Find a Practitioner
            </Link>
          </li>
        </ul>
      </section>
    </div>
  )
}
