#!/usr/bin/env bash
# Tries the downloads scripts/dist.sh left in dist/ (make dist-test, part
# of make test; docs/packaging.md):
#   - the Linux tarball unpacks with every file, its game prints the
#     version it was built as and draws the main menu under Xvfb (a PNG of
#     1280x720);
#   - the Debian package's fields are right, and it unpacks (dpkg -x) into
#     a throwaway root with each file where it belongs;
#   - the Windows program is a PE executable for x86-64, built for
#     windows/amd64 with the version stamped, carrying its resources;
#   - the web zip holds the page, Go's loader and the game, at its root,
#     loaded by relative paths (make web-test plays it in Chromium).
#
#   scripts/dist-test.sh VERSION    (git describe's, as given to dist.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:?usage: scripts/dist-test.sh VERSION}
ver=$version
[[ $ver =~ ^v[0-9] ]] && ver=${ver#v}
GO=${GO:-go}
XVFB=(xvfb-run -a -s '-screen 0 1280x720x24')

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0
pass=0
ok() { echo "  ok: $*"; pass=$((pass + 1)); }
fail() { echo "  FAIL: $*" >&2; failed=$((failed + 1)); }
check() { # check WHAT COMMAND...: ok when the command succeeds
  local what=$1
  shift
  if "$@" >/dev/null 2>&1; then ok "$what"; else fail "$what"; fi
}
one() { # one PATTERN: the single file in dist/ matching it
  local f=(dist/$1)
  [ ${#f[@]} -eq 1 ] && [ -f "${f[0]}" ] || { echo "dist-test: no single dist/$1 (run make dist)" >&2; exit 1; }
  echo "${f[0]}"
}

echo "dist-test: the checksums"
check "dist/SHA256SUMS matches every file" bash -c 'cd dist && sha256sum --quiet -c SHA256SUMS'
check "dist/SHA256SUMS names the four downloads" bash -c '[ "$(wc -l < dist/SHA256SUMS)" -eq 4 ]'

echo "dist-test: the Linux tarball"
tarball=$(one "stratagem-$ver-linux-x86_64.tar.gz")
tar -xzf "$tarball" -C "$tmp"
d=$tmp/stratagem-$ver-linux-x86_64
for f in stratagem README.md LICENSE stratagem.desktop \
  icons/hicolor/{16x16,24x24,32x32,48x48,64x64,128x128,256x256}/apps/stratagem.png; do
  [ -f "$d/$f" ] || { fail "the tarball has no $f"; missing=1; }
done
[ "${missing:-0}" = 0 ] && ok "the tarball holds the game, README.md, LICENSE, the desktop entry and 7 icons"
check "the icons are PNGs of their sizes" bash -c "file '$d/icons/hicolor/16x16/apps/stratagem.png' | grep -q '16 x 16' && file '$d/icons/hicolor/256x256/apps/stratagem.png' | grep -q '256 x 256'"
got=$("$d/stratagem" -version 2>&1) || true
if [ "$got" = "stratagem $version" ]; then ok "stratagem -version prints \"$got\""; else fail "stratagem -version printed \"$got\", want \"stratagem $version\""; fi
shot=$tmp/menu.png
if "${XVFB[@]}" "$d/stratagem" -scene menu -screenshot "$shot" -mute -settings "$tmp/settings/settings.json" >"$tmp/run.log" 2>&1 &&
  file "$shot" | grep -q 'PNG image data, 1280 x 720'; then
  ok "it draws the main menu under Xvfb ($(file -b "$shot" | cut -d, -f1-2))"
else
  fail "it did not draw the main menu: $(cat "$tmp/run.log") $(file "$shot" 2>&1)"
fi

echo "dist-test: the Debian package"
deb=$(one "stratagem_*_amd64.deb")
info=$(dpkg-deb --info "$deb")
field() { printf '%s\n' "$info" | sed -n "s/^ $1: //p"; }
debver=$(basename "$deb" _amd64.deb)
debver=${debver#stratagem_}
[ "$(field Package)" = stratagem ] && [ "$(field Version)" = "$debver" ] && [ "$(field Architecture)" = amd64 ] &&
  ok "dpkg-deb --info: stratagem $debver amd64" || fail "dpkg-deb --info: $(field Package) $(field Version) $(field Architecture)"
depends=$(field Depends)
missing=0
for lib in libc6 libx11-6 libasound2 libgl1; do
  [[ ", $depends," == *", $lib"[\ ,]* ]] || { fail "Depends ($depends) does not name $lib"; missing=1; }
done
[ $missing = 0 ] && ok "Depends: $depends"
[ "$(field Section)" = games ] && [ -n "$(field Installed-Size)" ] && [ -n "$(field Description)" ] &&
  ok "Section games, Installed-Size $(field Installed-Size) kB, a description" || fail "Section, Installed-Size or Description wrong"
root=$tmp/root
dpkg -x "$deb" "$root"
for f in usr/games/stratagem usr/share/applications/stratagem.desktop \
  usr/share/icons/hicolor/{16x16,24x24,32x32,48x48,64x64,128x128,256x256}/apps/stratagem.png \
  usr/share/man/man6/stratagem.6.gz usr/share/doc/stratagem/copyright usr/share/doc/stratagem/changelog.gz; do
  [ -f "$root/$f" ] || { fail "the package has no /$f"; missing=1; }
done
[ $missing = 0 ] && ok "dpkg -x puts the game, desktop entry, icons, man page, copyright and changelog in place"
check "the desktop entry starts /usr/games/stratagem" grep -qx 'Exec=/usr/games/stratagem' "$root/usr/share/applications/stratagem.desktop"
check "the changelog names version $debver" bash -c "zcat '$root/usr/share/doc/stratagem/changelog.gz' | head -1 | grep -qF '($debver)'"
got=$("$root/usr/games/stratagem" -version 2>&1) || true
if [ "$got" = "stratagem $version" ]; then ok "/usr/games/stratagem -version prints \"$got\""; else fail "/usr/games/stratagem -version printed \"$got\""; fi
extra=$(dpkg-deb -c "$deb" | awk '{print $6}' | grep -v -E '^\./(|(usr|usr/share)/?|usr/(games|share/(applications|icons|man|doc))(/.*)?)$' || true)
[ -z "$extra" ] && ok "nothing else in the package" || fail "unexpected files in the package: $extra"

echo "dist-test: the Windows zip"
winzip=$(one "stratagem-$ver-windows-x86_64.zip")
unzip -q "$winzip" -d "$tmp/win"
exe=$tmp/win/stratagem.exe
check "the zip holds stratagem.exe, README.txt and LICENSE.txt" test -f "$exe" -a -f "$tmp/win/README.txt" -a -f "$tmp/win/LICENSE.txt"
kind=$(file -b "$exe")
[[ $kind == *"PE32+ executable"*"x86-64"* ]] && ok "stratagem.exe: $kind" || fail "stratagem.exe is \"$kind\", not a PE32+ x86-64 executable"
m=$("$GO" version -m "$exe")
[[ $m == *$'\tpath\tstratagem/cmd/stratagem'* && $m == *$'\tbuild\tGOOS=windows'* && $m == *$'\tbuild\tGOARCH=amd64'* ]] &&
  ok "go version -m: stratagem/cmd/stratagem built by $(printf '%s\n' "$m" | head -1 | cut -d' ' -f2-) for GOOS=windows GOARCH=amd64" ||
  fail "go version -m does not show the game built for windows/amd64: $m"
# -trimpath leaves -ldflags out of the build information: the stamp is
# looked for among the program's strings.
check "stratagem.exe is stamped $version" grep -aqF "$version" "$exe"
check "stratagem.exe has its resources (icon, version, manifest: a .rsrc section)" bash -c "objdump -h '$exe' | grep -q '\.rsrc'"
check "README.txt says the build is untested on Windows" grep -q "has not been tried on Windows" "$tmp/win/README.txt"

echo "dist-test: the web zip"
webzip=$(one "stratagem-$ver-web.zip")
names=$(unzip -Z1 "$webzip" | sort | tr '\n' ' ')
[ "$names" = "index.html stratagem.wasm wasm_exec.js " ] && ok "the web zip holds $names at its root" || fail "the web zip holds $names"
unzip -q "$webzip" index.html -d "$tmp/web"
check "index.html loads wasm_exec.js and stratagem.wasm by relative paths" bash -c \
  "grep -q '<script src=\"wasm_exec.js\">' '$tmp/web/index.html' && grep -q 'fetch(\"stratagem.wasm\")' '$tmp/web/index.html' && ! grep -qE '(src|href)=\"(/|https?:)' '$tmp/web/index.html'"

echo "dist-test: $pass passed, $failed failed"
[ "$failed" -eq 0 ]
