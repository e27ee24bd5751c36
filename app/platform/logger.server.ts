import pino from 'pino'

const redactedPaths = [
  'password',
  'confirmPassword',
  'token',
  'idToken',
  'refreshToken',
  'sessionCookie',
  'cookie',
  'email',
  '*.password',
  '*.token',
  '*.idToken',
  '*.email',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
]

// LOG_FILE adds a copy of every line in a file (the end-to-end tests read it)
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? 'info',
    base: { service: 'threshold' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  },
  process.env.LOG_FILE
    ? pino.multistream([
        { stream: process.stdout },
        { stream: pino.destination({ dest: process.env.LOG_FILE, sync: true, mkdir: true }) },
      ])
    : process.stdout,
)

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}***@${domain.replace(/^[^.]*/, (part) => part.slice(0, 1) + '***')}`
}
