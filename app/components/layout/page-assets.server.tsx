import { useMatches } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { Enhancement } from '#app/enhance/names.ts'
import { enhancementText } from '#app/utils/inline-assets.server.ts'
import { useNonce } from '#app/utils/nonce-provider.ts'
import { pageScriptsOf } from '#app/utils/route-handle.ts'

/*
 * The parts of a page that only the server writes (a `.server` module: none of it reaches the
 * browser). root.tsx uses them when they exist, that is on the server.
 */

/**
 * What the page runs, as its routes' handles say (utils/route-handle.ts): `hydration` (Remix's
 * scripts), or for a page that asks for none only the plain scripts it names, inline; a message
 * (toast) on such a page brings the one that lets it go.
 */
export function ServerPageScripts({ toast, hydration }: { toast: boolean; hydration: ReactNode }) {
  const { hydrate, enhance } = pageScriptsOf(useMatches())
  if (hydrate) return hydration
  return <PlainScripts names={toast ? [...enhance, 'toast'] : enhance} />
}

/** A page that is not hydrated: its plain scripts, inline with the page's CSP nonce. */
function PlainScripts({ names }: { names: readonly Enhancement[] }) {
  const nonce = useNonce()
  return (
    <>
      {names.map((name) => {
        const source = enhancementText(name)
        return source ? <script key={name} nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} /> : null
      })}
    </>
  )
}
