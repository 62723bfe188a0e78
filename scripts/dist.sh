#!/usr/bin/env bash
# Builds Stratagem's downloads into dist/ (make dist; docs/packaging.md):
#   stratagem-VER-linux-x86_64.tar.gz    the game, README, LICENSE, a desktop entry, icons
#   stratagem_DEBVER_amd64.deb           the same as a Debian package (dpkg-deb alone)
#   stratagem-VER-windows-x86_64.zip     stratagem.exe with its icon and version resource
#   stratagem-VER-web.zip                the browser build (bin/web, from make web)
# with dist/SHA256SUMS of every file there, and prints each one's size.
#
#   scripts/dist.sh VERSION [PART...]    PART: linux, deb, windows, web (all by default)
#
# VERSION is git describe's (v0.9.0-12-gabc1234); VER is it without a
# tag's v, DEBVER the Debian form of it (debian_version below). All parts
# start afresh from an empty dist/; some parts replace their own files
# and leave the others. The Go build cache makes a second run quick.
set -euo pipefail
cd "$(dirname "$0")/.."

version=${1:?usage: scripts/dist.sh VERSION [linux deb windows web]}
shift
parts=("$@")
all=0
if [ ${#parts[@]} -eq 0 ]; then
  parts=(linux deb windows web)
  all=1
fi
GO=${GO:-go}
WINRES=github.com/tc-hib/go-winres@v0.3.3

# ver: the version in file names, without a tag's v.
ver=$version
[[ $ver =~ ^v[0-9] ]] && ver=${ver#v}

# debian_version turns git describe's version into one that dpkg orders
# rightly: v0.9.0 → 0.9.0; v0.9.0-12-gabc1234 → 0.9.0+git12.gabc1234 (after
# 0.9.0, before 0.9.1); v1.0.0-rc1 → 1.0.0~rc1 (before 1.0.0); before the
# first tag, abc1234 → 0~git345.gabc1234 (345 commits: later builds sort
# later, all before any release); a -dirty build gets +dirty; outside git,
# 0~unknown.
debian_version() {
  local v=$1 dirty="" out
  if [[ $v == *-dirty ]]; then dirty=+dirty; v=${v%-dirty}; fi
  if [[ $v =~ ^v?([0-9][0-9A-Za-z.-]*)-([0-9]+)-g([0-9a-f]+)$ ]]; then
    out="${BASH_REMATCH[1]//-/\~}+git${BASH_REMATCH[2]}.g${BASH_REMATCH[3]}"
  elif [[ $v =~ ^v?([0-9][0-9A-Za-z.-]*)$ ]] && [[ ! $v =~ ^[0-9a-f]{7,}$ ]]; then
    out="${BASH_REMATCH[1]//-/\~}"
  elif [[ $v =~ ^[0-9a-f]{7,}$ ]]; then
    out="0~git$(git rev-list --count HEAD 2>/dev/null || echo 0).g$v"
  else
    out="0~unknown"
  fi
  echo "$out$dirty"
}
debver=$(debian_version "$version")

# file_version: the four numbers Windows wants (0.9.0.12; 0.0.0.0 before a tag).
file_version() {
  local v=${1%-dirty} n=(0 0 0 0)
  if [[ $v =~ ^v?([0-9]+)(\.([0-9]+))?(\.([0-9]+))?.*-([0-9]+)-g[0-9a-f]+$ ]]; then
    n=("${BASH_REMATCH[1]}" "${BASH_REMATCH[3]:-0}" "${BASH_REMATCH[5]:-0}" "${BASH_REMATCH[6]}")
  elif [[ $v =~ ^v?([0-9]+)(\.([0-9]+))?(\.([0-9]+))? ]] && [[ ! $v =~ ^[0-9a-f]{7,}$ ]]; then
    n=("${BASH_REMATCH[1]}" "${BASH_REMATCH[3]:-0}" "${BASH_REMATCH[5]:-0}" 0)
  fi
  echo "${n[0]}.${n[1]}.${n[2]}.${n[3]}"
}

out=dist
[ $all = 1 ] && rm -rf "$out"
mkdir -p "$out"
work=$(mktemp -d)
syso=cmd/stratagem/rsrc_windows_amd64.syso
trap 'rm -rf "$work" "$syso"' EXIT

# The files' times in the archives: the commit's.
when=$(git log -1 --format=%cI 2>/dev/null || date -u +%FT%TZ)
ldflags="-s -w -X cmdline.invalid/version.stamp=$version"
want() { local p; for p in "${parts[@]}"; do [ "$p" = "$1" ] && return 0; done; return 1; }
for p in "${parts[@]}"; do
  case $p in linux | deb | windows | web) ;; *) echo "dist: no part called $p (linux, deb, windows, web)" >&2; exit 2 ;; esac
done

# The icons, drawn by cmd/icon at every size (not kept in git: a second
# of drawing each time, and the drawing code is the one source).
if want linux || want deb || want windows; then
  "$GO" run ./cmd/icon -out "$work/icons"
fi
sizes=(16 24 32 48 64 128 256)

# The Linux binary, for the tarball and the package: stripped, with no
# build paths in it (-trimpath), the version stamped, and position
# independent (PIE: the system may load it anywhere, as Debian's own
# programs; lintian asks for it), its relocations read-only once resolved
# at start (relro, now: the linker flags Debian's own programs get).
if want linux || want deb; then
  echo "dist: building the game for Linux x86-64 ($version)"
  GOOS=linux GOARCH=amd64 "$GO" build -trimpath -buildmode=pie \
    -ldflags "$ldflags -extldflags=-Wl,-z,relro,-z,now" -o "$work/stratagem" ./cmd/stratagem
fi

if want linux; then
  name=stratagem-$ver-linux-x86_64
  d=$work/$name
  mkdir -p "$d"
  cp "$work/stratagem" README.md LICENSE scripts/dist/stratagem.desktop "$d/"
  for n in "${sizes[@]}"; do
    mkdir -p "$d/icons/hicolor/${n}x$n/apps"
    cp "$work/icons/icon-$n.png" "$d/icons/hicolor/${n}x$n/apps/stratagem.png"
  done
  rm -f "$out"/stratagem-*-linux-x86_64.tar.gz
  # Owned by nobody in particular, and the files' times the commit's:
  # the same sources give the same tarball.
  tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="$when" \
    -C "$work" -cf - "$name" | gzip -6n > "$out/$name.tar.gz"
fi

if want deb; then
  scripts/dist-deb.sh "$work/stratagem" "$work/icons" "$debver" "$version" "$out"
fi

if want windows; then
  echo "dist: building the game for Windows x86-64 ($version)"
  fv=$(file_version "$version")
  mkdir -p "$work/winres"
  for n in 16 32 48 64 256; do cp "$work/icons/icon-$n.png" "$work/winres/"; done
  # The resource: the icon at five sizes (the largest first, as Windows
  # picks), the version, and a manifest (per-monitor DPI, as GLFW asks for).
  cat > "$work/winres/winres.json" <<EOF
{
  "RT_GROUP_ICON": {"APP": {"0000": ["icon-256.png", "icon-64.png", "icon-48.png", "icon-32.png", "icon-16.png"]}},
  "RT_MANIFEST": {"#1": {"0409": {
    "identity": {"name": "Stratagem", "version": "$fv"},
    "description": "Stratagem",
    "minimum-os": "win7",
    "execution-level": "as invoker",
    "dpi-awareness": "per monitor v2",
    "use-common-controls-v6": true
  }}},
  "RT_VERSION": {"#1": {"0000": {
    "fixed": {"file_version": "$fv", "product_version": "$fv"},
    "info": {"0409": {
      "CompanyName": "the Stratagem developers",
      "FileDescription": "Stratagem: turn-based board and tactics games",
      "FileVersion": "$version",
      "InternalName": "stratagem",
      "LegalCopyright": "Copyright (c) 2026 the Stratagem developers (MIT licence)",
      "OriginalFilename": "stratagem.exe",
      "ProductName": "Stratagem",
      "ProductVersion": "$version"
    }}
  }}}
}
EOF
  # go-winres writes a .syso for windows/amd64 only (its name says so, so
  # no other build links it); it is removed at the end (the trap above).
  "$GO" run $WINRES make --in "$work/winres/winres.json" --arch amd64 --out cmd/stratagem/rsrc
  GOOS=windows GOARCH=amd64 "$GO" build -trimpath -ldflags "$ldflags" -o "$work/win/stratagem.exe" ./cmd/stratagem
  rm -f "$syso"
  cp LICENSE "$work/win/LICENSE.txt"
  cat > "$work/win/README.txt" <<EOF
Stratagem $version for Windows (64-bit)

Double-click stratagem.exe to play. It needs no installation: keep the
folder wherever you like. Windows may warn that the program is from an
unknown publisher (it is not signed); choose "More info", then "Run anyway".

This build is made on Linux and has not been tried on Windows: if it does
not start, please say so, with your Windows version and what you saw.

Settings are kept in %AppData%\\stratagem\\settings.json.
The full README and the licences: README.md in the sources, and LICENSE.txt.
EOF
  sed -i 's/$/\r/' "$work/win/README.txt" "$work/win/LICENSE.txt" # Notepad's line ends
  rm -f "$out"/stratagem-*-windows-x86_64.zip
  (cd "$work/win" && touch -d "$when" ./* && zip -q -X -6 "$OLDPWD/$out/stratagem-$ver-windows-x86_64.zip" stratagem.exe README.txt LICENSE.txt)
fi

if want web; then
  # bin/web as make web leaves it, without the .gz copy: that is for
  # cmd/serveweb, and a host such as itch.io serves (and compresses) the
  # files its own way. index.html loads wasm_exec.js and stratagem.wasm by
  # relative paths, so the zip works in any folder of any static host.
  for f in index.html wasm_exec.js stratagem.wasm; do
    [ -f bin/web/$f ] || { echo "dist: bin/web/$f is missing: run make web first" >&2; exit 1; }
  done
  rm -f "$out"/stratagem-*-web.zip
  mkdir -p "$work/web"
  cp bin/web/index.html bin/web/wasm_exec.js bin/web/stratagem.wasm "$work/web/"
  (cd "$work/web" && touch -d "$when" ./* && zip -q -X -6 "$OLDPWD/$out/stratagem-$ver-web.zip" index.html wasm_exec.js stratagem.wasm)
fi

# The checksums of everything in dist/, and the sizes.
(cd "$out" && find . -maxdepth 1 -type f ! -name SHA256SUMS -printf '%f\n' | sort | xargs sha256sum > SHA256SUMS)
echo "dist: in $out/ (checksums in $out/SHA256SUMS):"
(cd "$out" && find . -maxdepth 1 -type f ! -name SHA256SUMS -printf '%f\n' | sort | while read -r f; do
  printf '  %-48s %10d bytes (%s)\n' "$f" "$(stat -c %s "$f")" "$(numfmt --to=iec-i --suffix=B --format=%.1f "$(stat -c %s "$f")")"
done)
