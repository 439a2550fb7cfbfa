#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks: SWI-Prolog and Chromium (apt), a .venv with the package and its test
# extras (and Ray, so that the suite covers --backend ray).
# Sourced by the other scripts; safe to run repeatedly.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! command -v swipl >/dev/null 2>&1; then
    echo "[setup] installing swi-prolog-nox" >&2
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq swi-prolog-nox >&2
fi
# The board page's browser test (tests/test_board_page.py) drives Debian's Chromium through
# Playwright (never `playwright install`: no browser download).
if [ ! -x /usr/bin/chromium ]; then
    echo "[setup] installing chromium (for the browser test of ilp board)" >&2
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >&2
fi
if [ ! -x "$ROOT/.venv/bin/python" ]; then
    echo "[setup] creating $ROOT/.venv" >&2
    python3 -m venv "$ROOT/.venv"
fi
# Reinstall only when pyproject.toml changed since the last install.
STAMP="$ROOT/.venv/.installed-$(sha1sum "$ROOT/pyproject.toml" | cut -c1-12)"
if [ ! -f "$STAMP" ] || ! "$ROOT/.venv/bin/python" -c "import ilp" 2>/dev/null; then
    echo "[setup] installing the package into .venv" >&2
    "$ROOT/.venv/bin/pip" install -q --upgrade pip >&2 || true
    "$ROOT/.venv/bin/pip" install -q -e "$ROOT[test,ray]" >&2
    rm -f "$ROOT"/.venv/.installed-*; touch "$STAMP"
fi
