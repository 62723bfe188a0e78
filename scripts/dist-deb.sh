#!/usr/bin/env bash
# Makes Stratagem's Debian package with dpkg-deb alone (scripts/dist.sh
# calls it; docs/packaging.md):
#   scripts/dist-deb.sh BINARY ICONDIR DEBVERSION VERSION OUTDIR
# BINARY is the stripped Linux build, ICONDIR cmd/icon's icon-N.png files,
# DEBVERSION the package's version, VERSION git describe's. It writes
# OUTDIR/stratagem_DEBVERSION_amd64.deb and runs lintian on it when
# lintian is installed (make dist prints what it says).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:?usage: scripts/dist-deb.sh BINARY ICONDIR DEBVERSION VERSION OUTDIR}
icons=${2:?} debver=${3:?} version=${4:?} out=${5:?}

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
pkg=$root/stratagem
when=$(git log -1 --format=%cI 2>/dev/null || date -u +%FT%TZ)

install -D -m 0755 "$bin" "$pkg/usr/games/stratagem"
sed 's|^Exec=stratagem$|Exec=/usr/games/stratagem|' scripts/dist/stratagem.desktop > "$root/stratagem.desktop"
install -D -m 0644 "$root/stratagem.desktop" "$pkg/usr/share/applications/stratagem.desktop"
for f in "$icons"/icon-*.png; do
  n=$(basename "$f" .png); n=${n#icon-}
  install -D -m 0644 "$f" "$pkg/usr/share/icons/hicolor/${n}x$n/apps/stratagem.png"
done
install -d -m 0755 "$pkg/usr/share/man/man6" "$pkg/usr/share/doc/stratagem"
gzip -9n < scripts/dist/stratagem.6 > "$pkg/usr/share/man/man6/stratagem.6.gz"
install -m 0644 scripts/dist/copyright "$pkg/usr/share/doc/stratagem/copyright"
# A native package (no Debian revision): its changelog is changelog.gz,
# one entry for this build.
{
  echo "stratagem ($debver) unstable; urgency=medium"
  echo
  echo "  * Built from the Stratagem sources at $version."
  echo "    The project's history is its git log."
  echo
  echo " -- the Stratagem developers <stratagem@users.noreply.invalid>  $(date -u -R -d "$when")"
} | gzip -9n > "$pkg/usr/share/doc/stratagem/changelog.gz"
chmod 0644 "$pkg/usr/share/doc/stratagem/changelog.gz" "$pkg/usr/share/man/man6/stratagem.6.gz"

# Depends: the shared libraries the binary is linked against (dpkg-shlibdeps
# reads them from the binary, finds their packages and the versions their
# symbols need), and libgl1, which the game loads itself at start (GLFW
# and Ebitengine dlopen libGL.so.1: no linker entry names it). Recommends:
# the X extensions GLFW loads when they are there (monitor modes, cursors,
# raw mouse); the game runs without them.
mkdir -p "$root/src/debian"
printf 'Source: stratagem\n\nPackage: stratagem\nArchitecture: amd64\n' > "$root/src/debian/control"
shlibs=$(cd "$root/src" && dpkg-shlibdeps -O "$pkg/usr/games/stratagem" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "dist-deb: dpkg-shlibdeps found no libraries (is dpkg-dev installed?)" >&2; exit 1; }
depends="$shlibs, libgl1"
recommends="libxcursor1, libxi6, libxinerama1, libxrandr2, libxxf86vm1"

install -d -m 0755 "$pkg/DEBIAN"
(cd "$pkg" && find usr -type f -printf '%P\n' | sort | sed 's|^|usr/|' | xargs md5sum) > "$pkg/DEBIAN/md5sums"
size=$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
cat > "$pkg/DEBIAN/control" <<CONTROL
Package: stratagem
Version: $debver
Architecture: amd64
Maintainer: the Stratagem developers <stratagem@users.noreply.invalid>
Installed-Size: $size
Depends: $depends
Recommends: $recommends
Section: games
Priority: optional
Description: turn-based board and tactics games
 A collection of turn-based games: Mill (Nine Men's Morris), Hex Battle,
 Connect Four and Mech Duel. Each can be played against the computer, whose
 opponents are search-based AIs at strengths from beginner to master, or by
 two people taking turns at the same machine.
 .
 The game speaks English, Finnish, Spanish, Croatian and Estonian.
CONTROL
chmod 0644 "$pkg/DEBIAN/control" "$pkg/DEBIAN/md5sums"
find "$pkg" -type d -exec chmod 0755 {} +
find "$pkg" -exec touch -h -d "$when" {} +

deb=$out/stratagem_${debver}_amd64.deb
rm -f "$out"/stratagem_*_amd64.deb
dpkg-deb --root-owner-group -Zgzip -z6 --build "$pkg" "$deb" >/dev/null
echo "dist: $deb"
# DIST_LINTIAN=0 skips it (make dist-test: lintian takes most of a minute).
if [ "${DIST_LINTIAN:-1}" != 0 ] && command -v lintian >/dev/null 2>&1; then
  echo "dist: lintian $deb (docs/packaging.md explains what it says):"
  lintian --info "$deb" 2>&1 | grep -v 'running with root privileges' | sed 's/^/  /' || true
  echo "dist: lintian done"
fi
