import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/** A <details> menu that closes itself whenever the visitor goes somewhere. */
export function useCloseOnNavigation() {
  const ref = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [location.key])
  return ref
}
