import { useTranslation } from '#app/utils/i18n.ts'

/*
 * The messages of a form, apart from its fields (forms.tsx re-exports them): a page whose only form
 * part is an answer's message does not load the fields.
 */

export type ListOfErrors = Array<string | null | undefined> | null | undefined

/**
 * The server answers with sentences in the page's language already; a message the browser makes itself
 * (a client action's "could not reach the server") is a key such as `messages:cpd.saveFailed`, said here
 * in the page's language.
 */
function useErrorTexts(errors: ListOfErrors): string[] {
  const { t } = useTranslation('common')
  return (errors?.filter(Boolean) as string[] | undefined)?.map((e) => (/^[a-z]+:[\w.-]+$/.test(e) ? t(e as never) : e)) ?? []
}

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = useErrorTexts(errors)
  if (!shown.length) return null
  return (
    <ul id={id} className="mt-1 space-y-1">
      {shown.map((e) => (
        <li key={e} className="text-sm font-medium text-red-700">
          {e}
        </li>
      ))}
    </ul>
  )
}

/** Errors that belong to the whole form, shown in an alert above it. */
export function FormErrors({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = useErrorTexts(errors)
  if (!shown.length) return null
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {shown.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  )
}
