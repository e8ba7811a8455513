#!/usr/bin/env bash
# hack/bench.sh [--markdown PAGE]: time our generators against upstream
# k8s.io/code-generator v0.37.2 and controller-gen object v0.23.0 on real
# modules: internal/bench, run from the repository's root. hack/bench.sh
# --help says what each case measures and which environment variables it
# reads (RUNS, MODES, CASES, WORKDIR, BOILERPLATE, OURS_*...); relative
# paths in them, and PAGE, are taken from the directory it is started in.
# docs/benchmarks.md holds its tables.
set -euo pipefail

GVK_CALLER_DIR="${PWD}" && export GVK_CALLER_DIR
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec go run ./internal/bench "$@"
