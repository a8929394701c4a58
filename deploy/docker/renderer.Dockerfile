# The shell's renderer's image (deploy/k8s/renderer.yaml): Node with the renderer (dist/shell-prerender), the shell's
# page (dist/shell) and the remotes' releases (var/releases, their server builds) as the edge's image bakes them, and
# only the packages those bundles load. Build after `npx nx run-many -t build` and the releases, from the same
# dist/shell and var/releases as the edge's image (a release changes both):
#   docker build -f deploy/docker/renderer.Dockerfile -t reformas/renderer:<version> .
# No `# syntax=` line: BuildKit's built-in frontend reads this file, so a build pulls nothing but the base image.
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package-lock.json deploy/docker/renderer-packages.mjs ./
COPY dist/shell-prerender dist/shell-prerender
COPY var/releases releases
# React, antd, react-query…: devDependencies of the repository (the browsers get them bundled), so neither
# `npm ci --omit=dev` (the API's packages, none of these) nor a full `npm ci` (every build and test tool) fits.
# Peers are not installed (--legacy-peer-deps): the ones the bundles load are listed themselves, and the federation
# runtime's package would otherwise bring its build plugins' peer, Rspack (scripts/test-images.mjs checks).
RUN node renderer-packages.mjs package-lock.json dist/shell-prerender releases > package.json \
  && npm install --omit=dev --ignore-scripts --legacy-peer-deps --no-audit --no-fund --no-package-lock

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    RENDER_PORT=4300 \
    RELEASES_DIR=/srv/releases \
    SHELL_DIR=/srv/shell
WORKDIR /app
# Owned by root, read by the `node` user: the process cannot change its own code or the releases.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./package.json
COPY dist/shell-prerender dist/shell-prerender
COPY dist/shell /srv/shell
COPY var/releases /srv/releases
USER node
EXPOSE 4300
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.RENDER_PORT || 4300) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/shell-prerender/render-server.cjs"]
