// how long a session lasts, and how long one instance may reuse a good answer about it before it
// asks again (docs/decisions/019-sessions-that-end.md): the bound on how late another instance, or
// a change made outside the app (an account disabled in the console), ends a session
export const sessionLifetimeMs = 5 * 24 * 60 * 60 * 1000
export const sessionCheckReuseMs = 5_000
