import { projectId } from '~/platform/firebase.server'

export type DemoEmail = { to: string; kind: string; link: string }

// demo mode sends no e-mail: the Auth emulator keeps the out-of-band codes it would have sent
export async function demoMailbox(): Promise<DemoEmail[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host) return []
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId()}/oobCodes`, { signal: AbortSignal.timeout(5_000) })
  if (!response.ok) throw new Error(`auth emulator answered ${response.status}`)
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: Array<{ email: string; requestType: string; oobCode: string }> }
  return oobCodes
    .filter((code) => code.requestType === 'PASSWORD_RESET')
    .reverse()
    .map((code) => ({
      to: code.email,
      kind: 'Reset your Threshold password',
      link: `/auth/reset-password?${new URLSearchParams({ oobCode: code.oobCode })}`,
    }))
}
