import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { electionPaths } from '#app/config/election-paths.ts'
import { localizedField } from '#app/domain/locale.ts'
import { confirmNomination, NOMINATION_MESSAGES, nominationForLink } from '#app/services/election-nominations.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { NominationConfirmationSchema } from '#app/validation/elections.ts'

/**
 * /elections/{id}/nominations/{nominationId}/confirm?as=<role>&token=… (issue 35, item 3): the link mailed
 * to a nomination's candidate, proposer or seconder opens a page that asks first (a mail scanner opening
 * the link confirms nothing); its form confirms, the candidate with a statement to the voters. No
 * account needed: the signed link is the proof.
 */
export async function loadConfirmNominationPage({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const role = url.searchParams.get('as')
  const token = url.searchParams.get('token')
  const found = await nominationForLink(params.id ?? '', params.nominationId ?? '', role, token)
  if (!found) throw json({ message: NOMINATION_MESSAGES.linkInvalid }, { status: 404 })
  const locale = await getLocale(request)
  return json(
    {
      role: found.role,
      token,
      title: localizedField(found.election, 'title', locale),
      opensAt: found.election.opensAt,
      names: found.names,
      open: found.open,
      confirmedByYou: found.confirmed.includes(found.role),
      standing: found.standing,
      action: electionPaths.confirmNominationAction(found.election.id, params.nominationId ?? ''),
      electionPage: electionPaths.page(found.election.id),
      i18n: pageStrings(locale, ['elections.confirm']),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

export async function confirmNominationAction({ request, params }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const role = formData.get('as')
  const token = formData.get('token')
  const submission = parseSubmission(formData, { schema: NominationConfirmationSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const electionId = params.id ?? ''
  const nominationId = params.nominationId ?? ''
  const outcome = await confirmNomination(electionId, nominationId, role, token, submission.value.statement)
  if (!outcome.ok) {
    if (outcome.status === 404) throw json({ message: outcome.message }, { status: 404 })
    return json(submission.reply({ formErrors: [outcome.message] }), { status: outcome.status })
  }
  return redirectWithToast(electionPaths.confirmNomination(electionId, nominationId, String(role), String(token)), {
    type: 'success',
    title: outcome.complete ? NOMINATION_MESSAGES.complete : NOMINATION_MESSAGES.confirmed,
  })
}
