import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { loadAuthConfig, testAuthConfig, type AuthConfig } from './auth-config.js'

/** The repository root, whether this module runs from src (tests, tsx) or dist. */
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url))

/** The sender of the platform's mails when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'IQS <no-reply@iqs.local>'

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true')

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().trim().optional(),
  NATS_URL: z.string().trim().optional(),
  RUN_EXCHANGE: z.enum(['0', '1', 'true', 'false']).default('1'),
  WRITER_FOLLOW_MS: z.coerce.number().int().min(10).default(300),
  WRITER_TAKEOVER_MS: z.coerce.number().int().min(0).default(10_000),
  TRUST_PROXY: z.string().trim().optional(),
  SEED_DEMO: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECRET: z.string().min(32).optional(),
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.string().default('development'),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^(smtps?:\/\/.+)?$/, 'an smtp:// or smtps:// URL (nodemailer)')
    .optional(),
  MAIL_FROM: z.string().trim().optional(),
  S3_ENDPOINT: z
    .string()
    .trim()
    .regex(/^(https?:\/\/.+)?$/, 'an http:// or https:// URL')
    .optional(),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  CHAIN: z.enum(['in-process', 'off']).default('in-process'),
  CHAIN_RPC_URL: z
    .string()
    .trim()
    .regex(/^(https?:\/\/.+)?$/, 'an http:// or https:// JSON-RPC URL')
    .optional(),
  CHAIN_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^(0x[0-9a-fA-F]{64})?$/, 'a 0x-prefixed 32-byte hex private key')
    .optional(),
  CHAIN_ANCHOR_EVERY: z.coerce.number().int().min(1).default(1_000),
  CHAIN_ANCHOR_INTERVAL_MS: z.coerce.number().int().min(1_000).default(3_600_000),
})

/** Everything the api reads from its environment, checked once at start-up. */
export interface AppConfig {
  port: number
  host: string
  /** PGlite's files (`pglite/`) and uploads (`uploads/`) live here. */
  dataDir: string
  databaseUrl: string | undefined
  natsUrl: string | undefined
  /** Whether this process runs the market writers; off for extra api processes that reach them over NATS. */
  runExchange: boolean
  /**
   * A fenced market writer on standby: how often it reads its stream's version to follow the log,
   * and how long the stream must stand still before it takes the writer role back (the other
   * writer is presumed gone).
   */
  writerStandby: { followIntervalMs: number; takeOverAfterMs: number }
  /**
   * Whose `X-Forwarded-For` to believe for the client's address (rate limits):
   * false (default: nobody, the socket's address counts), true (any hop: only
   * behind a proxy that overwrites the header), or a list of proxy addresses.
   */
  trustProxy: boolean | string[]
  /** Demo accounts and content: on by default with the embedded database, opt-in (`SEED_DEMO=1`) on a server. */
  seedDemo: boolean
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  cookieSecret: string
  /** The built web app to serve on the same port; absent in api-only tests. */
  webDist: string | undefined
  production: boolean
  /** Sign-in, sessions, TOTP, social providers, rate limits (see accounts/auth-config.ts). */
  auth: AuthConfig
  /**
   * Outgoing mail: over SMTP when `smtpUrl` is set (`SMTP_URL`), else kept in the database's
   * outbox for admins to read. `from` is `MAIL_FROM`.
   */
  mail: { smtpUrl: string | undefined; from: string }
  /** An S3-compatible bucket for uploaded files when `S3_ENDPOINT` and `S3_BUCKET` are set; else files stay under DATA_DIR. */
  s3: S3Config | undefined
  /** The chain the event log is mirrored to (issue 19); see iqs/chain/. */
  chain: ChainConfig
}

/**
 * The chain mirror: `off`, the in-process EVM (the default, its state under DATA_DIR/chain), or a
 * JSON-RPC node when `CHAIN_RPC_URL` is set. The platform's chain key is `CHAIN_PRIVATE_KEY`, else
 * a development key kept under DATA_DIR/secrets. Anchors: at every `anchorEvery`-th position of
 * the log, and the head at least every `anchorIntervalMs` while the log grows.
 */
export interface ChainConfig {
  mode: 'off' | 'in-process' | 'json-rpc'
  rpcUrl: string | undefined
  privateKey: string | undefined
  anchorEvery: number
  anchorIntervalMs: number
  /** The in-process chain keeps its journal under DATA_DIR/chain (off in tests: it lives as long as their in-memory database). */
  persist: boolean
}

/** Where the S3 file store writes (see platform/files/s3-file-store.ts). */
export interface S3Config {
  endpoint: string
  bucket: string
  region: string
  /** Both keys, or neither: then the SDK's own credential chain (environment, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
}

/**
 * Reads and checks the environment. A bad value stops the start with the
 * variable's name rather than surfacing later as a puzzling failure.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${problems}`)
  }
  const e = parsed.data
  const databaseUrl = e.DATABASE_URL || undefined
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl,
    natsUrl: e.NATS_URL || undefined,
    runExchange: e.RUN_EXCHANGE === '1' || e.RUN_EXCHANGE === 'true',
    writerStandby: { followIntervalMs: e.WRITER_FOLLOW_MS, takeOverAfterMs: e.WRITER_TAKEOVER_MS },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo: databaseUrl ? e.SEED_DEMO : env.SEED_DEMO !== '0' && env.SEED_DEMO !== 'false',
    logLevel: e.LOG_LEVEL,
    // Without a configured secret, a random one: cookies signed by it die with the process.
    cookieSecret: e.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
    webDist: e.WEB_DIST ?? path.join(REPO_ROOT, 'web', 'dist'),
    production: e.NODE_ENV === 'production',
    auth: loadAuthConfig(env, { port: e.PORT, production: e.NODE_ENV === 'production' }),
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM || DEFAULT_MAIL_FROM },
    s3: s3Config(e),
    chain: {
      mode: e.CHAIN === 'off' ? 'off' : e.CHAIN_RPC_URL ? 'json-rpc' : 'in-process',
      rpcUrl: e.CHAIN_RPC_URL || undefined,
      privateKey: e.CHAIN_PRIVATE_KEY || undefined,
      anchorEvery: e.CHAIN_ANCHOR_EVERY,
      anchorIntervalMs: e.CHAIN_ANCHOR_INTERVAL_MS,
      persist: true,
    },
  }
}

function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_ENDPOINT || !e.S3_BUCKET) return undefined
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid environment: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither')
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION || 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === '0' || value === 'false') return false
  if (value === '1' || value === 'true') return true
  return value.split(',').map((address) => address.trim())
}

/** A configuration for tests: in-memory database, in-process bus, no web app, no logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(REPO_ROOT, 'data', 'test'),
    databaseUrl: undefined,
    natsUrl: undefined,
    runExchange: true,
    writerStandby: { followIntervalMs: 300, takeOverAfterMs: 10_000 },
    // Tests stand in for the proxy: they set X-Forwarded-For to give each case its own address.
    trustProxy: true,
    seedDemo: false,
    logLevel: 'silent',
    cookieSecret: 'test-secret-test-secret-test-secret-0123',
    webDist: undefined,
    production: false,
    auth: testAuthConfig(),
    mail: { smtpUrl: undefined, from: DEFAULT_MAIL_FROM },
    s3: undefined,
    // Most tests have no part in the chain: those that do turn it on (`chain: { mode: 'in-process' }`).
    chain: {
      mode: 'off',
      rpcUrl: undefined,
      privateKey: undefined,
      anchorEvery: 1_000,
      anchorIntervalMs: 3_600_000,
      persist: false,
    },
    ...overrides,
  }
}
