#!/usr/bin/env bash
# `npm run setup:system` (and .ci/run): the system packages the checks need beyond node_modules, on Debian/Ubuntu —
# chromium for the browser tests, nginx-light and its brotli_static module for the production server the `prod`
# end-to-end project runs (npm run serve:prod, deploy/nginx/). Installs only what is missing (scripts/system/preflight.mjs
# says what that is); elsewhere it names the packages to install.
set -euo pipefail

PACKAGES=()
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then PACKAGES+=(chromium); fi
if [ -z "${NGINX_BIN:-}" ] && [ ! -x /usr/sbin/nginx ]; then PACKAGES+=(nginx-light); fi
if [ ! -e "${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}/ngx_http_brotli_static_module.so" ]; then PACKAGES+=(libnginx-mod-http-brotli-static); fi
if [ ${#PACKAGES[@]} -eq 0 ]; then
  echo "Nothing to install: chromium, nginx and its brotli_static module are there."
  exit 0
fi
if ! command -v apt-get >/dev/null; then
  echo "No apt-get here: install ${PACKAGES[*]} (Debian names) with this system's package manager," >&2
  echo "or set CHROMIUM_PATH / NGINX_BIN / NGINX_MODULES_DIR to where they are (npx playwright install chromium gives a Chromium)." >&2
  exit 1
fi
echo "Installing Debian packages: ${PACKAGES[*]}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${PACKAGES[@]}" >/dev/null
