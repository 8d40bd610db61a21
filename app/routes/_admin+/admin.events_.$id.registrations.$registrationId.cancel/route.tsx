import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { cancelByStaffAction, loadCancelByStaff } from './cancel.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadCancelByStaff(args)
}

export async function action(args: ActionFunctionArgs) {
  return cancelByStaffAction(args)
}

/** Never drawn: the loader and the action both redirect to the admin event page. */
export default function CancelRegistrationByStaff() {
  return null
}
