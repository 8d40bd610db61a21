import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { electionPaths } from '#app/config/election-paths.ts'
import { now } from '#app/domain/clock.ts'
import { nominationsOpen } from '#app/domain/elections.ts'
import { localizedField } from '#app/domain/locale.ts'
import { NOMINATION_MESSAGES, nominate } from '#app/services/election-nominations.server.ts'
import { ELECTION_MESSAGES, getElection, isVotingMemberToday } from '#app/services/elections.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { getLocale, routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { NOMINATION_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { NominationSchema } from '#app/validation/elections.ts'

/**
 * /elections/{id}/nominate (issue 35, item 3): a voting member names a candidate (themself or another
 * voting member), a proposer and a seconder by their membership IDs; each of the three is mailed a link
 * to confirm. Taken until voting opens.
 */
export async function loadNominatePage({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const election = await getElection(params.id ?? '')
  if (!election) throw json({ message: ELECTION_MESSAGES.notFound }, { status: 404 })
  const locale = await getLocale(request)
  return json(
    {
      election: { id: election.id, title: localizedField(election, 'title', locale), opensAt: election.opensAt },
      open: nominationsOpen(election, now()),
      mayNominate: isVotingMemberToday(user),
      ownId: user.membershipId ?? '',
      constraint: NOMINATION_CONSTRAINT,
      i18n: await routeStrings(request, ['elections.nominate']),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

export async function nominateAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const id = params.id ?? ''
  const submission = parseSubmission(await readFormData(request), { schema: NominationSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const outcome = await nominate(user, id, submission.value)
  if (!outcome.ok) {
    if (outcome.status === 404 && !outcome.field) throw json({ message: outcome.message }, { status: 404 })
    return json(submission.reply(outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] }), { status: outcome.status })
  }
  return redirectWithToast(electionPaths.page(id), { type: 'success', title: NOMINATION_MESSAGES.lodged })
}
