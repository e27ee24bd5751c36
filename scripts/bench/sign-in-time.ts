// time from a sign-in POST to its redirect, against the Auth emulator, one request at a time
export async function signInTimes(
  baseUrl: string,
  runs: number,
): Promise<{ p50Ms: number; p95Ms: number }> {
  const email = `bench-${Date.now()}@example.com`
  const password = 'Bench1mark'
  const registered = await fetch(`${baseUrl}/auth/register`, {
    method: 'POST',
    body: new URLSearchParams({
      fullName: 'Bench User',
      email,
      password,
      confirmPassword: password,
      role: 'user',
    }),
    redirect: 'manual',
  })
  if (registered.status !== 302)
    throw new Error(`registration for the sign-in benchmark answered ${registered.status}`)
  const times: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now()
    const response = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ email, password }),
      redirect: 'manual',
      headers: { 'x-forwarded-for': `10.9.${run >> 8}.${run & 255}` },
    })
    await response.arrayBuffer()
    if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`)
    times.push(performance.now() - started)
  }
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10
}
