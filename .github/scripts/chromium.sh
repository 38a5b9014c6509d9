#!/usr/bin/env bash
# Points the browser tests at a Chromium (they start the binary at CHROMIUM_PATH, by default
# /usr/bin/chromium): the one already set, else the runner's own (GitHub's Ubuntu image ships
# Chromium and Chrome), else Debian's package on a Debian runner. Writes CHROMIUM_PATH to $GITHUB_ENV.
set -euo pipefail

for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "CHROMIUM_PATH=$candidate" >> "$GITHUB_ENV"
    "$candidate" --version || true
    exit 0
  fi
done

if grep -qi '^ID=debian' /etc/os-release; then
  sudo=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  echo "CHROMIUM_PATH=/usr/bin/chromium" >> "$GITHUB_ENV"
  exit 0
fi

echo "::error title=Chromium::no Chromium or Chrome on this runner for the browser tests"
exit 1
