// The production install, as the Dockerfile's last stage makes it and
// tests/integration/processes/production-install.test.ts makes it in a temporary folder
// (docs/decisions/060-production-build.md); app/platform/deploy-files.test.ts holds the Dockerfile
// to these.

// what is copied into the folder: the packages' lists and patches, the build, the data the server
// reads as it starts (the demo market and the valuation model), and the public files
export const productionFiles = [
  'package.json',
  'package-lock.json',
  'patches',
  'build',
  'data',
  'public',
] as const

// the install: production packages only, exactly the lock's versions (postinstall applies patches/)
export const productionInstall = ['npm', 'ci', '--omit=dev', '--no-audit', '--no-fund'] as const

// the start: the compiled server, without tsx
export const productionStart = ['node', 'build/server.js'] as const
