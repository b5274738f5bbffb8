# syntax=docker/dockerfile:1
# Back-end image for one workspace (gateway, svc-catalog, svc-content, svc-auth, svc-backup).
# Node 24 runs the TypeScript sources directly (type stripping): there is no build step.
#   docker build -f docker/service.Dockerfile --build-arg WORKSPACE=svc-catalog --build-arg PORT=4001 .
# svc-backup adds --build-arg APT_PACKAGES=postgresql-client-15 (pg_dump must match the server major).

ARG NODE_IMAGE=node:24-bookworm-slim

# Every package.json of the monorepo, so that `npm ci` sees the whole workspace tree while the
# dependency layer below is only rebuilt when a manifest or the lockfile changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /out/ \; \
 && cp package-lock.json .npmrc /out/

FROM ${NODE_IMAGE} AS deps
ARG WORKSPACE
WORKDIR /app
COPY --from=manifests /out/ ./
RUN test -n "${WORKSPACE}" || (echo 'build arg WORKSPACE is required' >&2; exit 1)
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace "${WORKSPACE}" --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ARG PORT=8080
ARG APT_PACKAGES=""
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini ${APT_PACKAGES} \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT} \
    WORKSPACE=${WORKSPACE}
WORKDIR /app
COPY --from=deps /app/ ./
# Only the sources the service runs: its own workspace and the shared packages (no tests needed,
# but they are small and excluding them would need a per-workspace file list).
COPY packages/ ./packages/
COPY ${WORKSPACE}/ ./${WORKSPACE}/
# Writable mount points for named volumes (uploads for svc-catalog, backups for svc-backup): a fresh
# volume copies this ownership, so the non-root user can write there.
RUN mkdir -p /data/uploads /data/backups && chown -R 1000:1000 /data
WORKDIR /app/${WORKSPACE}
USER 1000:1000
EXPOSE ${PORT}
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "src/main.ts"]
