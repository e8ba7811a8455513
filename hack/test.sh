#!/usr/bin/env bash
# Runs every test of the project: vet, the unit and example tests under the
# race detector, the check that committed generated code is current, fuzz
# briefly, upstream's output tests, conformance (testdata/corpus.txt), our
# kube_codegen.sh against upstream's, and upstream's tools side by side with
# gvkgen on the ci rows of each harness. Everything it needs is in this
# repository or comes through the Go module proxy. Environment (optional):
#   QUICK=1        only the local steps (vet, race tests, generated code, fuzz)
#   FUZZTIME       inputs per fuzz target (default 3000x)
#   GVKGEN_CACHE   where upstream tools and scratch copies of modules go
#                  (default $HOME/.cache/gvkgen; see docs/testing.md)
#   LOGDIR         the background steps' logs (default a temporary directory)
#   FORCE=1        run the local steps even if they passed on this tree before
#                  (see "The local steps' cache" in docs/testing.md)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
start=$SECONDS

# step NAME CMD...: run a step in the foreground, timed.
step() {
  local name=$1 t=$SECONDS
  shift
  echo "== ${name}"
  local rc=0
  "$@" || rc=$? # errexit does not apply under gvk::localstep's ||
  echo "-- ${name}: $((SECONDS - t))s"
  return "${rc}"
}

# The local steps' cache (gvk::treekey, gvk::localstep in hack/lib.sh): a
# local step that passed on this exact tree before is not run again.
# shellcheck source=hack/lib.sh
source hack/lib.sh
key=""
if [[ "${FORCE:-0}" != 1 ]]; then key=$(gvk::treekey); fi
localstep() { GVK_TREEKEY="${key}" gvk::localstep step "$@"; }

# The background steps, logs printed at the end: the harnesses (downloads
# overlap with CPU work) and the other modules' local steps.
LOGDIR="${LOGDIR:-$(mktemp -d)}"
mkdir -p "${LOGDIR}"
rm -f "${LOGDIR}"/*.time "${LOGDIR}"/*.rc # a reused LOGDIR's, taken for ended steps
lanes=()
# background NAME [--after STEP] CMD...: a step in the background, after
# STEP has ended (steps building the same dependencies, cold, in turn).
background() {
  local name=$1 after=""
  shift
  if [[ "$1" == --after ]]; then after=$2 && shift 2; fi
  lanes+=("${name}")
  (
    while [[ -n "${after}" && ! -f "${LOGDIR}/${after}.time" ]]; do sleep 1; done
    t=$SECONDS
    rc=0
    "$@" >"${LOGDIR}/${name}.log" 2>&1 || rc=$?
    echo "${rc}" >"${LOGDIR}/${name}.rc"
    echo "$((SECONDS - t))" >"${LOGDIR}/${name}.time"
    exit "${rc}"
  ) &
}

if [[ "${QUICK:-0}" != 1 ]]; then
  # Our commands and the harnesses' test binary are built once, here, for
  # all the background steps (OURS_<TOOL> and GVK_DIFFTEST_BIN, see
  # hack/lib.sh), instead of by each of them at once.
  prebuild() {
    local bin="${LOGDIR}/bin" c v
    mkdir -p "${bin}"
    go build -o "${bin}/" ./cmd/...
    go test -c -tags=differential -o "${bin}/difftest.test" ./internal/difftest
    for c in "${bin}"/*; do
      [[ "${c}" == */difftest.test ]] && continue
      c=$(basename "${c}")
      v=${c%-gen}
      v=OURS_${v//-/_}
      export "${v^^}=${bin}/${c}"
    done
    export GVK_DIFFTEST_BIN="${bin}/difftest.test"
  }
  step "build the tools and the harnesses' test binary" prebuild
  # No harness may hang the suite: each has over twice its longest time in the suite
  # (docs/testing.md), CI's 90 minutes being the bound.
  export GVK_DIFFTEST_TIMEOUT="${GVK_DIFFTEST_TIMEOUT:-70m}"
  # The scripts run the tests of internal/difftest (go test
  # -tags=differential), each on its --ci rows (the full lists: run the
  # script alone; each says what it compares in its header); they share
  # the Go build cache and GVKGEN_CACHE and use their own scratch directories.
  background output-tests env STRICT_DIFF=1 hack/output-tests.sh
  background conformance hack/conformance.sh
  background register-check --after conformance hack/register-check.sh
  background kube-codegen-check --after output-tests hack/kube-codegen-check.sh
  background diff-upstream hack/diff-upstream.sh --ci
  background diff-controller-gen --after register-check hack/diff-controller-gen.sh --ci
  background diff-controller-gen-manifests --after diff-controller-gen hack/diff-controller-gen.sh --manifests --ci
  background diff-clients --after diff-upstream hack/diff-clients.sh --ci
  background diff-openapi --after kube-codegen-check hack/diff-openapi.sh --ci
fi

# The modules with tests: the tools', the examples (so that the tools' requires
# no Kubernetes library) and golangci-lint's plugin. The fixture modules under
# generators/*/testdata are the tools' tests' (some are meant not to compile).
modules=(. examples golangci)
# Tests that run go offline (GOPROXY=off) need the fixture modules' dependencies.
fixtures() {
  local d
  for d in generators/internal/testutil/testdata generators/*/testdata; do
    if [[ -f "${d}/go.mod" ]]; then (cd "${d}" && go mod download); fi
  done
}
step "download the fixture modules' dependencies" fixtures
# Timeouts: twice a binary's longest time in this suite, cold (docs/testing.md).
# vet with -race: the dependencies it compiles are the race tests' own.
# go test -vet=off: go vet has just run every analyzer on the same packages
# and their tests (go test's vet is a subset of them), and go test's would
# analyze every dependency again (facts are kept per set of analyzers).
declare -A timeout=([.]=30m [examples]=10m [golangci]=10m)
modsteps() {
  local m
  for m in "$@"; do
    localstep "go vet (${m})" bash -c "cd '${m}' && go vet -race ./..." || return
    localstep "go test -race (${m})" bash -c "cd '${m}' && go test -race -vet=off -count=1 -timeout=${timeout[${m}]} ./..." || return
  done
}
# The examples (Kubernetes' libraries under -race) beside the tools' module.
background other-modules modsteps "${modules[@]:1}"
modsteps "${modules[0]}"
# The comparison harnesses are tests behind the build tag differential.
localstep "go vet (differential harnesses)" go vet -tags=differential ./internal/difftest
localstep "verify generated code" hack/verify-codegen.sh

fuzz() {
  # Every fuzz target of the project, found by name, run briefly: for a count
  # of inputs, not a duration, as a duration-based -fuzztime can fail with a
  # spurious "context deadline exceeded" in Go 1.26's fuzz coordinator
  # (golang/go#75804, fixed in Go 1.27); the run cache's (two go list runs a step) for 30.
  # -vet=off: the go vet step ran every analyzer on these packages; go
  # test's vet would analyze every dependency again, as compiled for fuzzing.
  local file target n=0
  for file in $(grep -rlE --include='*_test.go' '^func Fuzz' generators | sort); do
    for target in $(grep -oE '^func Fuzz[A-Za-z0-9_]+' "$file" | cut -d' ' -f2); do
      go test -vet=off -timeout=5m -run='^$' -fuzz="^${target}\$" -fuzztime="${FUZZTIME:-$([[ $target == FuzzRunCacheDifferential ]] && echo 30x || echo 3000x)}" "./$(dirname "$file")/"
      n=$((n + 1))
    done
  done
  ((n > 0)) || { echo "no fuzz target found" >&2; return 1; }
}
localstep "fuzz (briefly)" fuzz

if [[ "${QUICK:-0}" == 1 ]]; then
  echo "== QUICK=1: skipped upstream output tests, conformance, register-check, kube-codegen-check, diff-upstream --ci, diff-controller-gen --ci, diff-controller-gen --manifests --ci, diff-clients --ci, diff-openapi --ci"
fi

failed=()
for name in "${lanes[@]}"; do
  echo "== ${name} (ran in the background; log follows)"
  # The step's own record of its status: bash may have forgotten its pid.
  while [[ ! -f "${LOGDIR}/${name}.time" ]]; do sleep 1; done
  if [[ "$(cat "${LOGDIR}/${name}.rc")" == 0 ]]; then status=ok; else status=FAILED failed+=("${name}"); fi
  cat "${LOGDIR}/${name}.log"
  echo "-- ${name}: ${status} in $(cat "${LOGDIR}/${name}.time" 2>/dev/null || echo '?')s (in the background)"
done
if ((${#failed[@]} > 0)); then
  echo "FAILED: ${failed[*]} (logs in ${LOGDIR})" >&2
  exit 1
fi
echo "== all passed in $((SECONDS - start))s"
