import { json, type LoaderFunctionArgs } from '@remix-run/node'
import * as energyMedicineEn from '#app/content/energy-medicine.ts'
import * as energyMedicineMs from '#app/content/ms/energy-medicine.ts'
import { localized } from '#app/domain/locale.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'

export async function loadEnergyMedicinePage({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  return json({
    content: localized({ en: energyMedicineEn, ms: energyMedicineMs }, locale),
    i18n: pageStrings(locale, ['energy-medicine']),
  })
}
