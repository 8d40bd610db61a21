import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { logout } from '#app/utils/auth.server.ts'
import { paths } from '#app/config/paths.ts'

/** Sign-out is a POST (a form in the header menu and the dashboard), never a link a crawler could follow. */
export async function action({ request }: ActionFunctionArgs) {
  return logout(request, paths.home)
}

export const loader = () => redirect(paths.home)
