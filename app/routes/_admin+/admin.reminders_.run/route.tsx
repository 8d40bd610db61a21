import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { loadRunReminders, runRemindersAction } from './run.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadRunReminders(args)
}

export async function action(args: ActionFunctionArgs) {
  return runRemindersAction(args)
}

/** Never drawn: the loader and the action both redirect to /admin. A page route, so a refusal draws the access-denied page. */
export default function RunReminders() {
  return null
}
