#!/usr/bin/env bash
# Regenerates every golden file (AST dumps, diagnostics, LLVM IR) from the
# current build, then shows what changed. Review the diff before committing:
# a golden that changed is a behaviour that changed.
#   usage: tests/update-goldens.sh [BUILD_DIR]     (default: build)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$top/build}
cmake --build "$build" -j"$(nproc)"
UPDATE=1 ctest --test-dir "$build" -L golden --output-on-failure -j"$(nproc)" >/dev/null || true
git -C "$top" status --short -- tests/
git -C "$top" diff --stat -- tests/
