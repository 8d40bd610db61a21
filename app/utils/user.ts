import type { AdminArea } from '#app/domain/roles.ts'
import { useRouteLoaderData } from '@remix-run/react'

/** The signed-in member as every page knows them: what the root loader sends, and nothing more. */
export interface SessionUser {
  id: string
  firstName: string
  lastName: string
  imageUrl: string
  membershipType: string
  /** The type in the page's language, where the root loader sends it. */
  membershipTypeLabel?: string
  isAdmin: boolean
  /** A staff account's parts of the administration (domain/roles.ts): its navigation shows these only. */
  adminAreas?: AdminArea[]
}

/** The signed-in member, or null for a visitor; read from the root loader's data. */
export function useOptionalUser(): SessionUser | null {
  const data = useRouteLoaderData('root') as { user?: SessionUser | null } | undefined
  return data?.user ?? null
}
