// a real signed-in visitor for the throughput rows: a bench user registered and signed in with a
// password (so the session check asks Firebase, as a real account's does), with homes saved, so
// the dashboard and the property page have the visitor's own records to read
export async function signInBenchUser(
  baseUrl: string,
  savedHomes: string[],
): Promise<{ cookie: string; email: string }> {
  const email = `bench-signed-in-${Date.now()}@example.com`
  const password = 'Bench1mark'
  const registered = await fetch(`${baseUrl}/auth/register`, {
    method: 'POST',
    body: new URLSearchParams({
      fullName: 'Bench Visitor',
      email,
      password,
      confirmPassword: password,
      role: 'user',
    }),
    redirect: 'manual',
    headers: { 'x-forwarded-for': '10.8.0.1' },
  })
  if (registered.status !== 302)
    throw new Error(`registration of the bench visitor answered ${registered.status}`)
  const signedIn = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
    headers: { 'x-forwarded-for': '10.8.0.2' },
  })
  if (signedIn.status !== 302)
    throw new Error(`the bench visitor's sign-in answered ${signedIn.status}`)
  const session = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith('__session='))
  if (!session) throw new Error('the sign-in set no session cookie')
  const cookie = session.split(';')[0]!
  for (const id of savedHomes) {
    const saved = await fetch(`${baseUrl}/property/${id}`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'save' }),
      redirect: 'manual',
      headers: { cookie, origin: baseUrl, 'x-forwarded-for': '10.8.0.3' },
    })
    if (saved.status !== 302 && saved.status !== 303)
      throw new Error(`saving ${id} for the bench visitor answered ${saved.status}`)
  }
  // the cookie reaches a signed-in page (not the sign-in form)
  const dashboard = await fetch(`${baseUrl}/buyer-dashboard`, {
    headers: { cookie },
    redirect: 'manual',
  })
  if (dashboard.status !== 200)
    throw new Error(`the bench visitor's dashboard answered ${dashboard.status}`)
  await dashboard.arrayBuffer()
  return { cookie, email }
}
