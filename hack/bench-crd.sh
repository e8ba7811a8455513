# shellcheck shell=bash
# hack/bench-crd.sh: the crd-conversion case of hack/bench.sh (sourced by
# it): a CRD group whose versions convert through a hub, as a kubebuilder
# user generates it. The tree is this repository's examples/apis/crd (v1
# hub, v1alpha1 and v1beta1 spokes), copied as committed (git archive of
# HEAD) with go.mod and go.sum into the scratch module; every run starts
# with its generated files deleted (zz_generated.deepcopy.go,
# zz_generated.conversion.go, zz_generated.crdconversion.go and
# zz_generated.crdconversion_test.go). Three tools:
#   ours      gvkgen generate --go-header-file hack/boilerplate.go.txt
#             ./examples/apis/crd/...: deepcopy (controller-gen's dialect),
#             conversion-gen and crdconversion-gen in one run
#   verify    gvkgen verify, same arguments, on the tree ours just wrote
#             (reported as the case crd-conversion-verify)
#   upstream  what a user does without gvkgen, in one measured command:
#             controller-gen object v0.23.0 on ./examples/apis/crd/..., then
#             upstream conversion-gen v0.37.2 on the spokes (+k8s:conversion-gen=).
#             It writes no Hub/ConvertTo/ConvertFrom and no round-trip test:
#             those a user writes by hand, and they are not deleted before
#             its runs only because they are not its output (the tree it
#             leaves lacks them).
# Before timing, the script checks that ours writes every generated file as
# committed (the examples are kept current by hack/verify-codegen.sh) and
# that upstream's pair writes the deepcopy and conversion files identical
# to ours; every timed run is checked again.

CRD_TOOLS="ours verify upstream"
# The scratch module is the examples module (examples/go.mod) with only
# apis/crd, and without its requirement on (and replacement of) gvkgen.
CRD_SUBDIR="apis/crd"
CRD_BOILERPLATE="${GVK_ROOT}/hack/boilerplate.go.txt"

# crd_copy MOD: the scratch module, examples/apis/crd as committed.
crd_copy() {
  rm -rf "$1"
  mkdir -p "$1"
  git -C "${GVK_ROOT}" archive HEAD:examples go.mod go.sum "${CRD_SUBDIR}" | tar -x -C "$1" ||
    gvk::die "cannot copy examples/${CRD_SUBDIR} from ${GVK_ROOT}'s HEAD"
  (cd "$1" && go mod edit -droprequire=github.com/gvk-dev/gvkgen -dropreplace=github.com/gvk-dev/gvkgen &&
    sed -i '/^tool (/,/^)/d; /^tool /d' go.mod) ||
    gvk::die "cannot make $1/go.mod stand alone"
}

# crd_setup NAME: set GENFILES (deleted before every generate run), REF (the
# committed files), UPFILES (those upstream's pair writes) and PAIR_SCRIPT,
# and check both sides' output before any timing.
crd_setup() {
  local name="$1" f log dirs=() pkgs=()
  PATTERN="./${CRD_SUBDIR}/..."
  REF="${WORKDIR}/${name}.committed"
  PAIR_SCRIPT="${WORKDIR}/${name}.upstream-pair.sh"
  mapfile -t GENFILES < <(cd "${MOD}" && find "./${CRD_SUBDIR}" -type f \
    \( -name zz_generated.deepcopy.go -o -name zz_generated.conversion.go -o -name 'zz_generated.crdconversion*.go' \) | LC_ALL=C sort)
  mapfile -t UPFILES < <(printf '%s\n' "${GENFILES[@]}" | grep -E 'zz_generated\.(deepcopy|conversion)\.go$')
  rm -rf "${REF}"
  for f in "${GENFILES[@]}"; do
    mkdir -p "${REF}/$(dirname "${f}")"
    cp -p "${MOD}/${f}" "${REF}/${f}"
  done
  mapfile -t dirs < <(gvk::tagged_dirs "${MOD}" "${CRD_SUBDIR}" conversion)
  mapfile -t pkgs < <(cd "${MOD}" && gvk::scratch go list -find -f '{{.ImportPath}}' "${dirs[@]}")
  {
    printf '#!/usr/bin/env bash\n# controller-gen object, then conversion-gen, on %s, from the module root.\nset -e\n' "${CRD_SUBDIR}"
    printf '%q ' "${BIN[controller-gen/crd]}" "object:headerFile=${CRD_BOILERPLATE}" "paths=${PATTERN}"
    printf '\n'
    printf '%q ' "${BIN[upstream/crd]}" --output-file zz_generated.conversion.go --go-header-file "${CRD_BOILERPLATE}" "${pkgs[@]}"
    printf '\n'
  } >"${PAIR_SCRIPT}"
  gvk::log "${name}: ${#GENFILES[@]} generated files (${#UPFILES[@]} of them deepcopy or conversion); ${#pkgs[@]} spokes for conversion-gen"
  mkdir -p "${WORKDIR}/logs"
  for f in upstream ours; do
    log="${WORKDIR}/logs/${name}.${f}.check.log"
    (cd "${MOD}" && rm -f "${GENFILES[@]}")
    tool_cmd "${f}" crd "${CRD_SUBDIR}"
    (cd "${MOD}" && gvk::scratch "${CMD[@]}" </dev/null >"${log}" 2>&1) ||
      { cat "${log}" >&2; gvk::die "${name}: ${f} failed; log above"; }
    crd_check "${f}" "${log}"
  done
  gvk::log "${name}: gvkgen writes the ${#GENFILES[@]} files as committed; upstream's pair writes ${#UPFILES[@]} of them, identical"
}

# crd_check TOOL LOG: after a run of TOOL, the tree holds its files as
# committed (upstream: the deepcopy and conversion files). Dies otherwise.
crd_check() {
  local f bad=0 want=("${GENFILES[@]}")
  [[ "$1" != upstream ]] || want=("${UPFILES[@]}")
  for f in "${want[@]}"; do
    if [[ ! -f "${MOD}/${f}" ]]; then
      echo "MISSING: ${f}" >&2
      bad=1
    elif ! cmp -s "${REF}/${f}" "${MOD}/${f}"; then
      echo "DIFFERS: ${f} (-committed +$1)" >&2
      diff -u "${REF}/${f}" "${MOD}/${f}" | head -n "${GVK_DIFF_LINES:-200}" >&2 || true
      bad=1
    fi
  done
  ((bad == 0)) || gvk::die "${CASE_NAME}: $1's output is not the committed files; see above and $2"
}
