# shellcheck shell=bash
# hack/lib.sh: what the scripts that run the comparison harnesses of
# internal/difftest share (gvk::difftest), and hack/test.sh's local steps'
# cache (gvk::treekey, gvk::localstep). Source it; it only defines
# variables and functions. The harnesses (Go tests behind the build tag
# differential) read the environment each script documents, among it
# GVKGEN_CACHE, the cache for installed tools and scratch work trees
# (default $HOME/.cache/gvkgen), and OURS_DEEPCOPY etc., binaries to use
# instead of building ./cmd/deepcopy-gen etc.

GVK_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"

# gvk::difftest SCRIPT TEST ARG...: run the comparison harness TEST of
# internal/difftest (a test behind the build tag differential) with the
# script's arguments (--ci, --list, row names); -h or --help prints the
# header comment of SCRIPT instead. The harness reads the environment the
# script documents; relative paths in it are taken from the directory the
# script was started in (GVK_CALLER_DIR).
gvk::difftest() {
  local script="$1" test="$2" a
  shift 2
  for a in "$@"; do
    if [[ "${a}" == -h || "${a}" == --help ]]; then
      sed -n '2,/^set -euo/p' "${script}" | sed '$d; s/^# \{0,1\}//'
      return 0
    fi
  done
  GVK_CALLER_DIR="${PWD}" && export GVK_CALLER_DIR
  # GVK_DIFFTEST_BIN: the harnesses' test binary, built once by hack/test.sh
  # for all of them (go test -c -tags=differential), run where go test would.
  if [[ -n "${GVK_DIFFTEST_BIN:-}" ]]; then
    cd "${GVK_ROOT}/internal/difftest" &&
      "${GVK_DIFFTEST_BIN}" -test.count=1 -test.timeout="${GVK_DIFFTEST_TIMEOUT:-0}" -test.v -test.run "^${test}\$" "$@"
    return
  fi
  cd "${GVK_ROOT}" &&
    go test -tags=differential -count=1 -timeout="${GVK_DIFFTEST_TIMEOUT:-0}" -v -run "^${test}\$" ./internal/difftest -args "$@"
}

# gvk::treekey: the key of the checkout for the local steps' cache of
# hack/test.sh, go test's cache at the scale of the tree: the content of
# every file git would commit (tracked and untracked, ignored ones aside),
# the Go version, the go env variables that change a build, and FUZZTIME. Any
# change to any file changes it. Empty outside a git work tree.
gvk::treekey() {
  git rev-parse --is-inside-work-tree >/dev/null 2>&1 || return 0
  {
    git ls-files -z -co --exclude-standard | xargs -0 sha256sum
    go version
    go env GOOS GOARCH GOFLAGS GOEXPERIMENT CGO_ENABLED GOTOOLCHAIN GOPROXY GOWORK
    echo "FUZZTIME=${FUZZTIME:-}"
  } | sha256sum | cut -c1-40
}

# gvk::localstep RUNNER NAME CMD...: RUNNER NAME CMD... (hack/test.sh's
# step), unless a step NAME passed before with the key GVK_TREEKEY (marks
# under $GVKGEN_CACHE/test/passed); an empty key runs every step.
gvk::localstep() {
  local runner=$1 name=$2 mark
  mark="${GVKGEN_CACHE:-${HOME}/.cache/gvkgen}/test/passed/$(printf '%s %s' "${GVK_TREEKEY:-}" "${name}" | sha256sum | cut -c1-40)"
  if [[ -n "${GVK_TREEKEY:-}" && -f "${mark}" ]]; then
    echo "== ${name}"
    echo "-- ${name}: passed on this tree before, not run again (FORCE=1 runs it)"
    return 0
  fi
  shift
  "${runner}" "$@" || return
  if [[ -n "${GVK_TREEKEY:-}" ]]; then mkdir -p "$(dirname "${mark}")" && echo "${name}" >"${mark}"; fi
}
