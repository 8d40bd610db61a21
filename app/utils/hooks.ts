import { useFormAction, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}

/** False while rendering on the server and during hydration, true once JavaScript runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

/** True while this page's form (by action and method) is being submitted. */
export function useIsPending({ formAction, formMethod = 'POST' }: { formAction?: string; formMethod?: string } = {}) {
  const contextualAction = useFormAction()
  const navigation = useNavigation()
  return (
    navigation.state !== 'idle' &&
    navigation.formAction === (formAction ?? contextualAction) &&
    navigation.formMethod === formMethod
  )
}

/** The value, once it has stopped changing for `delay` milliseconds. */
export function useDebounce<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return debounced
}

/** A callback that waits until calls have stopped for `delay` milliseconds. */
export function useDebouncedCallback<Args extends unknown[]>(callback: (...args: Args) => void, delay: number) {
  const timer = useRef<number>()
  const latest = useRef(callback)
  latest.current = callback
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return (...args: Args) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => latest.current(...args), delay)
  }
}

/**
 * A number that changes whenever `value` changes (compared by identity). Give it as `key` to an
 * uncontrolled field that must start empty again after each answer of the action, such as a password
 * after a failed sign-in: the server never sends a password back, and with JavaScript the browser
 * would otherwise keep it.
 */
export function useKeyChangingWith(value: unknown): number {
  const [state, setState] = useState({ value, key: 0 })
  // Adjusting state while rendering, as React recommends for values derived from a changing prop.
  if (state.value !== value) setState({ value, key: state.key + 1 })
  return state.key
}
