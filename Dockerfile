# Threshold for Cloud Run: built with every package, run on a production install (README, "Deploy
# to Cloud Run"; docs/decisions/060-production-build.md). The last stage is what
# tests/integration/processes/production-install.test.ts does in a temporary folder, with the same
# files, install and start (tests/support/production-install.ts; deploy-files.test.ts compares).

# the build: every package (Remix, Vite and the rest are development packages)
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# the server: production packages only, and the build; no emulator, stand-in, tsx or Vite
FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY data ./data
COPY public ./public
USER node
# Cloud Run sets PORT; with FIREBASE_PROJECT_ID set the server listens on 0.0.0.0
EXPOSE 8080
CMD ["node", "build/server.js"]
