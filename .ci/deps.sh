#!/usr/bin/env bash
# deps.sh installs the Debian/Ubuntu packages Tavola needs when they are
# missing: "native" for building and playing, "test" adds Xvfb and Chromium
# (the browser tests), Wine (the Windows build's tests, packaging/wine:
# about 45 s and 28 packages on a fresh machine) and desktop-file-utils
# (make install's test validates the menu entry).
# It uses sudo when not root and says what to install on other systems.
set -euo pipefail

native=(gcc pkg-config libx11-dev libgl1-mesa-dev libegl-dev libxrandr-dev libxcursor-dev
	libxinerama-dev libxi-dev libxxf86vm-dev libasound2-dev)
test=(xvfb xauth chromium wine wine64 desktop-file-utils)

want=("${native[@]}")
[ "${1:-native}" = test ] && want+=("${test[@]}")

if ! command -v dpkg-query >/dev/null 2>&1; then
	echo "deps: not a Debian/Ubuntu system; install the equivalents of: ${want[*]}" >&2
	echo "deps: (a C compiler, pkg-config, and the X11, OpenGL and ALSA development headers)" >&2
	exit 0
fi

missing=()
for p in "${want[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "deps: installing ${missing[*]}"
sudo=()
[ "$(id -u)" -ne 0 ] && sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
