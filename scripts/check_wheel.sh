#!/usr/bin/env bash
# CI: the package works outside the checkout. Builds the wheel, installs it into a new virtualenv
# under a temporary directory and, from that directory (no checkout in sight), runs the commands
# a user would: --version and every command's --help, `learn --task` on a task copied there,
# `play --rules` with the default theories, `advise`, `rules show` and `apply`, `solve` on a board
# file, `gen`, and `board --help` once the command exists.
# Uses the SWI-Prolog of the system (scripts/setup.sh installs it) and pip's index for the
# dependencies. Prints one line per check; exit status 1 at the first failure.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-python3}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/ilp-wheel.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

step() { echo "[check_wheel] $*" >&2; }
fail() { echo "[check_wheel] FAILED: $*" >&2; exit 1; }
quietly() {  # quietly COMMAND...: pip's chatter to a log, shown when it fails
    "$@" >> "$WORK/pip.log" 2>&1 || { cat "$WORK/pip.log" >&2; fail "$*"; }
}

step "building the wheel in $WORK/dist"
PIP="$ROOT/.venv/bin/pip"              # scripts/setup.sh's; a fresh one otherwise
if [ ! -x "$PIP" ]; then
    quietly "$PYTHON" -m venv "$WORK/build-venv"
    PIP="$WORK/build-venv/bin/pip"
fi
HAD_BUILD=0; [ -e "$ROOT/build" ] && HAD_BUILD=1
quietly "$PIP" wheel --no-deps "$ROOT" -w "$WORK/dist"
WHEEL="$(ls "$WORK"/dist/*.whl)"
[ "$HAD_BUILD" = 1 ] || rm -rf "$ROOT/build"    # setuptools' scratch, left in the checkout

step "installing $(basename "$WHEEL") into a new virtualenv"
quietly "$PYTHON" -m venv "$WORK/venv"
quietly "$WORK/venv/bin/pip" install --upgrade pip
quietly "$WORK/venv/bin/pip" install "$WHEEL"
ILP="$WORK/venv/bin/ilp"

# the commands run from a directory outside the checkout, with only copied files
cd "$WORK"
cp -r "$ROOT/tasks/trains" "$WORK/trains"
cp "$ROOT/docs/examples/board.txt" "$WORK/board.txt"
export PYTHONNOUSERSITE=1

check() {   # check DESCRIPTION COMMAND...: run it, fail on a non-zero exit or a traceback
    local what="$1"; shift
    step "$what: $*"
    if ! "$@" > "$WORK/out.txt" 2> "$WORK/err.txt"; then
        cat "$WORK/out.txt" "$WORK/err.txt" >&2; fail "$what"
    fi
    if grep -q Traceback "$WORK/err.txt"; then cat "$WORK/err.txt" >&2; fail "$what: traceback"; fi
}
expect() {  # expect TEXT: the last command's standard output holds TEXT
    grep -qF -- "$1" "$WORK/out.txt" || { cat "$WORK/out.txt" >&2; fail "expected '$1' in the output"; }
}

check "the installed package is not the checkout's" "$WORK/venv/bin/python" -c \
    "import ilp, examples_gen.paths as p; assert '$ROOT' not in ilp.__file__; print(*p.DEFAULT_RULES)"
expect "examples_gen/background/learned/SAFE_active.pl"
check "version" "$ILP" --version
expect "ilp $("$WORK/venv/bin/python" -c 'from importlib.metadata import version; print(version("mio-ilp-learner"))')"
for command in learn play solve gen advise serve rules "rules show" "rules apply"; do
    # shellcheck disable=SC2086
    check "help" "$ILP" $command --help
done
check "learn a task copied here" "$ILP" learn --task trains --out trains.pl
expect "eastbound(A) :-"
test -s trains.pl || fail "learn --out wrote no trains.pl"
check "play with the default theories" "$ILP" play --rules default --games 20 --seed 1 --json
expect '"rule_moves": {"'
DEFAULTS=$("$WORK/venv/bin/python" -c "import examples_gen.paths as p; print(*p.DEFAULT_RULES)")
read -r SAFE MINE <<< "$DEFAULTS"
check "play with the default theories by path" "$ILP" play --rules "$SAFE" --rules "$MINE" \
    --fallback local --games 20 --seed 1 --json
expect '"games": 20'
check "solve a board file" "$ILP" solve board.txt --json
expect '"safe": [[0, 2]'
check "advise" "$ILP" advise board.txt --fallback csp
expect "exact P(mine)"
check "rules show" "$ILP" rules show default
expect "safe_1"
check "rules apply" "$ILP" rules apply board.txt --rules default --json
expect '"rule": "safe_'
check "gen" "$ILP" gen --target mine --out gen-task --examples 100 --boards 8x8/10
test -s gen-task/exs.pl || fail "gen wrote no gen-task/exs.pl"
if "$ILP" --help | grep -qE '^\s+board\s'; then
    check "board" "$ILP" board --help
else
    step "board: no 'ilp board' command in this version yet, not checked"
fi
step "ok: $(basename "$WHEEL") works from $WORK"
