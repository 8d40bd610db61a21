/**
 * An amount in words, as a Malaysian receipt writes it (issue 33): "Ringgit Malaysia Two Hundred and
 * Fifty and Sen Fifty Only", "Ringgit Malaysia Dua Ratus Lima Puluh dan Sen Lima Puluh Sahaja".
 * Whole ringgit below a thousand million; amounts are in sen.
 */

const EN_ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen']
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const tens = rest < 20 ? EN_ONES[rest]! : [EN_TENS[Math.floor(rest / 10)]!, EN_ONES[rest % 10]!].filter(Boolean).join('-')
  if (!hundreds) return tens
  return rest ? `${EN_ONES[hundreds]} Hundred and ${tens}` : `${EN_ONES[hundreds]} Hundred`
}

function english(n: number): string {
  if (n === 0) return 'Zero'
  const parts: string[] = []
  for (const [size, name] of [[1_000_000, 'Million'], [1_000, 'Thousand']] as const) {
    if (n >= size) {
      parts.push(`${english(Math.floor(n / size))} ${name}`)
      n %= size
    }
  }
  if (n) parts.push(parts.length && n < 100 ? `and ${englishBelowThousand(n)}` : englishBelowThousand(n))
  return parts.join(' ')
}

const MS_ONES = ['', 'Satu', 'Dua', 'Tiga', 'Empat', 'Lima', 'Enam', 'Tujuh', 'Lapan', 'Sembilan']

function malayBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const words: string[] = []
  if (hundreds) words.push(hundreds === 1 ? 'Seratus' : `${MS_ONES[hundreds]} Ratus`)
  if (rest >= 20) words.push(`${MS_ONES[Math.floor(rest / 10)]} Puluh`, MS_ONES[rest % 10]!)
  else if (rest >= 12) words.push(`${MS_ONES[rest - 10]} Belas`)
  else if (rest === 11) words.push('Sebelas')
  else if (rest === 10) words.push('Sepuluh')
  else words.push(MS_ONES[rest]!)
  return words.filter(Boolean).join(' ')
}

function malay(n: number): string {
  if (n === 0) return 'Kosong'
  const parts: string[] = []
  if (n >= 1_000_000) {
    const millions = Math.floor(n / 1_000_000)
    parts.push(millions === 1 ? 'Sejuta' : `${malay(millions)} Juta`)
    n %= 1_000_000
  }
  if (n >= 1_000) {
    const thousands = Math.floor(n / 1_000)
    parts.push(thousands === 1 ? 'Seribu' : `${malayBelowThousand(thousands)} Ribu`)
    n %= 1_000
  }
  if (n) parts.push(malayBelowThousand(n))
  return parts.join(' ')
}

export function amountInWords(sen: number, locale: string): string {
  const ringgit = Math.floor(sen / 100)
  const cents = sen % 100
  if (locale === 'ms') return `Ringgit Malaysia ${malay(ringgit)}${cents ? ` dan Sen ${malay(cents)}` : ''} Sahaja`
  return `Ringgit Malaysia ${english(ringgit)}${cents ? ` and Sen ${english(cents)}` : ''} Only`
}
