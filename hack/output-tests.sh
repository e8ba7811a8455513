#!/usr/bin/env bash
# hack/output-tests.sh: run upstream deepcopy-gen's own output tests against
# our deepcopy-gen.
#
# Copies cmd/deepcopy-gen/output_tests of k8s.io/code-generator@v0.37.2 into a
# scratch module (module path k8s.io/code-generator, with code-generator's own
# go.mod and go.sum so that every import resolves to the versions upstream
# uses), moves the committed zz_generated.deepcopy.go files aside, regenerates
# them with our binary the way output_tests/generate.go's go:generate line
# does, reports differences from the committed files, and runs `go test ./...`
# on the output tests. Exits non-zero if generation or the tests fail (and on
# differences too when STRICT_DIFF=1).
#
# Environment (all optional):
#   OURS_DEEPCOPY   deepcopy-gen binary to test instead of building ./cmd/deepcopy-gen
#   BOILERPLATE     header file (default <repo>/../shared/boilerplate.go.txt;
#                   go:generate names code-generator's examples/hack one, which
#                   the module zip does not ship; the committed files carry
#                   the same text as the shared one)
#   STRICT_DIFF     1 = a difference from the committed files is a failure
#   WORKDIR         scratch dir, wiped first and kept afterwards
#                   (default $GVKGEN_CACHE/work/output-tests)
#   GVKGEN_CACHE    tool and scratch cache (default $HOME/.cache/gvkgen)
#   GVK_DIFF_LINES  most lines of diff printed per differing file (default 200)
set -euo pipefail

# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

BOILERPLATE="${BOILERPLATE:-${GVK_ROOT}/../shared/boilerplate.go.txt}"
STRICT_DIFF="${STRICT_DIFF:-0}"
WORKDIR="${WORKDIR:-${GVKGEN_CACHE}/work/output-tests}"
[[ -f "${BOILERPLATE}" ]] || gvk::die "boilerplate ${BOILERPLATE} not found (set BOILERPLATE)"
BOILERPLATE="$(cd "$(dirname "${BOILERPLATE}")" && pwd -P)/$(basename "${BOILERPLATE}")"
mkdir -p "${WORKDIR}"
WORKDIR="$(cd "${WORKDIR}" && pwd -P)"

CODEGEN="k8s.io/code-generator@${GVK_CODEGEN_VERSION}"
REL=cmd/deepcopy-gen/output_tests
FILE=zz_generated.deepcopy.go
ours="$(gvk::ours_gen deepcopy "${WORKDIR}/bin")"

gvk::log "copying ${REL} of ${CODEGEN} into a scratch module"
src="$(gvk::module_dir "${CODEGEN}")"
mod="${WORKDIR}/module"
stash="${WORKDIR}/committed"
rm -rf "${mod}" "${stash}"
mkdir -p "${mod}/$(dirname "${REL}")"
cp "${src}/go.mod" "${src}/go.sum" "${mod}/"
cp -R "${src}/${REL}" "${mod}/${REL}"
chmod -R u+w "${mod}"
tests="${mod}/${REL}"

# Upstream regenerates these with (output_tests/generate.go):
#   //go:generate go run k8s.io/code-generator/cmd/deepcopy-gen \
#       --output-file zz_generated.deepcopy.go --go-header-file=<hdr> <patterns>
# Take its arguments from there so we follow upstream if it changes, and only
# swap the header file for ours.
gogen="$(grep -h '^//go:generate .*deepcopy-gen' "${tests}"/*.go)" ||
  gvk::die "no go:generate line for deepcopy-gen in ${REL}"
read -ra words <<<"${gogen#*deepcopy-gen }"
args=()
for ((i = 0; i < ${#words[@]}; i++)); do
  case "${words[i]}" in
    --go-header-file=*) args+=("--go-header-file=${BOILERPLATE}") ;;
    --go-header-file) args+=("--go-header-file" "${BOILERPLATE}") i=$((i + 1)) ;;
    *) args+=("${words[i]}") ;;
  esac
done

mapfile -t dirs < <(cd "${tests}" && find . -name "${FILE}" -type f -exec dirname {} \; | LC_ALL=C sort)
gvk::log "${#dirs[@]} committed ${FILE} files; regenerating with: deepcopy-gen ${args[*]}"
gvk::stash_generated "${tests}" "${stash}" "${FILE}" "${dirs[@]}"

failed=0
if ! (cd "${tests}" && gvk::scratch "${ours}" "${args[@]}" </dev/null); then
  echo "FAIL: deepcopy-gen exited non-zero"
  failed=1
fi

# Compare every directory that had or now has the file.
mapfile -t dirs < <({
  printf '%s\n' "${dirs[@]}"
  cd "${tests}" && find . -name "${FILE}" -type f -exec dirname {} \;
} | LC_ALL=C sort -u)
gvk::compare_generated "${tests}" "${stash}" "${FILE}" "${dirs[@]}"
diffs="${GVK_SAME}/${GVK_TOTAL} identical"
if ((GVK_BAD > 0)) && [[ "${STRICT_DIFF}" == 1 ]]; then
  failed=1
fi

gvk::log "go test ./... in ${REL}"
if (cd "${tests}" && gvk::scratch go test ./... </dev/null); then
  result="tests ok"
else
  result="tests FAILED"
  failed=1
fi

if ((failed)); then
  echo "output-tests: FAIL (${diffs}, ${result}, ${SECONDS}s)"
  exit 1
fi
echo "output-tests: PASS (${diffs}, ${result}, ${SECONDS}s)"
