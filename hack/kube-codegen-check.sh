#!/usr/bin/env bash
# hack/kube-codegen-check.sh: the repository's kube_codegen.sh against
# upstream k8s.io/code-generator v0.37.2's, on real trees.
#
#   1. testdata/kube-codegen (a small module with the cases the greps
#      decide, see its README.md): upstream's kube::codegen::gen_helpers and
#      ours, each on its own copy, with the same arguments; the two trees
#      must be identical, file for file.
#   2. k8s.io/sample-apiserver, k8s.io/apiextensions-apiserver and
#      k8s.io/kube-aggregator at v0.37.2: the gen_helpers call of each
#      module's own hack/update-codegen.sh (extracted from it, run from the
#      module root as `hack/update-codegen.sh` runs it) with our
#      kube_codegen.sh sourced instead of upstream's must leave every
#      committed zz_generated.* file byte for byte as it is, and change no
#      other file.
# Our side runs with GOBIN holding nothing but gvkgen and PATH holding only
# the go command and the system's directories, so no upstream tool stands
# in for a generator gvkgen lacks (such a call fails, naming the packages).
# Prints one line per tree and exits 1 if any differs.
#
# Environment (all optional):
#   OURS_GVKGEN      gvkgen binary to use (GVKGEN_BIN); default: the script
#                    installs ./cmd/gvkgen from this checkout into its GOBIN
#   UPSTREAM_TOOLS   comma-separated upstream tools (defaulter-gen,
#                    validation-gen) to make available to our side, to check
#                    the rest before gvkgen has those generators; each such
#                    row is marked "with upstream's <tool>"
#   KCG_CHECK_WORKDIR  scratch dir, wiped first (default
#                    $GVKGEN_CACHE/work/kube-codegen-check)
#   GVK_DIFF_LINES   diff lines shown per differing file (default 60)
set -euo pipefail

# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

WORKDIR="${KCG_CHECK_WORKDIR:-${GVKGEN_CACHE}/work/kube-codegen-check}"
UPSTREAM_TOOLS="${UPSTREAM_TOOLS:-}"
MODULES=(sample-apiserver apiextensions-apiserver kube-aggregator)

rm -rf "${WORKDIR}"
mkdir -p "${WORKDIR}/ours-bin" "${WORKDIR}/upstream-bin" "${WORKDIR}/extra-bin"
WORKDIR="$(cd "${WORKDIR}" && pwd -P)"
UPSTREAM="$(gvk::module_dir "k8s.io/code-generator@${GVK_CODEGEN_VERSION}")/kube_codegen.sh"
OURS="${GVK_ROOT}/kube_codegen.sh"
GO_DIR="$(dirname "$(command -v go)")"
OURS_PATH="${GO_DIR}:/usr/bin:/bin"
with=""
if [[ -n "${UPSTREAM_TOOLS}" ]]; then
  IFS=", " read -ra tools <<<"${UPSTREAM_TOOLS}"
  for tool in "${tools[@]}"; do
    [[ "${tool}" == *-gen ]] || gvk::die "UPSTREAM_TOOLS: ${tool} is not a code-generator tool (defaulter-gen, validation-gen)"
    ln -sf "$(gvk::upstream_gen "${tool%-gen}")" "${WORKDIR}/extra-bin/${tool}"
  done
  OURS_PATH="${WORKDIR}/extra-bin:${OURS_PATH}"
  with=" (with upstream's ${UPSTREAM_TOOLS})"
fi
ours_env=(env -u GVKGEN_BIN "GOBIN=${WORKDIR}/ours-bin" "PATH=${OURS_PATH}" GOWORK=off "GOFLAGS=${GVK_SCRATCH_GOFLAGS}")
if [[ -n "${OURS_GVKGEN:-}" ]]; then
  [[ -x "${OURS_GVKGEN}" ]] || gvk::die "OURS_GVKGEN=${OURS_GVKGEN} is not an executable file"
  ours_env+=("GVKGEN_BIN=${OURS_GVKGEN}")
fi

failed=0
# report TREE STATUS DETAIL: one result line; STATUS other than ok fails.
report() {
  printf '%-28s %-6s %s\n' "$1" "$2" "$3"
  [[ "$2" == ok ]] || failed=1
}

# gen_helpers_call FILE: the kube::codegen::gen_helpers call of an
# update-codegen.sh, its continuation lines joined.
gen_helpers_call() {
  sed -n '/^kube::codegen::gen_helpers/,/[^\\]$/p' "$1"
}

# run_helpers SCRIPT ENV... -- DIR CALL LOG: source SCRIPT and run CALL in
# DIR with ENV, SCRIPT_ROOT=hack/.. as hack/update-codegen.sh sets it when
# run from the module root.
run_helpers() {
  local script="$1" envs=() dir call log
  shift
  while [[ "$1" != -- ]]; do envs+=("$1"); shift; done
  dir="$2" call="$3" log="$4"
  (cd "${dir}" && "${envs[@]}" bash -c "SCRIPT_ROOT=hack/..; source '${script}'; ${call}" </dev/null >"${log}" 2>&1)
}

# tree_diff A B: the files that differ between trees A and B (go.sum aside).
tree_diff() {
  diff -rq -x go.sum "$1" "$2" | sed "s|$1/||; s|$2/||" || true
}

# 1. The small tree, upstream's script and ours.
small() {
  local base="${WORKDIR}/small" call diffs
  mkdir -p "${base}"
  cp -R "${GVK_ROOT}/testdata/kube-codegen" "${base}/src"
  (cd "${base}/src" && gvk::scratch go mod tidy >/dev/null 2>&1) || gvk::die "go mod tidy in testdata/kube-codegen failed"
  cp -R "${base}/src" "${base}/upstream"
  cp -R "${base}/src" "${base}/ours"
  call='kube::codegen::gen_helpers --boilerplate "${SCRIPT_ROOT}/hack/boilerplate.go.txt" --extra-peer-dir example.com/kcg/apis/peer ./apis'
  run_helpers "${UPSTREAM}" env "GOBIN=${WORKDIR}/upstream-bin" GOWORK=off "GOFLAGS=${GVK_SCRATCH_GOFLAGS}" -- \
    "${base}/upstream" "${call}" "${base}/upstream.log" ||
    { cat "${base}/upstream.log"; gvk::die "upstream's gen_helpers failed on testdata/kube-codegen"; }
  if ! run_helpers "${OURS}" "${ours_env[@]}" -- "${base}/ours" "${call}" "${base}/ours.log"; then
    sed 's/^/    /' "${base}/ours.log"
    report "testdata/kube-codegen" FAILED "our gen_helpers failed${with}; log above"
    return
  fi
  diffs="$(tree_diff "${base}/upstream" "${base}/ours")"
  if [[ -n "${diffs}" ]]; then
    echo "${diffs}" | sed 's/^/    /'
    diff -ru -x go.sum "${base}/upstream" "${base}/ours" | head -n "${GVK_DIFF_LINES:-60}" | sed 's/^/    /' || true
    report "testdata/kube-codegen" DIFFERS "from upstream's gen_helpers${with}"
    return
  fi
  report "testdata/kube-codegen" ok "same tree as upstream's gen_helpers ($(tree_diff "${base}/src" "${base}/ours" | wc -l) files changed by both)${with}"
}

# 2. A module's own gen_helpers call with our script: its committed files.
module() {
  local name="$1" mod="${WORKDIR}/$1" call f same=0 total=0 bad=()
  gvk::scratch_copy "k8s.io/${name}@${GVK_CODEGEN_VERSION}" "${mod}" || gvk::die "cannot copy k8s.io/${name}"
  cp -R "${mod}" "${mod}.committed"
  # Dated 2000, so that the files gen_helpers writes anew show.
  find "${mod}" -name 'zz_generated.*' -type f -exec touch -d 2000-01-01 {} +
  call="$(gen_helpers_call "${mod}/hack/update-codegen.sh")"
  [[ -n "${call}" ]] || gvk::die "${name}: no kube::codegen::gen_helpers call in hack/update-codegen.sh"
  echo "${name}: $(tr -s ' \\\n' ' ' <<<"${call}")"
  if ! run_helpers "${OURS}" "${ours_env[@]}" -- "${mod}" "${call}" "${WORKDIR}/${name}.log"; then
    sed 's/^/    /' "${WORKDIR}/${name}.log"
    bad+=("FAILED gen_helpers (log above)")
  fi
  while IFS= read -r f; do
    total=$((total + 1))
    if [[ ! -f "${mod}/${f}" ]]; then
      bad+=("MISSING ${f}")
    elif ! cmp -s "${mod}.committed/${f}" "${mod}/${f}"; then
      bad+=("DIFFERS ${f}")
      diff -u "${mod}.committed/${f}" "${mod}/${f}" | head -n "${GVK_DIFF_LINES:-60}" | sed 's/^/    /' || true
    else
      same=$((same + 1))
    fi
  done < <(cd "${mod}.committed" && find . -name 'zz_generated.*' -type f | sed 's|^\./||' | LC_ALL=C sort)
  while IFS= read -r f; do
    [[ " ${bad[*]-} " == *" ${f} "* ]] || bad+=("CHANGED ${f}")
  done < <(tree_diff "${mod}.committed" "${mod}" | sed -n 's/^Files \(.*\) and .* differ$/\1/p; s/^Only in \(.*\): \(.*\)$/\1\/\2/p')
  ((${#bad[@]} == 0)) || printf '    %s\n' "${bad[@]}"
  # Files gen_helpers wrote anew, to show it did run.
  local rewritten
  rewritten="$(find "${mod}" -name 'zz_generated.*' -type f -newermt 2001-01-01 | wc -l)"
  if ((${#bad[@]} == 0)); then
    report "${name}" ok "${same}/${total} committed zz_generated.* files identical after gen_helpers, ${rewritten} of them written anew${with}"
  else
    report "${name}" FAILED "${same}/${total} committed zz_generated.* files identical, ${#bad[@]} problem(s) above${with}"
  fi
}

gvk::log "kube_codegen.sh check in ${WORKDIR}"
small
for m in "${MODULES[@]}"; do module "${m}"; done
((failed == 0)) || { echo "kube-codegen-check: FAILED"; exit 1; }
echo "kube-codegen-check: all identical"
