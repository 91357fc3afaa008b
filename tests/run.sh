#!/usr/bin/env bash
# Configures, builds and runs the whole test suite through ctest.
#   usage: tests/run.sh [BUILD_DIR] [extra cmake -D options...]
# Privileged tests (kernel loads, namespaces) need root; they skip with a
# printed reason otherwise, and fail instead when CI=true.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
shift || true
case $build in /*) ;; *) build=$top/$build ;; esac
cmake -S "$top" -B "$build" "$@" >/dev/null
cmake --build "$build" -j"$(nproc)"
# ASan's leak checker cannot run under ptrace-restricted setups; keep it on
# everywhere else.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
ctest --test-dir "$build" --output-on-failure -j"$(nproc)"
