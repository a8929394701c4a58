# The API's image: built from the repository, run with production dependencies only, as a non-root user.
#   docker build -f deploy/docker/api.Dockerfile -t reformas/api:<version> .
# Configuration comes from the environment (README, "Configuration of the API"); DATABASE_URL from a secret.
# No `# syntax=` line: BuildKit's built-in frontend reads this file, so a build pulls nothing but the base images.
# `npm run test:images` builds and runs it.
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
COPY . .
RUN npm ci --no-audit --no-fund && npm run build:api
# The workspaces' package.json files, so the next stage's install sees the same workspaces as the lock file.
RUN mkdir /manifests && cp --parents package.json package-lock.json apps/*/package.json libs/*/package.json /manifests/

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=build /manifests/ ./
# The bundle (dist/api/main.js) holds our code and the workspace libs; node_modules holds the rest.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm rebuild sharp

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    API_PORT=3000 \
    API_HOST=0.0.0.0
WORKDIR /app
# Owned by root, read by the `node` user: the process cannot change its own code.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./package.json
COPY --from=build /repo/dist/api ./dist/api
USER node
EXPOSE 3000
# Liveness only (the process answers): readiness also needs the database, which is the orchestrator's business.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.API_PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/api/main.js"]
