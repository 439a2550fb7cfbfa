#!/usr/bin/env bash
# Set up (if needed), learn Minesweeper rules, show them, and play games with them beside the exact CSP player.
# Environment: OUT (where the rule files go, default out/), SEED (1), GAMES (1000 per match),
# LEARN_ARGS (more options for both `ilp learn` runs, e.g. "--max-iterations 1" for a quick look).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/setup.sh"
cd "$ROOT"
ILP=.venv/bin/ilp
OUT="${OUT:-out}"
SEED="${SEED:-1}"
GAMES="${GAMES:-1000}"
read -r -a LEARN <<< "${LEARN_ARGS:-}"
mkdir -p "$OUT"
echo "== learning safe rules (ilp learn --target safe --seed $SEED)"
$ILP learn --target safe --seed "$SEED" --out "$OUT/safe.pl" "${LEARN[@]}"
echo "== learning mine rules (ilp learn --target mine --seed $SEED)"
$ILP learn --target mine --seed "$SEED" --out "$OUT/mine.pl" "${LEARN[@]}"
echo "== the learned rules"
$ILP rules show "$OUT/safe.pl" "$OUT/mine.pl"
echo "== $GAMES games on classic-beginner 8x8/10, first click may hit a mine (MIO's setting), rules + MIO's local fallback"
$ILP play --rules "$OUT/safe.pl" --rules "$OUT/mine.pl" --fallback local \
    --preset classic-beginner --first-move any --first-click random --games "$GAMES" --seed "$SEED" --jobs 0
echo "== $GAMES games, safe first click in a corner: rules + exact CSP fallback, then the exact CSP player alone"
$ILP play --rules "$OUT/safe.pl" --rules "$OUT/mine.pl" --fallback csp \
    --preset classic-beginner --first-move safe --first-click corner --games "$GAMES" --seed "$SEED" --jobs 0
$ILP play --preset classic-beginner --first-move safe --first-click corner --games "$GAMES" --seed "$SEED" --jobs 0
