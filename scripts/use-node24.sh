# Puts Node.js 24 on PATH. Source it from the repository root: `. scripts/use-node24.sh` (bash, zsh, sh).
# When the `node` on PATH is older than 24, installs the npm registry's `node@24` package once under
# <repo>/.tools/node24 and prepends its bin folder to PATH.
if [ -n "${BASH_VERSION:-}" ]; then
  _vetrina_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
else
  _vetrina_root="$(cd "$(dirname "$0")/.." 2>/dev/null && pwd)"
fi
# sh gives no path for a sourced file: fall back to the current folder (the repository root).
[ -f "${_vetrina_root}/scripts/use-node24.sh" ] || _vetrina_root="$(pwd)"
_vetrina_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "${_vetrina_major}" -lt 24 ]; then
  _vetrina_bin="${_vetrina_root}/.tools/node24/node_modules/.bin"
  if ! "${_vetrina_bin}/node" --version >/dev/null 2>&1; then
    echo "use-node24: installing node@24 from the npm registry into .tools/node24 (once)"
    mkdir -p "${_vetrina_root}/.tools/node24"
    npm install --prefix "${_vetrina_root}/.tools/node24" --no-save --no-audit --no-fund node@24 >/dev/null
  fi
  export PATH="${_vetrina_bin}:${PATH}"
fi
echo "use-node24: node $(node --version) ($(command -v node)), npm $(npm --version)"
unset _vetrina_root _vetrina_major _vetrina_bin
