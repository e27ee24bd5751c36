import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { materialKinds } from './materials'
import { materialSchemas } from './schemas'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

// "make it again" posts the choices the material was made with: each kind's schema takes them
test('each material’s kind has its schema, which takes what its regenerate button posts', () => {
  expect(Object.keys(materialSchemas).sort()).toEqual([...materialKinds].sort())
  const again = {
    flyer: { kind: 'flyer', contact: 'email' },
    'social-posts': { kind: 'social-posts' },
    'open-house': { kind: 'open-house', date: '2026-12-05', startTime: '13:00', endTime: '15:30' },
  }
  for (const kind of materialKinds)
    expect(parseWithZod(form(again[kind]), { schema: materialSchemas[kind] }).status).toBe(
      'success',
    )
  expect(parseWithZod(form({ kind: 'flyer' }), { schema: materialSchemas.flyer }).status).toBe(
    'error',
  )
})
