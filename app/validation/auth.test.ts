import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from './auth.ts'
import { inEnglish } from '#tests/messages.ts'

/** The messages per field, as the JSON API reports them. */
function errorsOf(schema: z.ZodTypeAny, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of result.error.issues) (out[issue.path.join('.') || 'form'] ??= []).push(inEnglish(issue.message))
  return out
}

/** The messages per field, as the HTML form reports them (through Conform, empty fields as undefined). */
function formErrorsOf(schema: z.ZodTypeAny, fields: Record<string, string | string[]>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) formData.append(key, v)
  const submission = parseWithZod(formData, { schema })
  return submission.status === 'success' ? {} : inEnglish(submission.reply().error ?? {})
}

const validRegistration = {
  firstName: 'Siti',
  lastName: 'Rahman',
  email: 'siti@example.com',
  username: 'siti_r',
  password: 'lotus-flower-9',
  membershipType: 'Practicing Ordinary Member',
  acceptPrivacy: true,
}

describe('LoginSchema', () => {
  test('an invalid e-mail and a short password get the spec messages', () => {
    expect(errorsOf(LoginSchema, { email: 'not-an-email', password: '12345' })).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 6 characters'],
    })
  })

  test('missing fields in JSON and empty fields in a form get the same messages', () => {
    const expected = { email: ['Invalid email address'], password: ['Password must be at least 6 characters'] }
    expect(errorsOf(LoginSchema, {})).toEqual(expected)
    expect(formErrorsOf(LoginSchema, { email: '', password: '' })).toEqual(expected)
  })

  test('the e-mail is trimmed and lower-cased; the password is kept exactly', () => {
    expect(LoginSchema.parse({ email: '  Siti@Example.COM ', password: ' pass word ' })).toEqual({
      email: 'siti@example.com',
      password: ' pass word ',
    })
  })
})

describe('RegisterSchema', () => {
  test('a complete application passes and is normalised: the type becomes one of the ten', () => {
    expect(
      RegisterSchema.parse({
        ...validRegistration,
        email: ' SITI@Example.com',
        username: ' Siti_R ',
        phone: ' +60 12-345 6789 ',
        state: 'Sabah',
      }),
    ).toEqual({
      ...validRegistration,
      membershipType: 'Practicing Ordinary',
      username: 'siti_r',
      claimedMembershipId: '',
      phone: '+60 12-345 6789',
      state: 'Sabah',
    })
  })

  test('no membership ID is needed; one sent is a claim (the spec field or the new one)', () => {
    expect(RegisterSchema.parse({ ...validRegistration, membershipId: ' emp0042 ' })).toMatchObject({ claimedMembershipId: 'EMP0042' })
    expect(RegisterSchema.parse({ ...validRegistration, claimedMembershipId: 'emp777' })).not.toHaveProperty('membershipId')
    expect(RegisterSchema.parse({ ...validRegistration, claimedMembershipId: 'EMP777', membershipId: 'EMP100' }).claimedMembershipId).toBe('EMP777')
  })

  test('the username is optional (made from the e-mail later)', () => {
    const { username: _username, ...withoutUsername } = validRegistration
    expect(RegisterSchema.parse(withoutUsername).username).toBe('')
    expect(RegisterSchema.parse({ ...validRegistration, username: '  ' }).username).toBe('')
  })

  test('the privacy notice must be accepted', () => {
    expect(errorsOf(RegisterSchema, { ...validRegistration, acceptPrivacy: false })).toEqual({ acceptPrivacy: ['Please accept the privacy notice to apply'] })
    expect(formErrorsOf(RegisterSchema, { ...validRegistration, acceptPrivacy: 'on' } as Record<string, string>)).toEqual({})
  })

  test('phone and state are optional and stored empty', () => {
    expect(RegisterSchema.parse(validRegistration)).toMatchObject({ phone: '', state: '' })
    expect(RegisterSchema.parse({ ...validRegistration, phone: '', state: '' })).toMatchObject({ phone: '', state: '' })
  })

  test('every required field has the spec message when empty', () => {
    const expected = {
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
      password: ['Password must be at least 8 characters'],
      membershipType: ['Membership type is required'],
      acceptPrivacy: ['Please accept the privacy notice to apply'],
    }
    expect(errorsOf(RegisterSchema, {})).toEqual(expected)
    expect(
      formErrorsOf(RegisterSchema, {
        firstName: '',
        lastName: '',
        email: '',
        username: '',
        password: '',
        membershipId: '',
        membershipType: '',
      }),
    ).toEqual(expected)
  })

  test('blank names count as empty', () => {
    expect(errorsOf(RegisterSchema, { ...validRegistration, firstName: '   ', lastName: ' ' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    })
  })

  test('short username and password', () => {
    expect(errorsOf(RegisterSchema, { ...validRegistration, username: 'ab', password: '12345' })).toEqual({
      username: ['Username must be at least 3 characters'],
      password: ['Password must be at least 8 characters'],
    })
  })

  test('a username with spaces or symbols is refused', () => {
    expect(errorsOf(RegisterSchema, { ...validRegistration, username: 'siti rahman' })).toEqual({
      username: ['Username may contain only letters, numbers, dots, hyphens and underscores'],
    })
  })

  test('a claimed membership ID must look like EMP001; blank is no claim', () => {
    for (const membershipId of ['EMP01', 'ABC001', 'EMP 001', 'EMPxyz']) {
      expect(errorsOf(RegisterSchema, { ...validRegistration, membershipId })).toEqual({
        membershipId: ['Membership ID must look like EMP001'],
      })
    }
    expect(RegisterSchema.parse({ ...validRegistration, membershipId: '   ' }).claimedMembershipId).toBe('')
  })

  test('the membership type is one of the ten or one of the eight names of the spec', () => {
    expect(errorsOf(RegisterSchema, { ...validRegistration, membershipType: 'Platinum Member' })).toEqual({
      membershipType: ['Select a membership type from the list'],
    })
    expect(RegisterSchema.parse({ ...validRegistration, membershipType: 'Student Member' }).membershipType).toBe('Student')
    expect(RegisterSchema.parse({ ...validRegistration, membershipType: 'Graduate' }).membershipType).toBe('Graduate')
  })

  test('the state must be one of the 25 locations', () => {
    expect(errorsOf(RegisterSchema, { ...validRegistration, state: 'Atlantis' })).toEqual({
      state: ['Select a location from the list'],
    })
    expect(RegisterSchema.parse({ ...validRegistration, state: 'Other International' }).state).toBe('Other International')
  })

  test('a phone number needs digits', () => {
    expect(errorsOf(RegisterSchema, { ...validRegistration, phone: 'call me' })).toEqual({
      phone: ['Enter a phone number such as +60 12-345 6789'],
    })
  })
})

describe('ForgotPasswordSchema', () => {
  test('the e-mail must be valid', () => {
    expect(errorsOf(ForgotPasswordSchema, { email: 'nope' })).toEqual({ email: ['Invalid email address'] })
    expect(formErrorsOf(ForgotPasswordSchema, { email: '' })).toEqual({ email: ['Invalid email address'] })
    expect(ForgotPasswordSchema.parse({ email: ' A@B.CO ' })).toEqual({ email: 'a@b.co' })
  })
})

describe('ResetPasswordSchema', () => {
  test('token, both passwords and the match, with the spec messages', () => {
    expect(errorsOf(ResetPasswordSchema, { newPassword: '123', confirmPassword: '' })).toEqual({
      token: ['Reset token is required'],
      newPassword: ['Password must be at least 8 characters'],
      confirmPassword: ['Password must be at least 8 characters'],
    })
    expect(errorsOf(ResetPasswordSchema, { token: 'abc', newPassword: 'lotus-flower-1', confirmPassword: 'lotus-flower-2' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    })
    expect(formErrorsOf(ResetPasswordSchema, { token: '', newPassword: '', confirmPassword: '' })).toEqual({
      token: ['Reset token is required'],
      newPassword: ['Password must be at least 8 characters'],
      confirmPassword: ['Password must be at least 8 characters'],
    })
    expect(ResetPasswordSchema.parse({ token: 'abc', newPassword: 'lotus-flower-1', confirmPassword: 'lotus-flower-1' })).toEqual({
      token: 'abc',
      newPassword: 'lotus-flower-1',
      confirmPassword: 'lotus-flower-1',
    })
  })
})

describe('ChangePasswordSchema', () => {
  test('each field has its own message', () => {
    expect(errorsOf(ChangePasswordSchema, { currentPassword: '', newPassword: '123', confirmPassword: '12' })).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 8 characters'],
      confirmPassword: ['Password must be at least 8 characters'],
    })
    expect(formErrorsOf(ChangePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 8 characters'],
      confirmPassword: ['Password must be at least 8 characters'],
    })
  })

  test("a mismatch shows on the confirm field as \"Passwords don't match\"", () => {
    expect(
      errorsOf(ChangePasswordSchema, { currentPassword: 'old-one', newPassword: 'lotus-flower-1', confirmPassword: 'lotus-flower-2' }),
    ).toEqual({ confirmPassword: ["Passwords don't match"] })
    expect(
      formErrorsOf(ChangePasswordSchema, { currentPassword: 'old-one', newPassword: 'lotus-flower-1', confirmPassword: 'lotus-flower-2' }),
    ).toEqual({ confirmPassword: ["Passwords don't match"] })
  })
})

describe('ProfileSchema', () => {
  const valid = { firstName: 'Siti', lastName: 'Rahman' }

  test('names are required; everything else is optional and stored empty', () => {
    expect(errorsOf(ProfileSchema, {})).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    })
    expect(ProfileSchema.parse(valid)).toEqual({
      firstName: 'Siti',
      lastName: 'Rahman',
      phone: '',
      state: '',
      imageUrl: '',
    })
  })

  test('imageUrl must be a web address: "Invalid URL"', () => {
    for (const imageUrl of ['not a url', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://example.com/a.png']) {
      expect(errorsOf(ProfileSchema, { ...valid, imageUrl })).toEqual({ imageUrl: ['Invalid URL'] })
    }
    expect(ProfileSchema.parse({ ...valid, imageUrl: 'https://example.com/me.jpg' }).imageUrl).toBe('https://example.com/me.jpg')
    expect(ProfileSchema.parse({ ...valid, imageUrl: '' }).imageUrl).toBe('')
  })

  test("the practice is the listing's (issue 33): its keys are no part of the profile, and a JSON client's are left out", () => {
    const practice = { specialties: ['Body'], otherSpecialties: 'Reiki', certification: 'Diploma', businessName: 'Tenang Wellness', bio: 'About me' }
    expect(ProfileSchema.parse({ ...valid, ...practice })).toEqual({ firstName: 'Siti', lastName: 'Rahman', phone: '', state: '', imageUrl: '' })
    expect(Object.keys(getZodConstraint(ProfileSchema)).sort()).toEqual(['firstName', 'imageUrl', 'lastName', 'locale', 'phone', 'state'])
  })

  test('an unknown location is refused', () => {
    expect(errorsOf(ProfileSchema, { ...valid, state: 'Mars' })).toEqual({ state: ['Select a location from the list'] })
  })
})

describe('VerifyEmailSchema', () => {
  test('the token is required', () => {
    expect(errorsOf(VerifyEmailSchema, {})).toEqual({ token: ['Verification token is required'] })
  })
})

describe('native constraints for the plain form', () => {
  test('required fields are marked required; optional ones are not', async () => {
    const { getZodConstraint } = await import('@conform-to/zod')
    const register = getZodConstraint(RegisterSchema)
    for (const field of ['firstName', 'lastName', 'email', 'password', 'membershipType', 'acceptPrivacy']) {
      expect(register[field]?.required, field).toBe(true)
    }
    for (const field of ['username', 'membershipId', 'claimedMembershipId']) expect(register[field]?.required, field).toBe(false)
    expect(register.phone?.required).toBe(false)
    expect(register.state?.required).toBe(false)
    const profile = getZodConstraint(ProfileSchema)
    expect(profile.firstName?.required).toBe(true)
    for (const field of ['phone', 'state', 'imageUrl', 'locale']) {
      expect(profile[field]?.required, field).toBe(false)
    }
  })
})
