import { signOut } from '~/features/accounts/sign-out.server'

// what the browser is asked to remove for this origin: its HTTP cache, its cookies, and its
// storage (local and session storage, IndexedDB, service workers)
export const clearSiteDataValue = '"cache", "cookies", "storage"'

// ends this browser's session exactly as signing out does (its record too, so a copy of the
// cookie is refused) and asks the browser to forget everything else; the expired session cookie
// stays in the answer for browsers that ignore Clear-Site-Data
export async function clearSiteData(request: Request): Promise<Headers> {
  const headers = await signOut(request)
  headers.set('Clear-Site-Data', clearSiteDataValue)
  return headers
}
