#!/usr/bin/env bash
# hack/conformance.sh [NAME...]: regenerate the committed generated files of
# the real modules listed in the corpus with our generators and check that
# they are byte-for-byte identical, that the module still builds and that its
# listed tests pass. With NAMEs, only those corpus rows are checked.
#
# For each corpus row and each generator G of the row that is selected: copy
# module@version from the module cache into a scratch dir, find the packages
# under the row's subdir tagged "+k8s:G-gen=", move their zz_generated.G.go
# aside (zz_generated.defaults.go for defaulter-gen), run our G-gen
# --output-file zz_generated.G.go --go-header-file
# <boilerplate> <import paths> in the module, diff; then `go build ./...` and
# `go test` the row's test packages. Exits non-zero on any difference, missing
# or unexpected file, generator, build or test failure.
#
# Environment (all optional):
#   CORPUS          corpus file (default <repo>/testdata/corpus.txt)
#   BOILERPLATE     header file (default boilerplate.go.txt beside CORPUS)
#   GENERATORS      comma-separated generators to check (default deepcopy,defaulter,conversion)
#   OURS_DEEPCOPY   deepcopy-gen binary to check instead of building ./cmd/deepcopy-gen
#   WORKDIR         scratch dir, wiped per module and kept afterwards for
#                   inspection (default $GVKGEN_CACHE/work/conformance; a
#                   stable path keeps the Go build cache warm across runs)
#   GVKGEN_CACHE    tool and scratch cache (default $HOME/.cache/gvkgen)
#   GVK_DIFF_LINES  most lines of diff printed per differing file (default 200)
set -euo pipefail

# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Generators this script can check. Adding one is adding its name here.
SUPPORTED=(deepcopy defaulter conversion)

CORPUS="${CORPUS:-${GVK_ROOT}/testdata/corpus.txt}"
BOILERPLATE="${BOILERPLATE:-$(dirname "${CORPUS}")/boilerplate.go.txt}"
GENERATORS="${GENERATORS:-deepcopy,defaulter,conversion}"
WORKDIR="${WORKDIR:-${GVKGEN_CACHE}/work/conformance}"

[[ -f "${CORPUS}" ]] || gvk::die "corpus ${CORPUS} not found (set CORPUS)"
[[ -f "${BOILERPLATE}" ]] || gvk::die "boilerplate ${BOILERPLATE} not found (set BOILERPLATE)"
CORPUS="$(cd "$(dirname "${CORPUS}")" && pwd -P)/$(basename "${CORPUS}")"
BOILERPLATE="$(cd "$(dirname "${BOILERPLATE}")" && pwd -P)/$(basename "${BOILERPLATE}")"
mkdir -p "${WORKDIR}"
WORKDIR="$(cd "${WORKDIR}" && pwd -P)"

# Corpus rows: name module@version subdir generators test-packages.
rows=()
while read -r line; do
  [[ -z "${line// /}" || "${line}" == \#* ]] && continue
  rows+=("${line}")
done <"${CORPUS}"
if (($# > 0)); then
  for want in "$@"; do
    found=0
    for row in "${rows[@]}"; do
      read -r name _ <<<"${row}"
      [[ "${name}" == "${want}" ]] && found=1
    done
    ((found)) || gvk::die "no corpus row named ${want} in ${CORPUS}"
  done
fi

# Resolve the binary of each selected generator once.
declare -A BIN=()
IFS=", " read -ra selected <<<"${GENERATORS}"
for g in "${selected[@]}"; do
  if [[ " ${SUPPORTED[*]} " == *" ${g} "* ]]; then
    BIN[${g}]="$(gvk::ours_gen "${g}" "${WORKDIR}/bin")"
  else
    gvk::log "generator ${g} is not supported yet (supported: ${SUPPORTED[*]}); skipping it"
  fi
done
((${#BIN[@]} > 0)) || gvk::die "none of GENERATORS=${GENERATORS} is supported"

failed=0 checked=0 all_same=0 all_total=0
summaries=()
for row in "${rows[@]}"; do
  read -r name modver subdir gens tests <<<"${row}"
  [[ -n "${tests:-}" ]] || gvk::die "corpus row has fewer than 5 columns: ${row}"
  if (($# > 0)) && [[ " $* " != *" ${name} "* ]]; then continue; fi

  IFS=, read -ra row_gens <<<"${gens}"
  run_gens=()
  for g in "${row_gens[@]}"; do
    if [[ -n "${BIN[${g}]:-}" ]]; then
      run_gens+=("${g}")
    else
      gvk::log "${name}: skipping generator ${g} (not selected or not supported)"
    fi
  done
  if ((${#run_gens[@]} == 0)); then
    summaries+=("${name}: skipped, no selected generator")
    continue
  fi

  checked=$((checked + 1))
  start=${SECONDS}
  mod="${WORKDIR}/${name}/module"
  stash="${WORKDIR}/${name}/committed"
  gvk::log "== ${name}: ${modver}, subdir ${subdir}, generators ${run_gens[*]}"
  rm -rf "${WORKDIR:?}/${name}"
  gvk::scratch_copy "${modver}" "${mod}" || gvk::die "cannot prepare ${modver}"
  [[ -d "${mod}/${subdir}" ]] || gvk::die "${name}: ${modver} has no directory ${subdir}"

  summary="${name}"
  for g in "${run_gens[@]}"; do
    file="zz_generated.${g}.go"
    [[ "${g}" == defaulter ]] && file=zz_generated.defaults.go
    mapfile -t dirs < <(gvk::tagged_dirs "${mod}" "${subdir}" "${g}")
    committed="$(cd "${mod}" && find "./${subdir#./}" -name "${file}" -type f | wc -l)"
    gvk::log "${name} ${g}: ${#dirs[@]} tagged packages, ${committed} committed ${file} under ${subdir}"
    if ((${#dirs[@]} == 0)); then
      echo "FAIL: ${name} ${g}: no package under ${subdir} carries +k8s:${g}-gen="
      summary+=" ${g}: no tagged packages,"
      failed=1
      continue
    fi
    mapfile -t pkgs < <(cd "${mod}" && gvk::scratch go list -find -f '{{.ImportPath}}' "${dirs[@]}")
    ((${#pkgs[@]} == ${#dirs[@]})) || gvk::die "${name} ${g}: go list -find did not resolve ${dirs[*]}"
    gvk::stash_generated "${mod}" "${stash}/${g}" "${file}" "${dirs[@]}"

    gvk::log "${name} ${g}: running ${BIN[${g}]} on ${#pkgs[@]} packages"
    gen_start=${SECONDS}
    if ! (cd "${mod}" && gvk::scratch "${BIN[${g}]}" --output-file "${file}" \
      --go-header-file "${BOILERPLATE}" "${pkgs[@]}" </dev/null); then
      echo "FAIL: ${name} ${g}: ${g}-gen exited non-zero"
      failed=1
    fi
    gvk::log "${name} ${g}: generated in $((SECONDS - gen_start))s"

    gvk::compare_generated "${mod}" "${stash}/${g}" "${file}" "${dirs[@]}"
    ((GVK_BAD == 0)) || failed=1
    all_same=$((all_same + GVK_SAME)) all_total=$((all_total + GVK_TOTAL))
    summary+=" ${g}: ${GVK_SAME}/${GVK_TOTAL} identical,"
  done

  gvk::log "${name}: go build ./..."
  if (cd "${mod}" && gvk::scratch go build ./... </dev/null); then
    summary+=" build ok,"
  else
    summary+=" build FAILED,"
    failed=1
  fi

  IFS=, read -ra test_pkgs <<<"${tests}"
  gvk::log "${name}: go test ${test_pkgs[*]}"
  if (cd "${mod}" && gvk::scratch go test "${test_pkgs[@]}" </dev/null); then
    summary+=" tests ok"
  else
    summary+=" tests FAILED"
    failed=1
  fi
  summary+=" ($((SECONDS - start))s)"
  gvk::log "${summary}"
  summaries+=("${summary}")
done

echo
echo "== conformance summary"
((checked > 0)) || { echo "conformance: FAIL (no module checked)"; exit 1; }
printf '%s\n' "${summaries[@]}"
if ((failed)); then
  echo "conformance: FAIL (${checked} modules, ${all_same}/${all_total} files identical, ${SECONDS}s)"
  exit 1
fi
echo "conformance: PASS (${checked} modules, ${all_same}/${all_total} files identical, ${SECONDS}s)"
