import { Form, useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { SelectField, Field } from '#app/components/forms.tsx'
import { ALL_LOCATIONS, ALL_SPECIALTIES, LOCATIONS, PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { cn } from '#app/components/class-names.ts'
import { directorySearchPath, SEARCH_MAX_LENGTH, type DirectoryFilters } from '#app/domain/directory-query.ts'
import { paths } from '#app/config/paths.ts'

/** How long typing must pause before the results follow it. */
export const SEARCH_DEBOUNCE_MS = 300

const locationOptions = [{ value: '', label: ALL_LOCATIONS }, ...LOCATIONS.map((l) => ({ value: l, label: l }))]
const specialtyOptions = [{ value: '', label: ALL_SPECIALTIES }, ...PILLAR_SPECIALTIES.map((s) => ({ value: s, label: s }))]

function filtersOf(form: HTMLFormElement): DirectoryFilters {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '').trim()
  return { search: text('search'), state: text('state'), specialty: text('specialty') }
}

/**
 * The directory's search: a GET form to /find-practitioner that works without JavaScript. With `live`,
 * and once JavaScript runs, results follow the visitor's typing (debounced) and choices, replacing the
 * history entry so that the address stays shareable without filling the back button.
 */
export function DirectorySearchForm({
  filters,
  live = false,
  idPrefix = 'directory',
  className,
}: {
  filters: DirectoryFilters
  live?: boolean
  idPrefix?: string
  className?: string
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const timer = useRef<number>()
  const navigate = useNavigate()
  const location = useLocation()

  useEffect(() => () => window.clearTimeout(timer.current), [])

  // Back and forward change the address under the form: show its filters, except in the field the
  // visitor is typing in.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    for (const [name, value] of Object.entries(filters)) {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null
      if (field && field !== document.activeElement && field.value !== value) field.value = value
    }
  }, [filters])

  function apply({ replace }: { replace: boolean }) {
    window.clearTimeout(timer.current)
    const form = formRef.current
    if (!form) return
    const to = directorySearchPath(filtersOf(form))
    const unchanged = to === `${location.pathname}${location.search}`
    if (replace && unchanged) return
    // Search pressed after the typing already applied: refresh the results without a second history entry.
    navigate(to, { replace: replace || unchanged, preventScrollReset: true })
  }

  return (
    <Form
      ref={formRef}
      method="get"
      action={paths.findPractitioner}
      role="search"
      aria-label="Search the practitioner directory"
      onSubmit={
        live
          ? (event) => {
              event.preventDefault()
              apply({ replace: false })
            }
          : undefined
      }
      className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end', className)}
    >
      <Field
        className="sm:col-span-2 lg:col-span-1"
        labelProps={{ children: 'Search' }}
        inputProps={{
          id: `${idPrefix}-search`,
          type: 'search',
          name: 'search',
          defaultValue: filters.search,
          placeholder: 'Search by name or practice...',
          maxLength: SEARCH_MAX_LENGTH,
          autoComplete: 'off',
          enterKeyHint: 'search',
          onChange: live
            ? () => {
                window.clearTimeout(timer.current)
                timer.current = window.setTimeout(() => apply({ replace: true }), SEARCH_DEBOUNCE_MS)
              }
            : undefined,
        }}
      />
      <SelectField
        labelProps={{ children: 'Location' }}
        selectProps={{
          id: `${idPrefix}-state`,
          name: 'state',
          defaultValue: filters.state,
          onChange: live ? () => apply({ replace: true }) : undefined,
        }}
        options={locationOptions}
      />
      <SelectField
        labelProps={{ children: 'Pillar speciality' }}
        selectProps={{
          id: `${idPrefix}-specialty`,
          name: 'specialty',
          defaultValue: filters.specialty,
          onChange: live ? () => apply({ replace: true }) : undefined,
        }}
        options={specialtyOptions}
      />
      <button type="submit" className="btn-primary h-[42px] sm:col-span-2 lg:col-span-1">
        Search
      </button>
    </Form>
  )
}
