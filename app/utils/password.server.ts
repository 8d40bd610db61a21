import bcrypt from 'bcryptjs'

/** Cost 10: about 70 ms a hash on this hardware, the floor the association's security policy sets. */
export const BCRYPT_COST = 10

export function hashPassword(password: string) {
  return bcrypt.hash(password, BCRYPT_COST)
}

export function verifyPassword(password: string, hash: string) {
  return bcrypt.compare(password, hash)
}

/** A hash of nothing anyone knows, compared against when the e-mail is unknown so both paths take as long. */
let dummyHash: Promise<string> | null = null
export async function verifyAgainstDummy(password: string) {
  dummyHash ??= bcrypt.hash('no-such-user-placeholder', BCRYPT_COST)
  await bcrypt.compare(password, await dummyHash)
  return false
}
