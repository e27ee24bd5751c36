import type { Role } from '~/features/accounts/roles'

export type Access = 'public' | 'signed-in' | Role

export type PlannedPage = { heading: string; summary: string; access: Access }

// pages whose issue has not delivered them yet, by their id in the route table (app/routes.ts):
// each shows its heading and what it will do
export const plannedPages: Record<string, PlannedPage> = {}
