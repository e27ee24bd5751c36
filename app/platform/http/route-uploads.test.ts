import type { ServerBuild } from '@remix-run/node'
import { expect, test } from 'vitest'
import { createUploadLimits } from './route-uploads.server'

const route = (id: string, path: string | undefined, handle?: unknown, index?: boolean) => ({
  id,
  path,
  index,
  parentId: id === 'root' ? undefined : 'root',
  module: { handle },
})
const routes = {
  root: route('root', ''),
  home: route('home', undefined, undefined, true),
  photos: route('photos', 'seller/photos/:listingId', { uploads: { maxBytes: 5_000_000 } }),
  documents: route('documents', 'documents', { uploads: {} }),
  login: route('login', 'auth/login', { title: 'Sign in' }),
  notFound: route('notFound', '*'),
} as unknown as ServerBuild['routes']

const uploadLimitOf = createUploadLimits(routes, 10_000_000)

test('a route that declares uploads takes files up to its own limit, its data request too', () => {
  expect(uploadLimitOf('/seller/photos/ames-0001')).toBe(5_000_000)
  expect(uploadLimitOf('/seller/photos/ames-0001.data')).toBe(5_000_000)
})

test('a declaration without a limit gets the default', () => {
  expect(uploadLimitOf('/documents')).toBe(10_000_000)
})

test.each([
  '/',
  '/_root.data',
  '/auth/login',
  '/auth/login.data',
  '/nowhere',
  '/seller/photos',
  '/seller/photos/%FF',
])('%s takes no files', (path) => {
  expect(uploadLimitOf(path)).toBeNull()
})
