import { describe, expect, test } from 'vitest'
import { InvalidEnvError, parseEnv } from './env.server'

describe('configuration', () => {
  test('defaults serve the embedded default on port 3000', () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, NODE_ENV: 'production', DEMO_PERSIST: true })
  })
  test('the embedded default listens on loopback only unless HOST says otherwise; a real project on every interface', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1')
    expect(parseEnv({ HOST: '' }).HOST).toBe('127.0.0.1')
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0')
    const production = {
      FIREBASE_PROJECT_ID: 'my-project',
      FIREBASE_API_KEY: 'k',
      SESSION_SECRET: 'x'.repeat(32),
    }
    expect(parseEnv(production).HOST).toBe('0.0.0.0')
    expect(parseEnv({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5')
  })
  test('a bad value names the variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(InvalidEnvError)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ SUPPORT_EMAIL: 'nobody' })).toThrow(/SUPPORT_EMAIL/)
  })
  test('a real project needs its API key and a session secret', () => {
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'my-project' })).toThrow(
      /FIREBASE_API_KEY: is required/,
    )
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'my-project', FIREBASE_API_KEY: 'k' })).toThrow(
      /SESSION_SECRET/,
    )
  })
})
