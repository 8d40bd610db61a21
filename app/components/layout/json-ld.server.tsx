import { useNonce } from '#app/utils/nonce-provider.ts'

/**
 * Structured data (`application/ld+json`) with the request's CSP nonce, drawn by the server only: the
 * pages that carry it are not hydrated, and keeping the nonce's module out of their browser code keeps it
 * in the root's file instead of a file of its own on every hydrated page (the 100 KB budget).
 */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce()
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
}
