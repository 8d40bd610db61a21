/**
 * The member area (/member-dashboard and its pages; each loader still signs the member in itself): the group's one error boundary (issue 32, decision 027). No default export: a layout route
 * without one draws its page alone, and no loader. The root's boundary would not do: when an action
 * throws, Remix runs no loader at or below the route whose boundary shows, so at the root the frame would
 * have no words and a refusal no message.
 */
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
