import { z } from 'zod'

const port = z.coerce.number().int().min(0).max(65535)
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: port.default(3000),
    HOST: optionalText,
    LOG_FILE: optionalText,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SESSION_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    PUBLIC_URL: optionalText.pipe(z.string().url().optional()),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_000_000),
    UPLOAD_LIMIT_BYTES: z.coerce.number().int().positive().default(10_000_000),
    AUTH_POSTS_PER_ADDRESS: z.coerce.number().int().positive().default(60),
    AUTH_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
    EVENTS_PER_ADDRESS: z.coerce.number().int().positive().default(60),
    PAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
    PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    // the Redis the rate limits live in, shared by every instance (redis://[:password@]host:port,
    // rediss:// for TLS); unset, each instance counts in its own memory (ADR 061)
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .url()
        .refine((url) => /^rediss?:\/\//.test(url), 'must start with redis:// or rediss://')
        .optional(),
    ),

    FIREBASE_PROJECT_ID: optionalText,
    FIREBASE_API_KEY: optionalText,
    // the web SDK's auth domain for the sign-in popup; <project>.firebaseapp.com when unset
    FIREBASE_AUTH_DOMAIN: optionalText,
    FIREBASE_STORAGE_BUCKET: optionalText,
    GOOGLE_APPLICATION_CREDENTIALS: optionalText,

    AUTH_EMULATOR_PORT: port.default(0),
    FIRESTORE_EMULATOR_PORT: port.default(0),
    DEMO_DATA_DIR: z.string().default('.data/demo'),
    DEMO_SNAPSHOT_MINUTES: z.coerce.number().positive().default(5),
    DEMO_PERSIST: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),

    MAP_SEARCH_URL: z.string().url().default('https://www.zillow.com/homes/for_sale/'),
    // the interactive map's street basemap: a MapLibre style's URL (ADR 068); unset, no basemap
    MAP_STYLE_URL: optionalText.pipe(z.string().url().optional()),
    SUPPORT_EMAIL: z.string().email().default('support@threshold.example'),
    SUPPORT_PHONE: z.string().default('+1 (515) 555-0142'),
    POSTAL_ADDRESS: z.string().default('Threshold Homes, 2520 Osborn Drive, Ames, IA 50011'),

    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    OAUTH_PROVIDER_BASE_URL: optionalText.pipe(z.string().url().optional()),

    // Stripe: a secret key and the webhook endpoint's signing secret; the embedded default answers
    // Stripe's API with an in-process stand-in when they are unset
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    // not a setting: the embedded default puts its data folder's stand-in webhook secret here (ADR 059)
    DEMO_STRIPE_WEBHOOK_SECRET: optionalText,

    // scheduled jobs (saved-search alerts): the bearer secret Cloud Scheduler sends to /api/jobs/*
    // (unset: the endpoint answers 404); the in-process schedule of the embedded default, minutes
    JOBS_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SEARCH_ALERTS_EVERY_MINUTES: z.coerce.number().positive().default(60),

    // a home's monthly cost (ADR 069): the mortgage rate offered by default, with the day it was
    // true and where it comes from (both shown beside it), and the market's yearly property tax
    // and home insurance as percentages of the price. The defaults are stated on the page as
    // Threshold's assumptions; set a published rate (e.g. Freddie Mac's weekly survey) with its date
    MORTGAGE_RATE_PERCENT: z.coerce.number().min(0).max(25).default(6.5),
    MORTGAGE_RATE_AS_OF: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-28')
      .default('2026-11-28'),
    MORTGAGE_RATE_SOURCE: z
      .string()
      .trim()
      .min(1)
      .default('Threshold’s assumption for a 30-year fixed loan, not a lender’s quote'),
    PROPERTY_TAX_RATE_PERCENT: z.coerce.number().min(0).max(10).default(1.5),
    HOME_INSURANCE_RATE_PERCENT: z.coerce.number().min(0).max(10).default(0.4),

    // an OpenAI-compatible chat endpoint for the listing writer, used only when all three are set
    LLM_BASE_URL: optionalText.pipe(z.string().url().optional()),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
  })
  .superRefine((env, ctx) => {
    if (env.FIREBASE_PROJECT_ID && !env.FIREBASE_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_API_KEY'],
        message: 'is required when FIREBASE_PROJECT_ID is set',
      })
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all',
      })
    }
    if (env.FIREBASE_PROJECT_ID && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when FIREBASE_PROJECT_ID is set',
      })
    }
  })
  // the embedded default (demo accounts, emulators without authentication) is for this machine
  // only unless HOST says otherwise; a real project serves every interface
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.FIREBASE_PROJECT_ID ? '0.0.0.0' : '127.0.0.1'),
  }))

export type Env = z.infer<typeof EnvSchema>

export class InvalidEnvError extends Error {
  // server.ts, which imports nothing of app/, tells this error by its name
  override name = 'InvalidEnvError'
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    throw new InvalidEnvError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    )
  }
  return result.data
}

const current: { value?: Env } = {}

export function env(): Env {
  current.value ??= parseEnv(process.env)
  return current.value
}

// the embedded default adds variables (emulator hosts, the demo secret) after the first read
export function reloadEnv(): Env {
  current.value = parseEnv(process.env)
  return current.value
}

export function isDemoMode(): boolean {
  return !env().FIREBASE_PROJECT_ID
}

const demoSessionSecret = 'threshold-demo-mode-session-secret-not-for-production'

export function sessionSecrets(): string[] {
  return [env().SESSION_SECRET ?? demoSessionSecret]
}

export function isProduction(): boolean {
  return env().NODE_ENV === 'production'
}
