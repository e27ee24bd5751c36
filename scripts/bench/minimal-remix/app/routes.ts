import { index, type RouteConfig } from '@remix-run/route-config'

export default [index('routes/home.tsx')] satisfies RouteConfig
