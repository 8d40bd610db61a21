import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { site } from '#app/config/site.ts'
import { formatRinggit } from '#app/domain/money.ts'
import { activeProvider, ONLINE_PAYMENT_MESSAGES } from '#app/services/online-payments.server.ts'
import { answerAtFakeBank, fakeBankBill, type FakeBankChoice } from '#app/services/payments/fake-provider.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'

/**
 * /payments/fake/{bill} (issue 34): the fake payment provider's bank, where PAYMENT_PROVIDER=fake (never
 * in production): the bill, and Pay, Fail or Leave pending. The choice is answered as Billplz answers a
 * payment: a signed callback to the app, then the payer sent back with the signed outcome. Anywhere else
 * (Billplz in use, online payment off) there is no such page.
 */

const notFound = () => json({ message: ONLINE_PAYMENT_MESSAGES.billNotFound }, { status: 404 })
const CHOICES: readonly FakeBankChoice[] = ['pay', 'fail', 'pending']

async function billOrNotFound(billId: string | undefined) {
  if (activeProvider()?.name !== 'fake') throw notFound()
  const bill = await fakeBankBill(billId ?? '')
  if (!bill) throw notFound()
  return bill
}

export async function loadFakeBank({ request, params }: LoaderFunctionArgs) {
  const bill = await billOrNotFound(params.billId)
  const locale = await getLocale(request)
  return json({
    bill: { id: bill.id, amount: formatRinggit(bill.amountSen), description: bill.description, name: bill.name, reference: bill.reference, paid: bill.paid },
    payee: locale === 'ms' ? site.nameMs : site.name,
    i18n: pageStrings(locale, ['payments.fakeBank']),
  })
}

export async function fakeBankAction({ request, params }: ActionFunctionArgs) {
  const bill = await billOrNotFound(params.billId)
  const choice = (await readFormData(request)).get('intent')
  if (typeof choice !== 'string' || !(CHOICES as readonly string[]).includes(choice)) {
    throw json({ message: ONLINE_PAYMENT_MESSAGES.choiceRequired }, { status: 400 })
  }
  const back = await answerAtFakeBank(bill.id, choice as FakeBankChoice, { origin: new URL(request.url).origin })
  if (!back) throw notFound()
  return redirect(back)
}
