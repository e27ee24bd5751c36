export function listenToChangesOnly(state: unknown): void
