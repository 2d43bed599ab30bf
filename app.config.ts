/**
 * The app's typed configuration: the constants of spec §9 and the environment.
 *
 * `constants` is plain data and safe to import anywhere, including the browser.
 * `serverEnv()` parses `process.env` once, with zod; nothing else in the code base reads
 * `process.env`. It is only called from server code (it lives behind a function so that a
 * client bundle that imports `constants` carries neither zod's schema nor process.env).
 */
import { z } from 'zod'

export const locales = ['en-US', 'zh-CN'] as const
export type Locale = (typeof locales)[number]

export const constants = {
  api: {
    successCodes: [1, 210311001] as const,
    tokenOverdueCode: 210311001,
    failCode: 0,
    serverErrorCode: -1,
  },
  toast: { durationMs: 3000, offset: 16 },
  buildManifestPollMs: 3_600_000,
  chunkReloadGuardMs: 10_000,
  routeResolveDelayMs: 100,
  locale: {
    base: 'en-US' as Locale,
    cookieName: 'locale',
    cookieMaxAgeSeconds: 365 * 24 * 60 * 60,
    storageKey: 'curLang',
  },
  device: {
    cookieName: 'site_variant',
    cookieMaxAgeSeconds: 365 * 24 * 60 * 60,
  },
  rootFont: {
    designWidth: { pc: 1920, mobile: 375 },
    wideBase: 17,
    /** [max width (inclusive), font size] checked in order; wider widths scale. */
    steps: [
      [600, 5],
      [900, 17],
      [1200, 9],
      [1600, 14],
    ] as Array<[number, number]>,
    narrowLiveBuyerRecord: 18,
    /** The phone layout is at most this wide, centred, on a wider screen (a desktop showing the mobile site). */
    mobileMaxWidth: 480,
    scaleStorageKey: 'rootFontScale',
  },
  progressBar: { minimum: 0.08, trickleRate: 0.02, trickleSpeedMs: 800, speedMs: 200 },
  dragSort: { autoScrollSensitivityPx: 30, autoScrollSpeedPx: 10, emptyInsertThresholdPx: 5 },
  colorMode: { storageKey: 'colorMode', forced: 'light' as 'light' | 'dark' | undefined },
} as const

// Built inside a function: a top-level zod call would keep zod in every client bundle that
// imports `constants` from this file.
const envSchema = () => {
  const booleanish = z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1')
  return z
    .object({
      NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
      PORT: z.coerce.number().int().min(1).max(65535).default(3000),
      HOST: z.string().min(1).default('0.0.0.0'),
      DATA_DIR: z.string().min(1).default('./data'),
      /** postgres://… switches from the embedded PGlite to PostgreSQL (same schema and migrations). */
      DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
      /**
       * Server processes for `npm run serve` / `npm start` (node:cluster, scripts/serve-cluster.mjs):
       * a number, or `auto` for one per core. Above 1 it needs DATABASE_URL (PGlite is one process's).
       */
      WEB_CONCURRENCY: z
        .string()
        .optional()
        .transform((v, ctx): number | 'auto' => {
          const value = (v ?? '').trim()
          if (value === '') return 1
          if (value === 'auto') return 'auto'
          if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 256) return Number(value)
          ctx.addIssue({ code: 'custom', message: 'must be a number of processes (1–256) or auto' })
          return z.NEVER
        }),
      SITE_NAME_EN: z.string().min(1).max(60).default('TradeBridge'),
      SITE_NAME_ZH: z.string().min(1).max(60).default('贸桥'),
      /**
       * Mark cookies Secure (set behind HTTPS). Unset: on when NODE_ENV=production and PUBLIC_ORIGIN
       * is https (resolved below); 'false' turns it off explicitly.
       */
      COOKIE_SECURE: z.enum(['true', 'false', '1', '0', '']).optional(),
      /** The site is embedded cross-origin: cookies become SameSite=None; Secure. */
      COOKIE_CROSS_SITE: booleanish,
      /** The in-process cache of anonymous catalogue answers ('false' turns it off, e.g. to benchmark). */
      API_RESPONSE_CACHE: z
        .enum(['true', 'false', '1', '0', ''])
        .optional()
        .transform((v) => v !== 'false' && v !== '0'),
      /**
       * Multiplies every write limit (src/server/http/write-limits.ts). Only for test runs that send
       * everything from one address (the end-to-end suite); production keeps 1.
       */
      WRITE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(100_000).default(1),
      /**
       * Shifts the server's clock (the API's "now", the first seed, the no-show sweep) by this many
       * minutes: for a demo of an event day and its end-to-end test (ADR 097). Production keeps 0.
       */
      CLOCK_OFFSET_MINUTES: z.coerce
        .number()
        .int()
        .min(-14 * 24 * 60)
        .max(14 * 24 * 60)
        .default(0),
      /** Open live streams (hall screens' SSE) one instance serves; over it a screen gets 503 + Retry-After. */
      LIVE_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(2000),
      /** Open live streams one client address may hold on one instance (a hall's screens share an address). */
      LIVE_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
      /** The in-process SSR page cache ('false' turns it off). */
      PAGE_CACHE: z
        .enum(['true', 'false', '1', '0', ''])
        .optional()
        .transform((v) => v !== 'false' && v !== '0'),
      /**
       * The business's time zone (IANA): reports cut their days and months here, and every printout
       * and CSV names it. The platform's trade runs on Beijing time.
       */
      REPORT_TIME_ZONE: z
        .string()
        .default('Asia/Shanghai')
        .refine(
          (zone) => {
            // An unknown zone throws a RangeError. Checked here, not imported: the server's start
            // script loads this file directly, without a bundler to resolve the app's modules.
            try {
              return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone !== ''
            } catch {
              return false
            }
          },
          { message: 'expected an IANA time zone such as Asia/Shanghai or UTC' },
        ),
      /** The demo seed's size: N × its 3,000 products and 300 brands (brands capped per country and category). */
      SEED_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
      /** The live activity's event day at <buyers>x<brands>, e.g. 200x60 (bench:live; src/server/seed/seed-live-day.server.ts). */
      SEED_LIVE_DAY: z
        .string()
        .regex(/^(\d{1,4}x\d{1,3})?$/, 'expected <buyers>x<brands> such as 200x60, or nothing')
        .optional(),
      /** On SIGUSR2, write where the memory goes to ${DATA_DIR}/memory-<pid>.json (bench:soak; ADR 041). */
      MEMORY_REPORT: booleanish,
      // ── accounts and login ──
      /** outbox (default: ${DATA_DIR}/outbox/sms.jsonl and the log) or http (a JSON-over-HTTPS gateway). */
      SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
      /** The gateway's URL; it receives POST {to, text, code} with `Authorization: Bearer SMS_HTTP_TOKEN`. */
      SMS_HTTP_URL: z.url().optional(),
      SMS_HTTP_TOKEN: z.string().min(1).optional(),
      /** Country calling codes that may receive SMS codes (SMS-pumping defence), comma-separated. */
      SMS_ALLOWED_COUNTRY_CODES: z
        .string()
        .regex(/^\s*\d{1,4}(\s*,\s*\d{1,4})*\s*$/, 'must be comma-separated calling codes, e.g. 86,1,44')
        .default('86,852,853,886,1,44,49,33,39,34,31,41,46,61,64,65,60,66,84,62,63,81,82,91,971,966,90,7,52,55,593,27')
        .transform((v) => v.split(',').map((c) => c.trim())),
      /** The calling code assumed for a number typed without +. */
      SMS_DEFAULT_COUNTRY_CODE: z
        .string()
        .regex(/^\d{1,4}$/)
        .default('86'),
      /** Seconds between two codes to one phone or address. */
      CODE_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
      /** Codes per phone / e-mail address per day, and per client IP per day. */
      CODE_DAILY_PER_TARGET: z.coerce.number().int().min(1).default(10),
      /** Codes per phone / e-mail address in any 10 minutes. */
      CODE_SENDS_PER_10_MIN: z.coerce.number().int().min(1).default(3),
      CODE_DAILY_PER_IP: z.coerce.number().int().min(1).default(50),
      /** smtp://user:pass@host:port or smtps://… ; unset: mail goes to ${DATA_DIR}/outbox/mail.jsonl. */
      SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
      MAIL_FROM: z.string().min(3).default('TradeBridge <no-reply@tradebridge.local>'),
      /** WeChat website application (open platform); setting it turns the stand-in off. */
      WECHAT_APP_ID: z.string().min(1).optional(),
      WECHAT_APP_SECRET: z.string().min(1).optional(),
      /** OAuth2 token endpoints (sns/oauth2/access_token, sns/userinfo). */
      WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
      /** The qrconnect page. */
      WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
      /** The built-in WeChat stand-in at /wechat-standin: default on unless NODE_ENV=production or WECHAT_APP_ID is set. */
      WECHAT_STANDIN: z.enum(['true', 'false', '1', '0', '']).optional(),
      /** The site's public origin for redirect_uri (default: the request's origin). */
      PUBLIC_ORIGIN: z.url().optional(),
      /**
       * Which peers may tell the client's address in X-Forwarded-For / Forwarded, like Express's
       * `trust proxy` (src/server/http/client-ip.ts): unset or `false` — none, the socket's peer is
       * the client; a number N — the N proxies nearest the server; or a comma-separated list of
       * addresses and CIDRs (and `loopback`, `linklocal`, `uniquelocal`).
       */
      TRUST_PROXY: z
        .string()
        .optional()
        .transform((v, ctx): TrustProxy => {
          const value = (v ?? '').trim()
          if (value === '' || value === 'false' || value === '0') return { kind: 'off' }
          if (/^\d+$/.test(value)) return { kind: 'hops', hops: Math.min(Number(value), 64) }
          const entries = value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean)
          const bad = entries.filter((entry) => !TRUST_PROXY_ENTRY.test(entry))
          if (bad.length || !entries.length) {
            ctx.addIssue({ code: 'custom', message: `must be false, a hop count, or addresses/CIDRs (bad: ${bad.join(', ') || value})` })
            return z.NEVER
          }
          return { kind: 'list', entries }
        }),
    })
    .superRefine((env, ctx) => {
      if (env.WEB_CONCURRENCY !== 1 && !env.DATABASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['WEB_CONCURRENCY'],
          message:
            'more than one process needs DATABASE_URL: the embedded PGlite database belongs to one process. Set DATABASE_URL=postgres://… to run several, or leave WEB_CONCURRENCY unset',
        })
      }
    })
    .transform(({ COOKIE_SECURE, ...env }) => ({
      ...env,
      COOKIE_SECURE:
        COOKIE_SECURE === undefined || COOKIE_SECURE === ''
          ? env.NODE_ENV === 'production' && env.PUBLIC_ORIGIN?.startsWith('https:') === true
          : COOKIE_SECURE === 'true' || COOKIE_SECURE === '1',
    }))
}

/** TRUST_PROXY, parsed: who may tell the client's address (src/server/http/client-ip.ts). */
export type TrustProxy = { kind: 'off' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: ReadonlyArray<string> }
const TRUST_PROXY_ENTRY = /^(?:loopback|linklocal|uniquelocal|\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9a-f:]*:[0-9a-f:.]*(?:\/\d{1,3})?)$/i

export type ServerEnv = z.infer<ReturnType<typeof envSchema>>

/** Parse an environment; throws a readable error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema().safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return result.data
}

let cached: ServerEnv | undefined
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env)
  return cached
}

/** The part of the configuration the browser needs; sent once through the root loader. */
export type PublicConfig = {
  siteName: Record<Locale, string>
  cookie: { secure: boolean; crossSite: boolean }
  /** The site's origin for canonical and Open Graph URLs: PUBLIC_ORIGIN, else the request's. */
  origin?: string
}

export function publicConfig(env: ServerEnv = serverEnv()): PublicConfig {
  return {
    siteName: { 'en-US': env.SITE_NAME_EN, 'zh-CN': env.SITE_NAME_ZH },
    cookie: { secure: env.COOKIE_SECURE || env.COOKIE_CROSS_SITE, crossSite: env.COOKIE_CROSS_SITE },
    origin: env.PUBLIC_ORIGIN?.replace(/\/$/, ''),
  }
}
