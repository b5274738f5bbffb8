# Front-end image for one webpack app (shell, mf-storefront, mf-admin): builds it, then serves dist/
# with web-kit's static server (precompressed brotli/gzip, immutable caching for hashed files).
#   DOCKER_BUILDKIT=1 docker build -f docker/frontend.Dockerfile --build-arg APP=mf-storefront --build-arg PORT=3001 .
# The shell also passes --build-arg SERVE_ARGS=--spa (fallback to index.html for deep links); the storefront
# passes SERVE_ARGS="--ssr /app/site-ssr/render-page.mjs" (its server renderer, a self-contained bundle).

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /out/ \; \
 && cp package-lock.json .npmrc /out/ \
 && cp --parents scripts/node-notice.mjs scripts/lock-engines.mjs /out/

# One dependency stage (with webpack) for the three front-end builds: no build arg before it.
FROM ${NODE_IMAGE} AS build-deps
WORKDIR /app
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund -w shell -w mf-storefront -w mf-admin

FROM build-deps AS build
ARG APP
RUN test -n "${APP}" || (echo 'build arg APP is required' >&2; exit 1)
COPY tsconfig.base.json tsconfig.web.json ./
# A remote builds from packages/ and its own folder only (its providers come from web-kit, not the shell).
COPY packages/ ./packages/
COPY ${APP}/ ./${APP}/
ENV NODE_ENV=production
RUN npm run build --workspace "${APP}" && mkdir -p "${APP}/dist-ssr"

# The static server lives in packages/web-kit/server. Install web-kit's production dependencies (not its
# React/MUI peers), then keep only the closure of what the server imports (express, express-static-gzip: ~5 MB).
FROM ${NODE_IMAGE} AS server-deps
WORKDIR /app
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --omit=peer --workspace packages/web-kit --no-audit --no-fund
COPY packages/web-kit/server/ ./packages/web-kit/server/
COPY docker/copy-deps.mjs /tmp/copy-deps.mjs
RUN node /tmp/copy-deps.mjs /app /deps /app/packages/web-kit/server --workspaces=@vetrina/http-drain

FROM ${NODE_IMAGE} AS os
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*

FROM os AS runtime
ARG APP
ARG PORT=3000
ARG SERVE_ARGS=""
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT} \
    SERVE_ARGS=${SERVE_ARGS}
WORKDIR /app
COPY package.json ./
COPY packages/web-kit/package.json ./packages/web-kit/
COPY --from=server-deps /deps/node_modules/ ./node_modules/
COPY packages/web-kit/server/ ./packages/web-kit/server/
# runtime-config.ts imports the defaults the browser build uses, so server and browser agree.
COPY packages/web-kit/src/config/runtime-defaults.ts ./packages/web-kit/src/config/
# The graceful stop the services use (a workspace package: node:http only, no dependencies), and its link.
COPY packages/http-drain/ ./packages/http-drain/
RUN mkdir -p node_modules/@vetrina && ln -s ../../packages/http-drain node_modules/@vetrina/http-drain
COPY --from=build /app/${APP}/dist/ ./site/
COPY --from=build /app/${APP}/dist-ssr/ ./site-ssr/
USER 1000:1000
EXPOSE ${PORT}
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=10s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# sh -c only to expand PORT/SERVE_ARGS; exec hands PID 2 (under tini) to node so it gets SIGTERM.
CMD ["sh", "-c", "exec node packages/web-kit/server/serve-static.ts --dir /app/site --port \"$PORT\" $SERVE_ARGS"]
