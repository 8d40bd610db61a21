import { User } from '#app/models/user.server.ts'
import { ensureOfficeBearerRegister, seedAssociationContentIfEmpty, seedDemoContentIfEmpty } from '#app/seed/seed.server.ts'
import type { Env } from '#app/utils/env.server.ts'
import { hashPassword } from '#app/utils/password.server.ts'
import { ensureCpdFigures, ensureFrameNoticeFlags, ensureMembershipVerificationCodes, migrateMembershipLifecycle } from './data-migrations.server.ts'

/**
 * Creates the ADMIN_EMAIL account as an active, verified administrator when no user has that e-mail.
 * An existing account is left exactly as it is.
 */
export async function ensureAdminUser(email: string, password: string, log: (m: string) => void = console.log) {
  if (await User.exists({ email })) return false
  const base = email.split('@')[0]!.replace(/[^a-z0-9._-]/g, '').slice(0, 40) || 'admin'
  let username = base.length >= 3 ? base : `${base}-admin`
  for (let n = 2; await User.exists({ username }); n++) username = `${base}${n}`
  const membershipId = `ADM${Date.now().toString().slice(-6)}`
  await User.create({
    email,
    username,
    passwordHash: await hashPassword(password),
    firstName: 'Site',
    lastName: 'Administrator',
    membershipId,
    membershipType: 'Non-Practicing Ordinary',
    membershipStatus: 'active',
    roles: ['administrator'],
    isAdmin: true,
    emailVerified: true,
  })
  log(`Created administrator ${email}`)
  return true
}

/**
 * What start-up does to the data: the first admin, stored data brought up to date (idempotent
 * migrations, which also reserve the first admin's membership ID), and on an empty database the demo
 * content, except in production (issue 30: a real launch gets no invented practitioners), where only
 * the association's committee is added unless SEED_DEMO=true asks for the demo; then the office-bearers'
 * register, made from the committee the first time (issue 35).
 */
export async function prepareDatabaseContent(env: Env, log: (m: string) => void = console.log) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await ensureAdminUser(env.ADMIN_EMAIL, env.ADMIN_PASSWORD, log)
  await migrateMembershipLifecycle(log)
  if (env.NODE_ENV !== 'production' || env.SEED_DEMO) {
    if (await seedDemoContentIfEmpty()) log('The database was empty: demo content added (invented practitioners, news, events and pictures; never in production without SEED_DEMO=true)')
  } else if (await seedAssociationContentIfEmpty()) {
    log('The database was empty: the association\'s committee added; no demo content in production (SEED_DEMO=true adds it)')
  }
  // After the seed (issue 35): the office-bearers' register made once from the committee's content.
  await ensureOfficeBearerRegister(log)
  // After the seed: its members get theirs too.
  await ensureMembershipVerificationCodes(log)
  await ensureCpdFigures(log)
  await ensureFrameNoticeFlags(log)
}
