import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

// false on the server and during hydration, true afterwards: enhancements switch on only then
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
