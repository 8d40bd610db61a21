import { useRouteLoaderData } from '@remix-run/react'

/** The signed-in member as every page knows them: what the root loader sends, and nothing more. */
export interface SessionUser {
  id: string
  firstName: string
  lastName: string
  imageUrl: string
  membershipType: string
  isAdmin: boolean
}

/** The signed-in member, or null for a visitor; read from the root loader's data. */
export function useOptionalUser(): SessionUser | null {
  const data = useRouteLoaderData('root') as { user?: SessionUser | null } | undefined
  return data?.user ?? null
}
