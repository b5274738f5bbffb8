# Back-end image for one workspace (gateway, svc-catalog, svc-content, svc-auth, svc-backup).
# Node 24 runs the TypeScript sources directly (type stripping): there is no build step.
#   DOCKER_BUILDKIT=1 docker build -f docker/service.Dockerfile --build-arg WORKSPACE=svc-catalog --build-arg PORT=4001 .
# svc-backup adds --build-arg APT_PACKAGES=postgresql-client-15 (pg_dump/psql must match the server major;
# svc-backup finds them in /usr/lib/postgresql/15/bin, or PG_BIN_DIR).
# No `# syntax=` line: the built-in BuildKit frontend has RUN --mount and needs no registry.

ARG NODE_IMAGE=node:24-bookworm-slim

# Every package.json of the monorepo (and the root's npm install hooks), so that `npm ci` sees the whole workspace tree while the
# dependency layer below is only rebuilt when a manifest or the lockfile changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /out/ \; \
 && cp package-lock.json .npmrc /out/ \
 && cp --parents scripts/node-notice.mjs scripts/lock-engines.mjs /out/

# One dependency stage for the five back-end images (no build arg here, so it is built once and
# reused by all of them; a source change never reaches it).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --no-audit --no-fund \
      -w gateway -w svc-catalog -w svc-content -w svc-auth -w svc-backup

FROM ${NODE_IMAGE} AS os
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*

FROM os AS runtime
ARG WORKSPACE
ARG PORT=8080
ARG APT_PACKAGES=""
RUN test -n "${WORKSPACE}" || (echo 'build arg WORKSPACE is required' >&2; exit 1)
RUN if [ -n "${APT_PACKAGES}" ]; then apt-get update \
 && apt-get install -y --no-install-recommends ${APT_PACKAGES} && rm -rf /var/lib/apt/lists/*; fi
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT} \
    WORKSPACE=${WORKSPACE}
WORKDIR /app
COPY --from=deps /app/ ./
# Only the sources the service runs: its own workspace and the shared packages.
COPY packages/ ./packages/
COPY ${WORKSPACE}/ ./${WORKSPACE}/
# Writable mount points for named volumes (uploads for svc-catalog, backups for svc-backup): a fresh
# volume copies this ownership, so the non-root user can write there.
RUN mkdir -p /data/uploads /data/backups && chown -R 1000:1000 /data
WORKDIR /app/${WORKSPACE}
USER 1000:1000
EXPOSE ${PORT}
STOPSIGNAL SIGTERM
# Healthy = ready for traffic: /readyz on the operator port (OPS_PORT, never published), which opens once
# the public port listens.
HEALTHCHECK --interval=10s --timeout=10s --start-period=120s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.OPS_PORT||9090)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "src/main.ts"]
