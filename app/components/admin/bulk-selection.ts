import { useEffect, useState } from 'react'

/**
 * Whether none of a bulk form's boxes is ticked (the boxes join the form by their `form` attribute), so
 * that its buttons can wait until something is (issue 17). Before JavaScript runs the answer is false: a
 * page without it keeps its buttons, and the server answers an empty submission with a message.
 * `rows` is the list the boxes belong to: when it changes the boxes are counted again.
 */
export function useNothingTicked(formId: string, rows: unknown) {
  const [ticked, setTicked] = useState<number | null>(null)
  useEffect(() => {
    const count = () => setTicked(document.querySelectorAll(`input[form="${formId}"]:checked`).length)
    count()
    document.addEventListener('change', count)
    return () => document.removeEventListener('change', count)
  }, [formId, rows])
  return ticked === 0
}
