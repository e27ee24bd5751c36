import type { SubmissionResult } from '@conform-to/react'

type Toast = { title: string; description?: string }

// what a form of the settings page did (deleting the account among them)
export type SettingsOutcome =
  | { ok: true; redirectTo: string; toast: Toast; headers?: Headers }
  | {
      ok: false
      intent: string
      result: SubmissionResult<string[]>
      status: number
      retryAfterSeconds?: number
    }
