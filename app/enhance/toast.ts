/*
 * A page that is not hydrated, showing a message (a toast): as with React (components/toaster.tsx) it
 * goes after five seconds, and F8 reaches it until then. Without JavaScript its close button (a
 * checkbox label) still works.
 */

const DISPLAY_MS = 5_000

const region = document.querySelector<HTMLElement>('[data-toast-region]')
if (region) {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'F8') region.focus()
  }
  window.addEventListener('keydown', onKey)
  window.setTimeout(() => {
    region.remove()
    window.removeEventListener('keydown', onKey)
  }, DISPLAY_MS)
}

// A script of its own, not a module: `npm run build` wraps it in a function.
export {}
