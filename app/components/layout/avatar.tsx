import { cn } from '#app/components/class-names.ts'
import { initials } from '#app/domain/names.ts'

export function Avatar({
  firstName,
  lastName,
  imageUrl,
  className = 'h-8 w-8 text-xs',
}: {
  firstName: string
  lastName: string
  imageUrl?: string | null
  className?: string
}) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" className={cn('rounded-full object-cover', className)} />
  }
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex items-center justify-center rounded-full bg-brand-700 font-semibold text-white', className)}
    >
      {initials(firstName, lastName)}
    </span>
  )
}
