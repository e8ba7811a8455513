#!/usr/bin/env bash
# hack/output-tests.sh: run upstream deepcopy-gen's, defaulter-gen's and register-gen's own output
# tests against ours (each generator's cmd/G-gen/output_tests).
#
# For each generator G, copies cmd/G-gen/output_tests of k8s.io/code-generator@v0.37.2 into a
# scratch module (module path k8s.io/code-generator, with code-generator's own
# go.mod and go.sum so that every import resolves to the versions upstream
# uses), moves the committed zz_generated.G.go files aside, regenerates
# them with our binary the way output_tests/generate.go's go:generate line
# does, reports differences from the committed files, and runs `go test ./...`
# on the output tests. Exits non-zero if generation or the tests fail (and on
# differences too when STRICT_DIFF=1).
#
# Environment (all optional):
#   OURS_DEEPCOPY   deepcopy-gen binary to test instead of building ./cmd/deepcopy-gen
#   BOILERPLATE     header file (default <repo>/testdata/boilerplate.go.txt, the Kubernetes Authors header;
#                   go:generate names code-generator's examples/hack one, which
#                   the module zip does not ship; the committed files carry
#                   the same text as the shared one)
#   GENERATORS      comma-separated generators whose output_tests run (default deepcopy,defaulter,register)
#   STRICT_DIFF     1 = a difference from the committed files is a failure
#   WORKDIR         scratch dir, wiped first and kept afterwards
#                   (default $GVKGEN_CACHE/work/output-tests)
#   GVKGEN_CACHE    tool and scratch cache (default $HOME/.cache/gvkgen)
#   GVK_DIFF_LINES  most lines of diff printed per differing file (default 200)
set -euo pipefail

# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

BOILERPLATE="${BOILERPLATE:-${GVK_ROOT}/testdata/boilerplate.go.txt}"
STRICT_DIFF="${STRICT_DIFF:-0}"
WORKDIR="${WORKDIR:-${GVKGEN_CACHE}/work/output-tests}"
[[ -f "${BOILERPLATE}" ]] || gvk::die "boilerplate ${BOILERPLATE} not found (set BOILERPLATE)"
BOILERPLATE="$(cd "$(dirname "${BOILERPLATE}")" && pwd -P)/$(basename "${BOILERPLATE}")"
mkdir -p "${WORKDIR}"
WORKDIR="$(cd "${WORKDIR}" && pwd -P)"

CODEGEN="k8s.io/code-generator@${GVK_CODEGEN_VERSION}"
GENERATORS="${GENERATORS:-deepcopy,defaulter,register}"
src="$(gvk::module_dir "${CODEGEN}")"
failed=0
summary=()

# run_one G: regenerate cmd/G-gen/output_tests with our G-gen, compare with
# the committed files, and run the tests there.
run_one() {
  local gen="$1" rel="cmd/$1-gen/output_tests"
  local mod="${WORKDIR}/${gen}/module" stash="${WORKDIR}/${gen}/committed"
  local ours tests gogen file words args i dirs diffs result
  ours="$(gvk::ours_gen "${gen}" "${WORKDIR}/bin")"
  gvk::log "copying ${rel} of ${CODEGEN} into a scratch module"
  rm -rf "${mod}" "${stash}"
  mkdir -p "${mod}/$(dirname "${rel}")"
  cp "${src}/go.mod" "${src}/go.sum" "${mod}/"
  cp -R "${src}/${rel}" "${mod}/${rel}"
  chmod -R u+w "${mod}"
  tests="${mod}/${rel}"

  # Upstream regenerates these with (output_tests/generate.go):
  #   //go:generate go run k8s.io/code-generator/cmd/G-gen \
  #       --output-file zz_generated.G.go --go-header-file=<hdr> <patterns>
  # Take its arguments from there so we follow upstream if it changes, and
  # only swap the header file for ours.
  gogen="$(grep -h "^//go:generate .*${gen}-gen" "${tests}"/*.go)" ||
    gvk::die "no go:generate line for ${gen}-gen in ${rel}"
  read -ra words <<<"${gogen#*"${gen}"-gen }"
  args=()
  file=""
  for ((i = 0; i < ${#words[@]}; i++)); do
    case "${words[i]}" in
      --go-header-file=*) args+=("--go-header-file=${BOILERPLATE}") ;;
      --go-header-file) args+=("--go-header-file" "${BOILERPLATE}") i=$((i + 1)) ;;
      --output-file=*) file="${words[i]#--output-file=}" args+=("${words[i]}") ;;
      --output-file) file="${words[i + 1]}" args+=("${words[i]}" "${words[i + 1]}") i=$((i + 1)) ;;
      *) args+=("${words[i]}") ;;
    esac
  done
  [[ -n "${file}" ]] || gvk::die "no --output-file in the go:generate line of ${rel}"
  # A file that only imports the generator for go:generate (defaulter-gen's
  # generate.go) would need upstream's generator and its dependencies in
  # the scratch module; it holds no tests.
  while IFS= read -r gofile; do
    gvk::log "dropping ${gofile#"${mod}/"}: it imports upstream's ${gen}-gen only for go:generate"
    rm -f "${gofile}"
  done < <(grep -l "\"k8s.io/code-generator/cmd/${gen}-gen/" "${tests}"/*.go || true)

  mapfile -t dirs < <(cd "${tests}" && find . -name "${file}" -type f -exec dirname {} \; | LC_ALL=C sort)
  gvk::log "${#dirs[@]} committed ${file} files; regenerating with: ${gen}-gen ${args[*]}"
  gvk::stash_generated "${tests}" "${stash}" "${file}" "${dirs[@]}"

  if ! (cd "${tests}" && gvk::scratch "${ours}" "${args[@]}" </dev/null); then
    echo "FAIL: ${gen}-gen exited non-zero"
    failed=1
  fi

  # Compare every directory that had or now has the file.
  mapfile -t dirs < <({
    printf '%s\n' "${dirs[@]}"
    cd "${tests}" && find . -name "${file}" -type f -exec dirname {} \;
  } | LC_ALL=C sort -u)
  gvk::compare_generated "${tests}" "${stash}" "${file}" "${dirs[@]}"
  diffs="${GVK_SAME}/${GVK_TOTAL} identical"
  if ((GVK_BAD > 0)) && [[ "${STRICT_DIFF}" == 1 ]]; then
    failed=1
  fi

  gvk::log "go test ./... in ${rel}"
  if (cd "${tests}" && gvk::scratch go test ./... </dev/null); then
    result="tests ok"
  else
    result="tests FAILED"
    failed=1
  fi
  summary+=("${gen}: ${diffs}, ${result}")
}

IFS=", " read -ra gens <<<"${GENERATORS}"
for gen in "${gens[@]}"; do
  run_one "${gen}"
done

if ((failed)); then
  echo "output-tests: FAIL ($(IFS=';'; echo "${summary[*]}"), ${SECONDS}s)"
  exit 1
fi
echo "output-tests: PASS ($(IFS=';'; echo "${summary[*]}"), ${SECONDS}s)"
