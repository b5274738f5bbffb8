#!/usr/bin/env bash
# `npm run test:deploy`: the containers for real. Starts a Docker engine if none answers (installing
# docker.io, docker-compose and debootstrap with apt when missing), makes the base images present
# (docker/base-images.sh), builds the eight images, starts the stack under its own project name and
# gateway port, runs the smoke journey (docker/smoke.ts) through that port, then `down` + `up` and
# checks that the product, the photo and the backup survived, then 2 replicas of svc-catalog and
# svc-content with every container restarted in turn under load (docker/rolling-restart.ts), then a
# full restore on the uploads volume
# (a mount point: docker/restore-on-volume.ts), then `down -v`.
# Prints the build and start times; the last line is "N passed, N failed" (exit status 1 if any failed).
#   DEPLOY_TEST_PORT (default 18080), DEPLOY_TEST_PROJECT (default vetrina-deploy-test)
set -uo pipefail
cd "$(dirname "$0")/.."
. docker/daemon.sh
project="${DEPLOY_TEST_PROJECT:-vetrina-deploy-test}"
port="${DEPLOY_TEST_PORT:-18080}"
work=".data/deploy-test"
passed=0
failed=0
started=$SECONDS
say() { echo "=== test:deploy: $* ($((SECONDS - started)) s)"; }
finish() {
  echo "${passed} passed, ${failed} failed"
  [ "$failed" -eq 0 ]
  exit $?
}
step() { # name, command...: one counted check
  local name=$1; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: ${name}" >&2; fi
}
node24() { node scripts/require-node24.mjs "$@"; }

vetrina_ensure_docker || { failed=1; finish; }
say "engine: $(docker version --format '{{.Server.Version}}') at ${DOCKER_HOST:-default socket}"
bash docker/base-images.sh || { failed=1; finish; }

mkdir -p "$work"
env_file="$work/.env"
secret() { node -e "console.log(require('crypto').randomBytes(36).toString('base64url'))"; }
{
  sed -e '/^POSTGRES_PASSWORD=/d;/^GATEWAY_TOKEN=/d;/^ADMIN_PASSWORD=/d;/^CONTACT_TOKEN_SECRET=/d' \
    -e '/^PREVIEW_TOKEN_SECRET=/d;/^BACKUP_SIGNING_KEY=/d;/^GATEWAY_PORT=/d;/^GATEWAY_BIND=/d;/^PUBLIC_URL=/d' \
    -e '/^COMPOSE_PROJECT_NAME=/d;/^SEED_DEMO_DATA=/d;/^[A-Z]*_DB_PASSWORD=/d;/^VAPID_[A-Z]*_KEY=/d' .env.example
  echo "POSTGRES_PASSWORD=$(secret)"
  for role in CATALOG CONTENT AUTH BACKUP; do echo "${role}_DB_PASSWORD=$(secret)"; done
  echo "GATEWAY_TOKEN=$(secret)"
  echo "ADMIN_PASSWORD=$(secret)"
  echo "CONTACT_TOKEN_SECRET=$(secret)"
  echo "PREVIEW_TOKEN_SECRET=$(secret)"
  echo "BACKUP_SIGNING_KEY=$(secret)"
  node -e "const k = require('web-push').generateVAPIDKeys(); console.log('VAPID_PUBLIC_KEY=' + k.publicKey); console.log('VAPID_PRIVATE_KEY=' + k.privateKey)"
  echo "GATEWAY_BIND=127.0.0.1"
  echo "GATEWAY_PORT=${port}"
  echo "PUBLIC_URL=http://127.0.0.1:${port}"
  echo "SEED_DEMO_DATA=true"
  # CI's 2 busy cores: a first server render can take more than the default 1 s.
  echo "SSR_TIMEOUT_MS=${DEPLOY_TEST_SSR_TIMEOUT_MS:-8000}"
} >"$env_file"
compose() { docker-compose --env-file "$env_file" -p "$project" "$@"; }
export ADMIN_USERNAME=admin
ADMIN_PASSWORD=$(grep '^ADMIN_PASSWORD=' "$env_file" | cut -d= -f2-)
export ADMIN_PASSWORD
base="http://127.0.0.1:${port}"

# A stack left over by an interrupted run would hold the port and old data.
compose down -v --remove-orphans >/dev/null 2>&1

say "build (8 images, one at a time)"
t=$SECONDS
build_images() { compose build >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; return 1; }; }
step "build" build_images
build_s=$((SECONDS - t))
say "build took ${build_s} s"
docker images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep '^vetrina/' | sort

wait_served() { # seconds: until the home page is served through the gateway
  local deadline=$((SECONDS + $1))
  while [ $SECONDS -lt $deadline ]; do
    curl -fsS -o /dev/null --max-time 5 "$base/" 2>/dev/null && return 0
    sleep 1
  done
  compose ps
  compose logs --tail=30
  return 1
}

up_and_serve() { # label
  local t=$SECONDS
  step "up ($1)" compose up -d --no-build
  step "home page served ($1)" wait_served 300
  say "$1: up to a served page in $((SECONDS - t)) s"
}

counted() { # label script args...: a check script's "N passed, N failed" added to the totals
  local label=$1 out counts; shift
  out=$(node24 "$@" 2>&1)
  echo "$out" | sed "s/^/  ${label} /"
  counts=$(echo "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -1)
  if [ -z "$counts" ]; then failed=$((failed + 1)); return; fi
  passed=$((passed + ${counts%% passed*}))
  failed=$((failed + $(echo "$counts" | sed -E 's/.* ([0-9]+) failed/\1/')))
}
smoke() { counted smoke docker/smoke.ts "$base" "$1" "$work/smoke-state.json"; }
restore_on_volume() { counted restore docker/restore-on-volume.ts "$base" "$1" "$work/restore-state.json"; }

up_and_serve "first start, empty volumes"
smoke first
say "down, then up again (volumes kept)"
step "down" compose down
up_and_serve "second start"
smoke again
scale_to() { # replicas of svc-catalog and svc-content, RATE_LIMIT_ALLOW
  RATE_LIMIT_ALLOW="$2" compose up -d --no-build --scale svc-catalog="$1" --scale svc-content="$1" \
    >"$work/scale.log" 2>&1 || { tail -20 "$work/scale.log"; return 1; }
}
say "rolling restarts: 2 replicas of svc-catalog and svc-content, each container restarted under load"
# The load generator reaches the gateway through the published port, from the network's gateway address.
bridge=$(docker network inspect "${project}_default" -f '{{range .IPAM.Config}}{{.Gateway}}{{end}}')
step "scaled to 2 replicas (load generator ${bridge} not rate-limited)" scale_to 2 "$bridge"
step "home page served (2 replicas)" wait_served 300
counted rolling docker/rolling-restart.ts "$base" "$project"
uploads_is_mount_point() { compose exec -T svc-backup sh -c 'grep -q " /data/uploads " /proc/mounts'; }
remove_restore_photo() { # as the unreferenced-upload cleanup would, once nothing names it
  local name
  name=$(grep -oE '/uploads/[0-9a-f]+\.webp' "$work/restore-state.json" | sed -E 's#/uploads/(.*)\.webp#\1#')
  [ -n "$name" ] && compose exec -T svc-backup sh -c "rm -f /data/uploads/${name}* /data/uploads/.originals/${name}*"
}
say "full restore on the uploads volume"
step "svc-backup's uploads folder is a mount point" uploads_is_mount_point
restore_on_volume prepare
step "photo removed from the volume" remove_restore_photo
restore_on_volume check
say "down -v"
# Docker 20.10 may still hold a just-stopped container's endpoint when the network is removed ("has
# active endpoints"); once more after a pause, the stack itself being already gone.
down_all() { compose down -v --remove-orphans || { sleep 5 && compose down -v --remove-orphans; }; }
step "down -v" down_all
say "done: build ${build_s} s, total $((SECONDS - started)) s"
finish
