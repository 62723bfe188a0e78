#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Stratagem needs, only those missing.
#   scripts/install-deps.sh          build and run: cgo toolchain, X11/GL/ALSA headers
#   scripts/install-deps.sh --test   the same plus Xvfb for the real-window tests,
#                                    Chromium for the browser test, and what the
#                                    downloads' test needs (below)
#   scripts/install-deps.sh --dist   build plus what make dist needs: dpkg-dev
#                                    (dpkg-shlibdeps), zip and unzip, file, and
#                                    lintian to check the Debian package
# Nothing is installed when everything is present. Runs apt-get through sudo
# when not root.
set -euo pipefail

pkgs=(gcc pkg-config libc6-dev libx11-dev libxrandr-dev libxcursor-dev libxinerama-dev
      libxi-dev libxxf86vm-dev libgl1-mesa-dev libasound2-dev)
dist=(dpkg-dev zip unzip file)
case "${1:-}" in
  --test) pkgs+=(xvfb xauth chromium "${dist[@]}") ;;
  --dist) pkgs+=("${dist[@]}" lintian) ;;
esac

missing=()
for p in "${pkgs[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: these packages are missing and there is no apt-get here: ${missing[*]}" >&2
  echo "install-deps: install their equivalents with your system's package manager." >&2
  exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo=(sudo)
fi
echo "install-deps: installing ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
