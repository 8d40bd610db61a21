import { describe, expect, test } from 'vitest'
import { checkDuitNowPayload, crc16CcittFalse, parseEmvPayload, withEmvCrc } from './emv-qr.ts'

/**
 * Published payloads, each checked against its own checksum here:
 * - EMVCO_SAMPLE: the worked example of EMVCo's "QR Code Specification for Payment Systems:
 *   Merchant-Presented Mode" (a Chinese merchant, with a language template in Chinese characters);
 * - PAYNET_EXAMPLE_1 and _2: examples 1 and 2 of PayNet's DuitNow QR specification (V1.5, "Examples":
 *   a retail QR and a person-to-person QR, acquirer Affin Bank, with their checksums 343F and 3A23).
 * PLACEHOLDER is the invalid payload the site used to draw (issue 34).
 */
const EMVCO_SAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A'
const PAYNET_EXAMPLE_1 = '00020201021126410014A000000615000101065016640209123456789520499995303458540510.005802MY5909QRCSDNBHD6005BANGI6304343F'
const PAYNET_EXAMPLE_2 = '00020201021126410014A000000615000101065016640209123456789520400005303458540510.005802MY5909AUSERNAME6005BANGI63043A23'
const PLACEHOLDER = '00020101021126580014A000000615000101065888000215000000005601482030400000052048398530345854MY5909EMPAM6012KOTA KINABALU63044C1F'

/** PayNet's example 1 as the association's standing QR would be: without the amount (54), its checksum made anew. */
const STATIC_DUITNOW = withEmvCrc('00020201021126410014A000000615000101065016640209123456789520499995303458' + '5802MY5909QRCSDNBHD6005BANGI')

describe('the checksum', () => {
  test('is CRC-16/CCITT-FALSE: its check value, and the published payloads’ own', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1')
    for (const payload of [EMVCO_SAMPLE, PAYNET_EXAMPLE_1, PAYNET_EXAMPLE_2]) {
      expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4))
    }
  })

  test('withEmvCrc appends 6304 and the checksum, once', () => {
    expect(withEmvCrc(PAYNET_EXAMPLE_1.slice(0, -8))).toBe(PAYNET_EXAMPLE_1)
    expect(withEmvCrc(PAYNET_EXAMPLE_1.slice(0, -4))).toBe(PAYNET_EXAMPLE_1)
  })
})

describe('parseEmvPayload', () => {
  test('reads EMVCo’s example: its data objects, its templates, lengths in characters', () => {
    const { objects, problems } = parseEmvPayload(EMVCO_SAMPLE)
    expect(problems).toEqual([])
    expect(objects.map((o) => o.id)).toEqual(['00', '01', '29', '31', '52', '58', '59', '60', '64', '54', '53', '55', '62', '91', '63'])
    expect(objects.find((o) => o.id === '29')?.children).toEqual([
      { id: '00', length: 12, value: 'D15600000000' },
      { id: '05', length: 10, value: 'A93FO3230Q' },
    ])
    // The language template holds Chinese: four characters are a length of 04, not twelve bytes.
    expect(objects.find((o) => o.id === '64')?.children).toEqual([
      { id: '00', length: 2, value: 'ZH' },
      { id: '01', length: 4, value: '最佳运输' },
      { id: '02', length: 2, value: '北京' },
    ])
    expect(objects.find((o) => o.id === '62')?.children?.map((o) => [o.id, o.value])).toEqual([
      ['03', '1234'],
      ['06', '***'],
      ['07', 'A6008667'],
      ['09', 'ME'],
    ])
  })

  test('reads PayNet’s DuitNow examples without a problem', () => {
    for (const payload of [PAYNET_EXAMPLE_1, PAYNET_EXAMPLE_2]) {
      const { objects, problems } = parseEmvPayload(payload)
      expect(problems).toEqual([])
      expect(objects.find((o) => o.id === '00')?.value).toBe('02')
      expect(objects.find((o) => o.id === '26')?.children).toEqual([
        { id: '00', length: 14, value: 'A0000006150001' },
        { id: '01', length: 6, value: '501664' },
        { id: '02', length: 9, value: '123456789' },
      ])
    }
  })

  test('text that is no payment code, a cut payload, a changed character', () => {
    expect(parseEmvPayload('https://example.com/pay').problems).toEqual([{ code: 'format' }])
    expect(parseEmvPayload('').problems).toEqual([{ code: 'format' }])
    expect(parseEmvPayload(PAYNET_EXAMPLE_1.slice(0, 60)).problems).toEqual([{ code: 'structure', at: 57 }, { code: 'crc-missing' }])
    const changed = PAYNET_EXAMPLE_1.replace('QRCSDNBHD', 'QRCSDNBHE')
    expect(parseEmvPayload(changed).problems).toEqual([{ code: 'crc', found: '343F', expected: crc16CcittFalse(changed.slice(0, -4)) }])
  })
})

describe('checkDuitNowPayload', () => {
  test('the association’s standing DuitNow QR is valid, with its merchant’s name and city', () => {
    expect(checkDuitNowPayload(STATIC_DUITNOW)).toEqual({ valid: true, merchantName: 'QRCSDNBHD', merchantCity: 'BANGI' })
  })

  test('PayNet’s examples are DuitNow QRs, but ask every payer for RM 10.00', () => {
    expect(checkDuitNowPayload(PAYNET_EXAMPLE_1)).toEqual({ valid: false, problems: [{ code: 'amount', amount: '10.00' }] })
    expect(checkDuitNowPayload(PAYNET_EXAMPLE_2)).toEqual({ valid: false, problems: [{ code: 'amount', amount: '10.00' }] })
  })

  test('EMVCo’s example is a sound payment QR, but Chinese, in yuan, for one payment, and not DuitNow', () => {
    expect(checkDuitNowPayload(EMVCO_SAMPLE)).toEqual({
      valid: false,
      problems: [
        { code: 'currency', found: '156' },
        { code: 'country', found: 'CN' },
        { code: 'not-duitnow' },
        { code: 'dynamic' },
        { code: 'amount', amount: '23.72' },
      ],
    })
  })

  test('the placeholder the site drew fails as issue 34 found: template 26’s length, no 5802MY, CRC 4C1F where 7D45 is due', () => {
    const check = checkDuitNowPayload(PLACEHOLDER)
    expect(check.valid).toBe(false)
    const problems = check.valid ? [] : check.problems
    // Template 26 declares 58 characters; its data objects end at 55 of them and "005" is left, no data object.
    expect(problems).toContainEqual({ code: 'template-length', id: '26', declared: 58, used: 55 })
    expect(problems).toContainEqual({ code: 'crc', found: '4C1F', expected: '7D45' })
    // `54MY` stands where `5802MY` belongs: read as written, the payload has no country at all.
    expect(problems).toContainEqual({ code: 'country', found: null })
    expect(PLACEHOLDER).not.toContain('5802MY')
    expect(PLACEHOLDER).toContain('54MY')
    // The reading: between "2658" and the merchant category "52048398" stand 57 characters, not 58.
    expect(PLACEHOLDER.slice(PLACEHOLDER.indexOf('2658') + 4, PLACEHOLDER.indexOf('52048398'))).toHaveLength(57)
    // The order of the list: the payload's form first, then what it says.
    expect(problems.map((p) => p.code).slice(0, 2)).toEqual(['template-length', 'crc'])
  })

  test('plain text in a QR is no DuitNow QR', () => {
    expect(checkDuitNowPayload('Hello from the association')).toEqual({ valid: false, problems: [{ code: 'format' }] })
  })

  test('a Malaysian payload without name, city or account says which are missing', () => {
    const bare = withEmvCrc('000202010211520400005303458' + '5802MY')
    expect(checkDuitNowPayload(bare)).toEqual({
      valid: false,
      problems: [
        { code: 'missing', id: '59' },
        { code: 'missing', id: '60' },
        { code: 'missing', id: 'account' },
      ],
    })
  })
})
