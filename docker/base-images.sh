#!/usr/bin/env bash
# Makes the base images the Dockerfiles and docker-compose.yml name present in the local engine:
#   node:24-bookworm-slim, postgres:15-bookworm, redis:7-bookworm
# Each is used as it is when present, else pulled; only when the pull fails (no registry reachable,
# as on the CI machines) a stand-in is built under the same name from a debootstrap'd Debian bookworm
# and Debian's own packages (PostgreSQL 15, Redis 7) plus Node 24 from the npm registry, reading the
# Debian mirror from this machine's apt sources. Elsewhere the official images are used unchanged.
#   bash docker/base-images.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. docker/daemon.sh
vetrina_ensure_docker
work="${VETRINA_DOCKER_ROOT}/standins"
mkdir -p "$work"

present() { docker image inspect "$1" >/dev/null 2>&1; }
pullable() { timeout 60 docker pull -q "$1" >/dev/null 2>&1; }

debian_mirror() { # the first Debian (non-security) mirror of this machine's apt sources
  local uri
  uri=$(grep -hE '^\s*URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -v security | head -1 || true)
  [ -n "$uri" ] || uri=$(grep -hE '^\s*deb\s' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
    grep -v security | awk '{for (i=2;i<=NF;i++) if ($i ~ /^[a-z]+:\/\//) {print $i; exit}}' | head -1 || true)
  [ -n "$uri" ] || { echo "no Debian mirror found in /etc/apt sources" >&2; return 1; }
  echo "$uri"
}

bookworm_base() { # a minimal bookworm image, built once: vetrina-standin/bookworm:minbase
  present vetrina-standin/bookworm:minbase && return 0
  local mirror tree="$work/bookworm"
  mirror=$(debian_mirror)
  echo "debootstrap bookworm from ${mirror}"
  rm -rf "$tree"
  debootstrap --variant=minbase bookworm "$tree" "$mirror" >"$work/debootstrap.log" 2>&1
  rm -rf "$tree"/var/cache/apt/archives/*.deb "$tree"/var/lib/apt/lists/*
  tar -C "$tree" -c . | docker import -c 'CMD ["bash"]' - vetrina-standin/bookworm:minbase >/dev/null
  rm -rf "$tree"
}

build_standin() { # name, context dir (with a Dockerfile)
  echo "building stand-in $1"
  docker build -q -t "$1" "$2" >/dev/null
}

node_standin() {
  local ctx="$work/node" ca=/etc/ssl/certs/ca-certificates.crt
  rm -rf "$ctx" && mkdir -p "$ctx/tools"
  npm install --prefix "$ctx/tools" --no-save --no-audit --no-fund --ignore-scripts=false node@24 npm@11 >/dev/null
  cp -L "$ctx/tools/node_modules/.bin/node" "$ctx/node"
  cp -r "$ctx/tools/node_modules/npm" "$ctx/npm"
  rm -rf "$ctx/tools"
  # The machine trusts its own certificate authority (a TLS proxy to the npm registry): the image must too.
  cp "$ca" "$ctx/ca-certificates.crt"
  cat >"$ctx/Dockerfile" <<'DOCKERFILE'
FROM vetrina-standin/bookworm:minbase
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
DOCKERFILE
  build_standin node:24-bookworm-slim "$ctx"
}

postgres_standin() {
  local ctx="$work/postgres"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cp docker/standins/postgres-entrypoint.sh "$ctx/docker-entrypoint.sh"
  cat >"$ctx/Dockerfile" <<'DOCKERFILE'
FROM vetrina-standin/bookworm:minbase
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
 && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["bash", "/usr/local/bin/docker-entrypoint.sh"]
CMD ["postgres"]
DOCKERFILE
  build_standin postgres:15-bookworm "$ctx"
}

redis_standin() {
  local ctx="$work/redis"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cat >"$ctx/Dockerfile" <<'DOCKERFILE'
FROM vetrina-standin/bookworm:minbase
RUN apt-get update && apt-get install -y --no-install-recommends redis-server \
 && rm -rf /var/lib/apt/lists/* && mkdir -p /data && chown redis:redis /data
WORKDIR /data
VOLUME /data
USER redis
EXPOSE 6379
# As the official image: reachable from other containers without a password (protected mode off).
ENTRYPOINT ["sh", "-c", "if [ \"$1\" = redis-server ]; then shift; exec redis-server --protected-mode no \"$@\"; fi; exec \"$@\"", "--"]
CMD ["redis-server"]
DOCKERFILE
  build_standin redis:7-bookworm "$ctx"
}

for image in node:24-bookworm-slim postgres:15-bookworm redis:7-bookworm; do
  if present "$image"; then echo "$image: present"; continue; fi
  if pullable "$image"; then echo "$image: pulled"; continue; fi
  bookworm_base
  case "$image" in
    node:*) node_standin ;;
    postgres:*) postgres_standin ;;
    redis:*) redis_standin ;;
  esac
  echo "$image: local stand-in"
done
