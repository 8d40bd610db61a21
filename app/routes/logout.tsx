import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { logout } from '#app/utils/auth.server.ts'

/** Sign-out is a POST (a form in the header menu and the dashboard), never a link a crawler could follow. */
export async function action({ request }: ActionFunctionArgs) {
  return logout(request, '/')
}

export const loader = () => redirect('/')
