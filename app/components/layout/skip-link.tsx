export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
    >
      Skip to main content
    </a>
  )
}
