import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

// the baseline of `npm run bench`: a minimal Remix v2 app with the same future flags as Threshold
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    remix({
      appDirectory: 'app',
      // a temporary folder scripts/bench/minimal-remix.ts names under .cache/
      buildDirectory: process.env.MINIMAL_REMIX_BUILD ?? 'build',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
})
