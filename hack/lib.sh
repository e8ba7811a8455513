# shellcheck shell=bash
# hack/lib.sh: helpers shared by hack/bench.sh and the scripts that run the
# comparison harnesses of internal/difftest (gvk::difftest). Source it; it
# only defines variables and functions.
#
# Environment it honours (all optional):
#   GVKGEN_CACHE     cache for installed tools and scratch work trees
#                    (default $HOME/.cache/gvkgen)
#   OURS_DEEPCOPY    use this deepcopy-gen binary instead of building
#                    ./cmd/deepcopy-gen (OURS_CONVERSION etc. likewise)

GVK_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
GVKGEN_CACHE="${GVKGEN_CACHE:-${HOME:-/tmp}/.cache/gvkgen}"

# The upstream releases gvkgen is measured against.
GVK_CODEGEN_VERSION=v0.37.2
GVK_CONTROLLER_TOOLS_VERSION=v0.23.0

# Scratch modules are copies of published modules: never let a go.work or a
# stale go.sum stop them, and let go fetch what their go.mod needs. The
# caller's GOFLAGS (e.g. -buildvcs=false) are kept. Our own repo is built with
# the caller's GOFLAGS untouched, so nothing here rewrites our go.mod.
GVK_SCRATCH_GOFLAGS="${GOFLAGS:+${GOFLAGS} }-mod=mod"

gvk::log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }
gvk::die() {
  printf 'ERROR: %s\n' "$*" >&2
  exit 1
}

# gvk::scratch CMD...: run CMD with the environment used inside scratch modules.
gvk::scratch() { GOWORK=off GOFLAGS="${GVK_SCRATCH_GOFLAGS}" "$@"; }

# gvk::module_dir MODULE@VERSION: download the module (if needed) and print
# the read-only directory go extracted it to.
gvk::module_dir() {
  local json dir tmp
  tmp="$(mktemp -d)"
  # Run outside any module so that nothing is recorded anywhere.
  json="$(cd "${tmp}" && GO111MODULE=on GOWORK=off GOFLAGS='' go mod download -json "$1")" ||
    { rm -rf "${tmp}"; gvk::die "go mod download $1 failed: ${json}"; }
  rm -rf "${tmp}"
  dir="$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p' <<<"${json}")"
  [[ -n "${dir}" && -d "${dir}" ]] || gvk::die "no Dir for $1 in: ${json}"
  printf '%s\n' "${dir}"
}

# gvk::scratch_copy MODULE@VERSION DEST: a fresh writable copy of the module.
gvk::scratch_copy() {
  local src
  # gvk::die inside $(...) only ends the subshell: check the status and the
  # result, or a failed download would make this copy "/." (everything).
  # Returns non-zero, with nothing copied, when the module cannot be had.
  src="$(gvk::module_dir "$1")" ||
    { printf 'ERROR: cannot copy %s: its download failed\n' "$1" >&2; return 1; }
  [[ -n "${src}" && "${src}" != / && -f "${src}/go.mod" ]] ||
    { printf 'ERROR: cannot copy %s: no module directory (got "%s")\n' "$1" "${src}" >&2; return 1; }
  rm -rf "$2"
  mkdir -p "$2"
  cp -R "${src}/." "$2/"
  chmod -R u+w "$2"
}

# gvk::replace_missing DIR VERSION: in the module at DIR, turn each
# `replace X => ./dir` whose dir is missing (a nested module, which module
# zips do not carry: k8s.io/kubernetes' ./staging/src/k8s.io/*) into a
# requirement of the published X@VERSION. Fails if there is none.
gvk::replace_missing() {
  local base="$1" version="$2" m dir edits=()
  while read -r m dir; do
    [[ -d "${base}/${dir}" ]] && continue
    edits+=("-dropreplace=${m}" "-require=${m}@${version}")
  done < <(sed -n 's|^[[:space:]]*\(replace[[:space:]]\{1,\}\)\{0,1\}\([^[:space:]]*\)[[:space:]]*=>[[:space:]]*\(\.\.\{0,1\}/[^[:space:]]*\)[[:space:]]*$|\2 \3|p' "${base}/go.mod")
  ((${#edits[@]} > 0)) || { echo "replace-missing=${version}: ${base}/go.mod has no replace by a missing directory" >&2; return 1; }
  (cd "${base}" && go mod edit "${edits[@]}")
}

# gvk::install_tool PKG@VERSION: go install it once into the cache and print
# the binary's path. Each version gets its own directory, so a cached binary
# is never a different version.
gvk::install_tool() {
  local pkg="${1%@*}" ver="${1##*@}" name dir tmp
  name="$(basename "${pkg}")"
  dir="${GVKGEN_CACHE}/bin/${name}@${ver}"
  if [[ ! -x "${dir}/${name}" ]]; then
    gvk::log "installing $1 into ${dir}" >&2
    mkdir -p "${dir}"
    tmp="$(mktemp -d)"
    (cd "${tmp}" && GO111MODULE=on GOWORK=off GOBIN="${dir}" go install "$1") >&2 ||
      { rm -rf "${tmp}"; gvk::die "go install $1 failed"; }
    rm -rf "${tmp}"
  fi
  printf '%s\n' "${dir}/${name}"
}

# gvk::upstream_gen G: path of upstream k8s.io/code-generator's G-gen.
gvk::upstream_gen() {
  gvk::install_tool "k8s.io/code-generator/cmd/$1-gen@${GVK_CODEGEN_VERSION}"
}

# gvk::controller_gen: path of controller-gen.
gvk::controller_gen() {
  gvk::install_tool "sigs.k8s.io/controller-tools/cmd/controller-gen@${GVK_CONTROLLER_TOOLS_VERSION}"
}

# gvk::ours_gen G OUTDIR: path of our G-gen. $OURS_<G> (e.g. OURS_DEEPCOPY)
# wins; otherwise ./cmd/G-gen is built into OUTDIR.
gvk::ours_gen() {
  local var bin
  var="OURS_$(tr '[:lower:]-' '[:upper:]_' <<<"$1")"
  bin="${!var:-}"
  if [[ -n "${bin}" ]]; then
    [[ -x "${bin}" ]] || gvk::die "${var}=${bin} is not an executable file"
    gvk::log "using ${var}=${bin}" >&2
    printf '%s\n' "${bin}"
    return
  fi
  [[ -d "${GVK_ROOT}/cmd/$1-gen" ]] ||
    gvk::die "${GVK_ROOT}/cmd/$1-gen does not exist; set ${var}=/path/to/$1-gen"
  mkdir -p "$2"
  gvk::log "building ./cmd/$1-gen" >&2
  (cd "${GVK_ROOT}" && go build -o "$2/$1-gen" "./cmd/$1-gen") >&2 ||
    gvk::die "go build ./cmd/$1-gen failed"
  printf '%s\n' "$2/$1-gen"
}

# gvk::tagged_dirs MODROOT SUBDIR G: the package directories under SUBDIR
# (relative to MODROOT, as ./a/b or .) that ask for G-gen, found the way
# kube_codegen.sh's gen_helpers does: a "// +k8s:G-gen=" line in a .go file.
# Unlike a plain grep, test files and generated files (those built only
# without the ignore_autogenerated tag, which the generators load with) are
# not counted, since the generators never see them.
gvk::tagged_dirs() {
  local root="$1" subdir="${2#./}" gen="$3" f
  (
    cd "${root}" || exit 1
    { grep -l -r --null --include '*.go' --exclude '*_test.go' \
        --exclude-dir .git --exclude-dir _output --exclude-dir vendor \
        -e "^\s*//\s*+k8s:${gen}-gen=" "./${subdir}" || true; } |
      while IFS= read -r -d '' f; do
        grep -q '^//go:build.*!ignore_autogenerated' "${f}" && continue
        d="$(dirname "${f}")"
        while [[ "${d}" == ./* ]]; do d="${d#./}"; done
        [[ "${d}" == "." || -z "${d}" ]] && d="." || d="./${d}"
        printf '%s\n' "${d}"
      done | LC_ALL=C sort -u
  )
}

# gvk::ours_gvkgen OUTDIR: path of our gvkgen: $OURS_GVKGEN, or ./cmd/gvkgen
# built into OUTDIR (as gvk::ours_gen does for the G-gen commands).
gvk::ours_gvkgen() {
  if [[ -n "${OURS_GVKGEN:-}" ]]; then
    [[ -x "${OURS_GVKGEN}" ]] || gvk::die "OURS_GVKGEN=${OURS_GVKGEN} is not an executable file"
    gvk::log "using OURS_GVKGEN=${OURS_GVKGEN}" >&2
    printf '%s\n' "${OURS_GVKGEN}"
    return
  fi
  mkdir -p "$1"
  gvk::log "building ./cmd/gvkgen" >&2
  (cd "${GVK_ROOT}" && go build -o "$1/gvkgen" ./cmd/gvkgen) >&2 || gvk::die "go build ./cmd/gvkgen failed"
  printf '%s\n' "$1/gvkgen"
}

# gvk::ensure_time: install GNU time (for wall time and peak RSS) if
# /usr/bin/time is missing.
gvk::ensure_time() {
  [[ -x /usr/bin/time ]] && return 0
  command -v apt-get >/dev/null || gvk::die "/usr/bin/time is missing and apt-get is not available"
  gvk::log "installing GNU time"
  if ! { DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null; } </dev/null; then
    gvk::die "apt-get install time failed"
  fi
}

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
