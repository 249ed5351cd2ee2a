#!/usr/bin/env bash
# npm run test:cluster: installs what a fresh machine lacks (as .ci/run does for Chromium), then starts the
# production cluster of deploy/ from a fresh clone of this repository's HEAD and checks it (tests/cluster).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v nginx >/dev/null || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || missing+=(libnginx-mod-http-brotli-filter)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v redis-server >/dev/null || missing+=(redis-server)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

WORK=$(mktemp -d /tmp/cluster-check.XXXXXX)
# PostgreSQL runs as its own user and must reach its folder inside.
chmod 755 "$WORK"
trap 'rm -rf "$WORK"' EXIT
git clone -q . "$WORK/app"
cd "$WORK/app"
npm install --no-audit --no-fund --loglevel=error
CLUSTER_DIR="$WORK/run" npx playwright test -c tests/cluster/playwright.config.ts
