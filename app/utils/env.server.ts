import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { parseTrustProxy, type TrustProxy } from './trust-proxy.server.ts'

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(emptyToUndefined, schema.optional())

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    MONGODB_URI: optional(
      z.string().regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must start with mongodb:// or mongodb+srv://'),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    /** Forces the embedded FerretDB's backend; unset, PostgreSQL when found, else SQLite (server/embedded-db.ts). */
    DB_BACKEND: optional(z.enum(['postgresql', 'sqlite'], { message: 'must be postgresql or sqlite' })),
    /** The first wait before the embedded database is restarted after a crash (it doubles while restarts fail). */
    DB_RESTART_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).default(500)),
    /** `npm run start:cluster`: how many app processes (server/cluster.ts); unset, one per CPU. */
    CLUSTER_WORKERS: optional(z.coerce.number().int().min(1, 'must be at least 1').max(64, 'must be at most 64')),
    /** How often expired records are swept (app/jobs/expiry-sweep.server.ts); one process of all runs each sweep. */
    EXPIRY_SWEEP_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1_000).max(24 * 60 * 60 * 1000).default(10 * 60 * 1000)),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters (comma-separate several to rotate)')),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must start with smtp:// or smtps://')),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('EMPAM <no-reply@empam.org.my>')),
    /** Issue 33: where a reply to any mail goes (mails come from no-reply); unset, the association's general address. */
    MAIL_REPLY_TO: optional(z.string().trim().email('must be an e-mail address')),
    PUBLIC_URL: optional(z.string().url('must be a full URL such as https://empam.org.my').transform((u) => u.replace(/\/+$/, ''))),
    ADMIN_EMAIL: optional(z.string().trim().toLowerCase().email('must be an e-mail address')),
    ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
    DEBUG_RESET_TOKENS: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { errorMap: () => ({ message: 'must be true or false' }) }).default('false').transform((v) => v === 'true'),
    ),
    // Production only: add the demo content to an empty database (a staging or demonstration site).
    SEED_DEMO: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { errorMap: () => ({ message: 'must be true or false' }) }).default('false').transform((v) => v === 'true'),
    ),
    /**
     * Issue 34: who takes payments online (services/payments/). Unset: the fake provider outside
     * production (a page of the app plays the bank), none in production (no "Pay online" button).
     */
    PAYMENT_PROVIDER: optional(z.enum(['fake', 'billplz', 'none'], { message: 'must be fake, billplz or none' })),
    /** The fake provider's X-Signature key (it signs as Billplz does); never used in production. */
    FAKE_PAYMENT_SIGNATURE_KEY: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').default('fake-signature-key')),
    BILLPLZ_API_KEY: optional(z.string().trim().min(1)),
    BILLPLZ_COLLECTION_ID: optional(z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a Billplz collection id')),
    BILLPLZ_X_SIGNATURE_KEY: optional(z.string().trim().min(8, 'must be at least 8 characters')),
    BILLPLZ_SANDBOX: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { errorMap: () => ({ message: 'must be true or false' }) }).default('false').transform((v) => v === 'true'),
    ),
    /** Where the Billplz API is (tests: a stub server on this machine); unset, Billplz's own, sandbox or not. */
    BILLPLZ_BASE_URL: optional(z.string().url('must be a full URL such as http://127.0.0.1:4010/api').transform((u) => u.replace(/\/+$/, ''))),
    TRUST_PROXY: z.string().optional().transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value)
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error })
        return z.NEVER
      }
      return parsed.value
    }),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' })
    }
    if (env.NODE_ENV === 'production' && env.DEBUG_RESET_TOKENS) {
      ctx.addIssue({ code: 'custom', path: ['DEBUG_RESET_TOKENS'], message: 'must not be true when NODE_ENV=production' })
    }
    if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'fake') {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'must not be fake when NODE_ENV=production' })
    }
    if (env.PAYMENT_PROVIDER === 'billplz') {
      for (const name of ['BILLPLZ_API_KEY', 'BILLPLZ_COLLECTION_ID', 'BILLPLZ_X_SIGNATURE_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER=billplz' })
      }
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other ADMIN_ variable' })
    }
  })

/** Reads ./.env into process.env when there is one; variables already set win. For the server and scripts. */
export function loadDotEnvFile(file = '.env') {
  if (fs.existsSync(file)) process.loadEnvFile(file)
}

export type Env = z.infer<typeof EnvSchema> & { publicUrl: string; dataDir: string; paymentProvider: 'fake' | 'billplz' | 'none' }

export class EnvError extends Error {
  override name = 'EnvError'
}

let cached: Env | null = null

/** Reads and validates the environment once; throws an EnvError naming every bad variable. */
export function getEnv(): Env {
  if (cached) return cached
  const result = EnvSchema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`)
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  cached = {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    paymentProvider: env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'fake'),
  }
  return cached
}

/** Tests change process.env between cases; production never calls this. */
export function resetEnvCache() {
  cached = null
  secretsCache = null
}

export const isProduction = () => getEnv().NODE_ENV === 'production'

let secretsCache: string[] | null = null

/**
 * The secrets that sign cookies, newest first. Outside production a random secret is generated once
 * and kept in DATA_DIR, so sessions survive a restart without any set-up.
 */
export function getSessionSecrets(): string[] {
  if (secretsCache) return secretsCache
  const env = getEnv()
  if (env.SESSION_SECRET) {
    secretsCache = env.SESSION_SECRET.split(',').map((s) => s.trim()).filter(Boolean)
    return secretsCache
  }
  const file = path.join(env.dataDir, 'session-secret')
  let secret: string
  try {
    secret = fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true })
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      // Another process started at the same moment and wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    secret = fs.readFileSync(file, 'utf8').trim()
  }
  secretsCache = [secret]
  return secretsCache
}

/**
 * What a server process reads before anything else (`server.ts`, `server/cluster.ts`): `.env`, the
 * settings, and the session secrets, made now (or read), so that a DATA_DIR that cannot be written
 * stops the start, not a request. A setting that is wrong is said, and the process exits.
 */
export function readServerEnvOrExit(): Env {
  try {
    loadDotEnvFile()
    const env = getEnv()
    getSessionSecrets()
    return env
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
