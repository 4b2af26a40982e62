#!/bin/sh
# install.sh puts Tavola on this Linux desktop from the folder it stands
# in (the linux-amd64 download, or what make install builds): the app and
# the engine in PREFIX/bin, the menu entry in PREFIX/share/applications,
# the icons in PREFIX/share/icons/hicolor. The entry runs the app by its
# full path, so PREFIX/bin need not be on PATH.
#
#   ./install.sh [PREFIX]              PREFIX is ~/.local by default; /usr/local for everyone (as root)
#   ./install.sh --uninstall [PREFIX]  removes what install put there
set -eu

usage() {
	echo "usage: install.sh [--uninstall] [PREFIX]   (PREFIX: ~/.local, or /usr/local for every user)" >&2
	exit 2
}
mode=install
case "${1:-}" in
--uninstall) mode=uninstall; shift ;;
-h | --help) usage ;;
-*) usage ;;
esac
[ $# -le 1 ] || usage
prefix=${1:-${HOME:?}/.local}
case "$prefix" in
/*) ;;
*) echo "install.sh: PREFIX must be an absolute path, not $prefix" >&2; exit 2 ;;
esac
case "$prefix" in
*'"'* | *'`'* | *'$'* | *'\'* | *'|'* | *'
'*) echo "install.sh: PREFIX $prefix has a character a desktop entry cannot hold" >&2; exit 2 ;;
esac
here=$(cd "$(dirname "$0")" && pwd)
sizes="16 24 32 48 64 128 256 512"
apps="$prefix/share/applications"
icons="$prefix/share/icons/hicolor"

refresh() {
	if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q "$apps" 2>/dev/null || true; fi
	if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$icons/index.theme" ]; then
		gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
	fi
}

if [ "$mode" = uninstall ]; then
	rm -f "$prefix/bin/tavola" "$prefix/bin/tavola-engine" "$apps/tavola.desktop"
	for s in $sizes; do rm -f "$icons/${s}x$s/apps/tavola.png"; done
	refresh
	echo "Tavola removed from $prefix"
	exit 0
fi

for f in bin/tavola bin/tavola-engine share/applications/tavola.desktop; do
	[ -f "$here/$f" ] || { echo "install.sh: $here/$f is missing" >&2; exit 1; }
done
install -D -m 755 "$here/bin/tavola" "$prefix/bin/tavola"
install -D -m 755 "$here/bin/tavola-engine" "$prefix/bin/tavola-engine"
for s in $sizes; do
	install -D -m 644 "$here/share/icons/hicolor/${s}x$s/apps/tavola.png" "$icons/${s}x$s/apps/tavola.png"
done
exe="$prefix/bin/tavola"
case "$exe" in *' '*) exe="\"$exe\"" ;; esac
mkdir -p "$apps"
sed -e "s|^Exec=tavola |Exec=$exe |" -e "s|^TryExec=tavola\$|TryExec=$prefix/bin/tavola|" \
	"$here/share/applications/tavola.desktop" >"$apps/tavola.desktop"
chmod 644 "$apps/tavola.desktop"
refresh
echo "Tavola installed in $prefix (the menu's Games, or $prefix/bin/tavola)"
