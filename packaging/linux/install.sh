#!/usr/bin/env bash
# Add Petri Dish from this folder to your app menu, for you only (no administrator rights):
#
#   ./install.sh             menu entry, icons, the .petridish file type, ~/.local/bin/petridish
#   ./install.sh --remove    take them out again
#
# Petri Dish keeps running from this folder, so the menu entry points here: run this
# again after moving the folder.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
BIN=$HOME/.local/bin

# Everything under share/ here goes to the same place under ~/.local/share.
mapfile -t FILES < <(cd "$HERE/share" && find . -type f | sed 's|^\./||' | sort)

refresh_caches() {
    # Each tool comes with the desktop that uses its cache; without it there is no cache.
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA/applications" || true
    fi
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$DATA/mime" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
    fi
}

case "${1:-}" in
    --remove)
        for f in "${FILES[@]}"; do rm -f "$DATA/$f"; done
        # Only our own link: never a petridish command that something else put there.
        if [ "$(readlink "$BIN/petridish" 2>/dev/null)" = "$HERE/petridish" ]; then
            rm -f "$BIN/petridish"
        fi
        refresh_caches
        echo "Petri Dish is out of your app menu. Delete $HERE to remove it completely."
        ;;
    "")
        [ -x "$HERE/petridish" ] || { echo "install.sh: $HERE/petridish is missing" >&2; exit 1; }
        for f in "${FILES[@]}"; do
            mkdir -p "$(dirname "$DATA/$f")"
            cp "$HERE/share/$f" "$DATA/$f"
        done
        # The menu entry must name this folder's program: it is not on the PATH.
        sed -i -e "s|^Exec=petridish|Exec=\"$HERE/petridish\"|" \
            -e "s|^TryExec=petridish|TryExec=$HERE/petridish|" \
            "$DATA/applications/petridish.desktop"
        mkdir -p "$BIN"
        ln -sfn "$HERE/petridish" "$BIN/petridish"
        refresh_caches
        echo "Petri Dish is in your app menu, and 'petridish' runs it from a terminal"
        case ":$PATH:" in
            *":$BIN:"*) ;;
            *) echo "(once $BIN is on your PATH; most systems add it at your next login)" ;;
        esac
        ;;
    *)
        sed -n '2,8s/^# \{0,1\}//p' "$0"
        exit 2
        ;;
esac
