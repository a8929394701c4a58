# The edge's image: Debian's nginx with the configuration of deploy/nginx/ (as deploy/k8s/render.mjs renders it for
# the cluster), the shell's build and the remotes' releases baked in. Build after `npx nx run-many -t build` and the
# releases (npm start or the release pipeline writes var/releases):
#   docker build -f deploy/docker/edge.Dockerfile -t reformas/edge:<version> .
# Mounting instead of baking: leave the COPY of dist/shell and var/releases out and mount them read-only at
# /srv/shell and /srv/releases (the releases folder synced from object storage, say); the Kubernetes ConfigMap
# edge-nginx, mounted at /etc/nginx/edge, replaces the configuration baked here.
# No `# syntax=` line: BuildKit's built-in frontend reads this file, so a build pulls nothing but the base images.
# `npm run test:images` builds and runs it.
ARG NODE_IMAGE=node:22.23.3-bookworm-slim
ARG DEBIAN_IMAGE=debian:bookworm-slim

FROM ${NODE_IMAGE} AS config
WORKDIR /repo
# The plain nginx.conf needs Node alone (no package).
COPY deploy/nginx/ deploy/nginx/
COPY deploy/k8s/render.mjs deploy/k8s/
RUN node deploy/k8s/render.mjs --nginx-conf /out/nginx.conf

FROM ${DEBIAN_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/*
COPY --from=config /out/nginx.conf /etc/nginx/edge/nginx.conf
COPY dist/shell /srv/shell
COPY var/releases /srv/releases
COPY deploy/docker/edge-entrypoint.sh /usr/local/bin/edge-entrypoint
RUN chmod 0755 /usr/local/bin/edge-entrypoint && mkdir -p /tmp/nginx && chown www-data:www-data /tmp/nginx
# Debian's unprivileged web user; nginx listens on 8080, no root needed.
USER www-data
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/edge-entrypoint"]
