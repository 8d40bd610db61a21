import { Link } from '@remix-run/react'
import { useId } from 'react'
import { cn } from '#app/components/class-names.ts'
import { paths } from '#app/config/paths.ts'

/** The directory's disclaimer (spec section 1), beside every list and profile of practitioners. */
export function DirectoryDisclaimer({ className }: { className?: string }) {
  const headingId = useId()
  return (
    <aside aria-labelledby={headingId} className={cn('rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950', className)}>
      <h2 id={headingId} className="text-base font-semibold">
        Please read before you choose
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Practitioners in this directory are self-registered.</li>
        <li>The association does not verify, certify, accredit or endorse any practitioner listed here.</li>
        <li>A listing does not mean that the practitioner is a member of the association.</li>
        <li>You use this directory, and any practitioner you contact through it, at your own risk.</li>
        <li>
          This website is not a medical service. Energy medicine complements, and never replaces, care from your
          doctor or another registered health professional.
        </li>
        <li>
          By using the directory you agree to our privacy and data-use policy under Malaysian law, including the
          Personal Data Protection Act 2010.
        </li>
      </ul>
      <p className="mt-3">
        <Link to={paths.disclaimer} className="font-semibold underline underline-offset-2">
          Read the full disclaimer
        </Link>
      </p>
    </aside>
  )
}
