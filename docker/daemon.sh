# Sourced by docker/test-deploy.sh and docker/base-images.sh: makes sure a Docker engine answers.
# Uses $DOCKER_HOST or the default socket when a daemon already runs there; otherwise installs Debian's
# docker.io/docker-compose/debootstrap when missing (root, apt) and starts its own dockerd with a
# private data root, so nothing of another engine on the machine is touched.
# Debian's client first: BuildKit (RUN --mount) works with it without the buildx plugin.
export PATH="/usr/bin:/usr/sbin:${PATH}"
export DOCKER_BUILDKIT=1 COMPOSE_DOCKER_CLI_BUILD=1
VETRINA_DOCKER_ROOT="${VETRINA_DOCKER_ROOT:-/var/lib/vetrina-docker}"

vetrina_apt_install() { # package...
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "installing ${missing[*]} (apt)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

vetrina_ensure_docker() {
  vetrina_apt_install docker.io docker-compose debootstrap || return 1
  if [ -n "${DOCKER_HOST:-}" ] && docker info >/dev/null 2>&1; then return 0; fi
  if [ -z "${DOCKER_HOST:-}" ] && [ -S /var/run/docker.sock ] && docker info >/dev/null 2>&1; then return 0; fi
  export DOCKER_HOST="unix://${VETRINA_DOCKER_ROOT}/docker.sock"
  if docker info >/dev/null 2>&1; then return 0; fi
  echo "starting dockerd (data root ${VETRINA_DOCKER_ROOT})"
  mkdir -p "${VETRINA_DOCKER_ROOT}"
  # setsid: the daemon outlives this script (later runs reuse it and its build cache).
  setsid dockerd --data-root "${VETRINA_DOCKER_ROOT}/data" --exec-root "${VETRINA_DOCKER_ROOT}/exec" \
    --pidfile "${VETRINA_DOCKER_ROOT}/dockerd.pid" --host "${DOCKER_HOST}" \
    >"${VETRINA_DOCKER_ROOT}/dockerd.log" 2>&1 </dev/null &
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && return 0; sleep 1; done
  echo "dockerd did not start; see ${VETRINA_DOCKER_ROOT}/dockerd.log" >&2
  return 1
}
