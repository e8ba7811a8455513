#!/usr/bin/env bash
# hack/diff-upstream.sh [--ci] [--list] [NAME...]: run upstream
# k8s.io/code-generator v0.37.2 and gvkgen side by side on the public modules
# of testdata/diff-modules.txt and compare what they generate.
#
# For each module (all, the NAMEs given, or with --ci the rows marked ci),
# one at a time:
#   1. copy module@version from the Go module cache (downloading it through
#      the proxy) into a base tree, cached under $WORKDIR/NAME/base;
#   2. find the packages under the row's subdir tagged +k8s:G-gen= for each
#      generator G (gvk::tagged_dirs, as kube_codegen.sh gen_helpers does);
#   3. make one copy of the base tree per side, "upstream", "ours" (our
#      single tools) and "gvkgen" (gvkgen generate), and delete the
#      zz_generated.G.go of the tagged packages in each;
#   4. run, as gen_helpers does, deepcopy-gen, defaulter-gen, then
#      conversion-gen (then register-gen on the +groupName packages, if
#      GENERATORS has it) with --output-file zz_generated.G.go
#      (zz_generated.defaults.go for defaulter-gen) --go-header-file
#      <boilerplate> and the row's --extra-peer-dirs (conversion-gen's) /
#      defaulter-peer-dirs (defaulter-gen's) / --lint-rules: upstream's binaries in
#      "upstream", ours in "ours", and a single `gvkgen generate` with the
#      same flags in "gvkgen" (with the row option by-group, one run per
#      API group on every side);
#   5. compare every file of the trees byte for byte (go.sum aside: loading
#      may add lines to it) and save the diffs under $WORKDIR/NAME/;
#   6. `go build` and `go vet` the generated packages in each tree.
# A module whose download, upstream run or build fails is reported in the
# table, not a crash. Exits 1 if any file differs, any step of ours fails
# where upstream's passed, or a module could not be checked.
#
# CI: `hack/diff-upstream.sh --ci` runs the rows marked ci (three small
# modules, about a minute with a warm cache); a full run of every row takes
# about 10 minutes with warm caches (k8s.io/kubernetes: about 1 minute).
#
# Environment (all optional):
#   MODULES         module list (default <repo>/testdata/diff-modules.txt)
#   GENERATORS      generators to run where the row lists them
#                   (default deepcopy,defaulter,conversion); with register, also
#                   register-gen on every row's +groupName packages, as
#                   gen_register does (single tool only: gvkgen generate
#                   runs it on +k8s:register-gen packages alone)
#   SIDES           which of ours,gvkgen to run beside upstream (default both)
#   VET             0 to skip go vet (default 1)
#   SKIP_DIRS       extended regexp: tagged package directories (as ./a/b)
#                   matching it are left out on every side, e.g. to see what
#                   else differs past a package one side refuses
#   WORKDIR         scratch (default $GVKGEN_CACHE/work/diff); kept for
#                   inspection; base trees are reused across runs
#   OURS_DEEPCOPY, OURS_CONVERSION, OURS_REGISTER, OURS_GVKGEN
#                   our binaries instead of building ./cmd/...
#   GVK_DIFF_LINES  lines of each diff printed in the log (default 60)
set -euo pipefail

# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

MODULES="${MODULES:-${GVK_ROOT}/testdata/diff-modules.txt}"
GENERATORS="${GENERATORS:-deepcopy,defaulter,conversion}"
SIDES="${SIDES:-ours,gvkgen}"
SKIP_DIRS="${SKIP_DIRS:-}"
VET="${VET:-1}"
WORKDIR="${WORKDIR:-${GVKGEN_CACHE}/work/diff}"
GVK_DIFF_LINES="${GVK_DIFF_LINES:-60}"
# The order gen_helpers runs them in.
ORDER=(deepcopy defaulter conversion register)

# outfile G: the file gen_helpers names G-gen's output.
outfile() {
  case "$1" in
    defaulter) echo zz_generated.defaults.go ;;
    *) echo "zz_generated.$1.go" ;;
  esac
}

gvk::harness_args "${BASH_SOURCE[0]}" "$@"

[[ -f "${MODULES}" ]] || gvk::die "module list ${MODULES} not found (set MODULES)"
mkdir -p "${WORKDIR}"
WORKDIR="$(cd "${WORKDIR}" && pwd -P)"

rows="$(gvk::select_rows "${MODULES}" "${ci}" "${want[@]+"${want[@]}"}")" || exit 1
selected=()
[[ -z "${rows}" ]] || mapfile -t selected <<<"${rows}"
if ((list)); then
  printf '%s\n' "${selected[@]}"
  exit 0
fi
((${#selected[@]} > 0)) || gvk::die "no module selected"

# Binaries: upstream's, installed once, and ours, built from this checkout.
declare -A UP=() OURS=()
IFS=", " read -ra GENS <<<"${GENERATORS}"
IFS=", " read -ra SIDE_LIST <<<"${SIDES}"
for g in "${GENS[@]}"; do
  [[ " ${ORDER[*]} " == *" ${g} "* ]] || gvk::die "unknown generator ${g} in GENERATORS"
  UP[${g}]="$(gvk::upstream_gen "${g}")"
  [[ " ${SIDE_LIST[*]} " == *" ours "* ]] && OURS[${g}]="$(gvk::ours_gen "${g}" "${WORKDIR}/bin")"
done
GVKGEN_BIN=""
if [[ " ${SIDE_LIST[*]} " == *" gvkgen "* ]]; then
  GVKGEN_BIN="${OURS_GVKGEN:-}"
  if [[ -z "${GVKGEN_BIN}" ]]; then
    mkdir -p "${WORKDIR}/bin"
    gvk::log "building ./cmd/gvkgen"
    (cd "${GVK_ROOT}" && go build -o "${WORKDIR}/bin/gvkgen" ./cmd/gvkgen) || gvk::die "go build ./cmd/gvkgen failed"
    GVKGEN_BIN="${WORKDIR}/bin/gvkgen"
  fi
fi

# opt KEY: the value of option KEY of the current row (empty if absent).
opt() {
  local o
  for o in "${OPTS[@]+"${OPTS[@]}"}"; do
    [[ "${o}" == "$1="* ]] && { printf '%s\n' "${o#*=}"; return; }
  done
}

# prepare_base MODVER DIR: a writable copy of the module whose go.mod loads
# and builds, reused if it was already prepared for the same row.
prepare_base() {
  local modver="$1" base="$2" missing stamp
  missing="$(opt replace-missing)"
  stamp="${modver} replace-missing=${missing}"
  if [[ -f "${base}/.diff-prepared" && "$(cat "${base}/.diff-prepared")" == "${stamp}" ]]; then
    return 0
  fi
  gvk::log "preparing ${base} from ${modver}"
  gvk::scratch_copy "${modver}" "${base}" || return 1
  rm -rf "${base}/vendor" "${base}/go.work" "${base}/go.work.sum"
  if [[ -n "${missing}" ]]; then
    # replace X => ./dir where dir is a nested module, which the module zip
    # does not carry (k8s.io/kubernetes' ./staging/src/k8s.io/*): use the
    # published X@VERSION instead.
    gvk::replace_missing "${base}" "${missing}" 2>&1 || return 1
  fi
  # Fill go.sum once, so that loading in the copies changes nothing.
  (cd "${base}" && gvk::scratch go list -e -deps ./... >/dev/null) || return 1
  printf '%s\n' "${stamp}" >"${base}/.diff-prepared"
}

# register_dirs ROOT SUBDIR: packages with a +groupName tag (gen_register).
register_dirs() {
  (
    cd "$1" || exit 1
    { grep -l -r --null --include '*.go' --exclude '*_test.go' --exclude-dir vendor \
        -e '^\s*//\s*+groupName' "./${2#./}" || true; } |
      while IFS= read -r -d '' f; do dirname "${f}"; done |
      sed 's|^\./\./|./|' | LC_ALL=C sort -u
  )
}

# by_group PKG...: the runs to make, one line of packages each: one line
# with them all, or with the row option by-group one per API group (packages
# sharing a parent directory), as Makefiles that run a generator group by
# group do.
by_group() {
  if [[ " ${OPTS[*]} " != *" by-group "* ]]; then
    echo "$*"
    return
  fi
  printf '%s\n' "$@" | awk '{ d = $0; sub(/\/[^\/]*$/, "", d); g[d] = g[d] " " $0 } END { for (d in g) print substr(g[d], 2) }' | LC_ALL=C sort
}

# run_side SIDE TREE: run SIDE's generators in TREE; prints nothing on
# success, returns non-zero if a generator did.
run_side() {
  local side="$1" tree="$2" g rc=0 file start
  local -a peers=() dpeers=() lint=()
  local p
  # gvkgen's --extra-peer-dirs would set defaulter-gen's too: name each.
  local pflag=--extra-peer-dirs dflag=--extra-peer-dirs
  [[ "${side}" == gvkgen ]] && pflag=--conversion-extra-peer-dirs dflag=--defaulter-extra-peer-dirs
  IFS=, read -ra p <<<"$(opt extra-peer-dirs)"
  for x in "${p[@]+"${p[@]}"}"; do peers+=("${pflag}" "${x}"); done
  IFS=, read -ra p <<<"$(opt defaulter-peer-dirs)"
  for x in "${p[@]+"${p[@]}"}"; do dpeers+=("${dflag}" "${x}"); done
  [[ -n "$(opt lint-rules)" ]] && lint=(--lint-rules "$(opt lint-rules)")
  if [[ "${side}" == gvkgen ]]; then
    local -a all=() flags=()
    for g in "${RUN_GENS[@]}"; do
      # gvkgen runs register-gen on +k8s:register-gen packages only, not on
      # every +groupName one as gen_register does: not compared.
      [[ "${g}" == register ]] && continue
      flags+=("--${g}-output-file" "$(outfile "${g}")")
      eval "all+=(\"\${PKGS_${g}[@]}\")"
    done
    # gen_helpers' name for register-gen's output too: gvkgen runs it on
    # +k8s:register-gen packages.
    [[ " ${flags[*]} " == *" --register-output-file "* ]] || flags+=(--register-output-file zz_generated.register.go)
    mapfile -t all < <(printf '%s\n' "${all[@]}" | LC_ALL=C sort -u)
    local -a groups=()
    mapfile -t groups < <(by_group "${all[@]}")
    start=${SECONDS}
    for grp in "${groups[@]}"; do
      read -ra all <<<"${grp}"
      (cd "${tree}" && gvk::scratch "${GVKGEN_BIN}" generate --go-header-file "${HEADER}" \
        "${flags[@]}" "${peers[@]+"${peers[@]}"}" "${dpeers[@]+"${dpeers[@]}"}" "${lint[@]+"${lint[@]}"}" "${all[@]}" </dev/null) || rc=1
    done
    TIME[gvkgen]=$((SECONDS - start))
    return "${rc}"
  fi
  start=${SECONDS}
  for g in "${RUN_GENS[@]}"; do
    local bin
    if [[ "${side}" == upstream ]]; then bin="${UP[${g}]}"; else bin="${OURS[${g}]}"; fi
    file="$(outfile "${g}")"
    local -a extra=() pkgs=()
    eval "pkgs=(\"\${PKGS_${g}[@]}\")"
    case "${g}" in
      deepcopy) extra=("${lint[@]+"${lint[@]}"}") ;;
      defaulter) extra=("${dpeers[@]+"${dpeers[@]}"}" "${lint[@]+"${lint[@]}"}") ;;
      conversion) extra=("${peers[@]+"${peers[@]}"}" "${lint[@]+"${lint[@]}"}") ;;
    esac
    gvk::log "${NAME} ${side}: ${g}-gen on ${#pkgs[@]} packages"
    local -a groups=()
    mapfile -t groups < <(by_group "${pkgs[@]}")
    for grp in "${groups[@]}"; do
      read -ra pkgs <<<"${grp}"
      if ! (cd "${tree}" && gvk::scratch "${bin}" --output-file "${file}" --go-header-file "${HEADER}" \
        "${extra[@]+"${extra[@]}"}" "${pkgs[@]}" </dev/null); then
        echo "FAIL: ${NAME} ${side}: ${g}-gen exited non-zero on ${grp}"
        rc=1
      fi
    done
  done
  TIME[${side}]=$((SECONDS - start))
  return "${rc}"
}

# check_build TREE DIR...: "ok", "FAIL" (build) or "vet" (builds, vet fails).
check_build() {
  local tree="$1"
  shift
  if ! (cd "${tree}" && gvk::scratch go build "$@" </dev/null) >"${tree}.build.log" 2>&1; then
    echo FAIL
    return
  fi
  if [[ "${VET}" == 1 ]] && ! (cd "${tree}" && gvk::scratch go vet "$@" </dev/null) >"${tree}.vet.log" 2>&1; then
    echo vet
    return
  fi
  echo ok
}

RESULTS="${WORKDIR}/results.tsv"
: >"${RESULTS}"
failed=0

# module ROW: everything for one row. Runs in a subshell; appends its table
# lines to RESULTS.
module() {
  local row="$1" modver subdir gens g side d
  read -r NAME modver subdir gens rest <<<"${row}"
  read -ra OPTS <<<"${rest:-}"
  local W="${WORKDIR}/${NAME}" base
  base="${W}/base"
  declare -gA TIME=() BUILD=()
  mkdir -p "${W}"
  rm -f "${W}"/*.diff "${W}"/*.log

  # result GEN FILES IDENTICAL_OURS IDENTICAL_GVKGEN COMMITTED NOTE
  result() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "${NAME}" "$@" >>"${RESULTS}"; }

  if ! prepare_base "${modver}" "${base}"; then
    result - - - - - "module download or go.mod preparation failed"
    return 1
  fi
  [[ -d "${base}/${subdir}" ]] || { result - - - - - "no directory ${subdir}"; return 1; }

  HEADER="${GVK_ROOT}/testdata/diff-boilerplate.go.txt"
  local b
  for b in "$(opt boilerplate)" hack/boilerplate.go.txt hack/boilerplate/boilerplate.generatego.txt; do
    [[ -n "${b}" && -f "${base}/${b}" ]] && { HEADER="${base}/${b}"; break; }
  done

  RUN_GENS=()
  IFS=, read -ra gens <<<"${gens}"
  for g in "${ORDER[@]}"; do
    [[ " ${GENS[*]} " == *" ${g} "* ]] || continue
    # register runs on every row when GENERATORS asks for it.
    [[ "${g}" == register || " ${gens[*]} " == *" ${g} "* ]] || continue
    local -a dirs=()
    if [[ "${g}" == register ]]; then
      mapfile -t dirs < <(register_dirs "${base}" "${subdir}")
    else
      mapfile -t dirs < <(gvk::tagged_dirs "${base}" "${subdir}" "${g}")
    fi
    if [[ -n "${SKIP_DIRS}" ]]; then
      mapfile -t dirs < <(printf '%s\n' "${dirs[@]+"${dirs[@]}"}" | grep -vE "${SKIP_DIRS}" | grep . || true)
    fi
    if ((${#dirs[@]} == 0)); then
      result "${g}" 0 - - - "no package under ${subdir} is tagged"
      continue
    fi
    local -a pkgs=()
    mapfile -t pkgs < <(cd "${base}" && gvk::scratch go list -find -f '{{.ImportPath}}' "${dirs[@]}")
    if ((${#pkgs[@]} != ${#dirs[@]})); then
      result "${g}" - - - - "go list -find did not resolve the ${#dirs[@]} tagged directories"
      continue
    fi
    eval "DIRS_${g}=(\"\${dirs[@]}\"); PKGS_${g}=(\"\${pkgs[@]}\")"
    RUN_GENS+=("${g}")
  done
  ((${#RUN_GENS[@]} > 0)) || return 0

  local -a sides=(upstream "${SIDE_LIST[@]}") alldirs=()
  for g in "${RUN_GENS[@]}"; do eval "alldirs+=(\"\${DIRS_${g}[@]}\")"; done
  mapfile -t alldirs < <(printf '%s\n' "${alldirs[@]}" | LC_ALL=C sort -u)

  declare -A GENOK=()
  for side in "${sides[@]}"; do
    local tree="${W}/${side}"
    rm -rf "${tree}"
    cp -a "${base}" "${tree}"
    for g in "${RUN_GENS[@]}"; do
      eval "for d in \"\${DIRS_${g}[@]}\"; do rm -f \"${tree}/\${d}/$(outfile "${g}")\"; done"
    done
    gvk::log "${NAME}: running ${side}"
    if run_side "${side}" "${tree}" >"${W}/${side}.gen.log" 2>&1; then
      GENOK[${side}]=ok
    else
      GENOK[${side}]=FAIL
      gvk::log "${NAME}: ${side} generators failed; tail of ${W}/${side}.gen.log:"
      tail -n 20 "${W}/${side}.gen.log" | sed 's/^/    /'
    fi
    BUILD[${side}]="$(check_build "${tree}" "${alldirs[@]}")"
    gvk::log "${NAME}: ${side}: generate ${GENOK[${side}]} (${TIME[${side}]:-?}s), build ${BUILD[${side}]}"
  done

  # Per generator: files upstream or we wrote, identical count per side.
  local note bad=0
  for g in "${RUN_GENS[@]}"; do
    local file n=0 committed=0 total=0
    file="$(outfile "${g}")"
    declare -A same=()
    local -a gd=()
    eval "gd=(\"\${DIRS_${g}[@]}\")"
    note=""
    for side in "${SIDE_LIST[@]}"; do same[${side}]=0; done
    for d in "${gd[@]}"; do
      local up="${W}/upstream/${d}/${file}"
      [[ -f "${up}" ]] && n=$((n + 1))
      [[ -f "${up}" && -f "${base}/${d}/${file}" ]] && cmp -s "${up}" "${base}/${d}/${file}" && committed=$((committed + 1))
      for side in "${SIDE_LIST[@]}"; do
        [[ "${side}" == gvkgen && "${g}" == register ]] && continue
        local o="${W}/${side}/${d}/${file}"
        [[ -f "${up}" || -f "${o}" ]] || continue
        [[ "${side}" == "${SIDE_LIST[0]}" ]] && total=$((total + 1))
        if [[ -f "${up}" && -f "${o}" ]] && cmp -s "${up}" "${o}"; then
          same[${side}]=$((same[${side}] + 1))
        else
          bad=1
          {
            if [[ ! -f "${o}" ]]; then echo "MISSING (${side}): ${d#./}/${file}"
            elif [[ ! -f "${up}" ]]; then echo "EXTRA (${side}): ${d#./}/${file}"
            else
              echo "DIFFERS (${side}): ${d#./}/${file}"
              diff -u --label "upstream/${d#./}/${file}" --label "${side}/${d#./}/${file}" "${up}" "${o}" || true
            fi
          } >>"${W}/${side}-${g}.diff"
        fi
      done
    done
    for side in "${SIDE_LIST[@]}"; do
      [[ -s "${W}/${side}-${g}.diff" ]] && note+="${side}: $(grep -cE '^(DIFFERS|MISSING|EXTRA) ' "${W}/${side}-${g}.diff") see ${W#"${WORKDIR}/"}/${side}-${g}.diff; "
    done
    local s1="${same[${SIDE_LIST[0]}]}/${total}" s2="-"
    ((${#SIDE_LIST[@]} > 1)) && s2="${same[${SIDE_LIST[1]}]}/${total}"
    if [[ "${g}" == register ]]; then
      [[ "${SIDE_LIST[0]}" == gvkgen ]] && s1=n/a
      [[ "${SIDE_LIST[1]:-}" == gvkgen ]] && s2=n/a
    fi
    result "${g}" "${total}" "${s1}" "${s2}" "${committed}/${n}" "${note%; }"
    unset same
  done

  # Any other file that differs between the trees (nothing else should).
  for side in "${SIDE_LIST[@]}"; do
    local others
    others="$(diff -rq -x go.sum -x '.diff-prepared' -x 'zz_generated.*.go' "${W}/upstream" "${W}/${side}" 2>&1 || true)"
    if [[ -n "${others}" ]]; then
      bad=1
      printf '%s\n' "${others}" >"${W}/${side}-other.diff"
      result other - - - - "${side}: $(grep -c . <<<"${others}") files other than zz_generated.*.go differ: see ${W#"${WORKDIR}/"}/${side}-other.diff"
    fi
    # zz_generated files of the generators run, outside the tagged packages.
    others="$(cd "${W}" && diff -rq "upstream" "${side}" 2>/dev/null |
      grep -E "(/|: )zz_generated\.($(IFS='|'; echo "${RUN_GENS[*]/defaulter/defaults}"))\.go" || true)"
    local -a od=()
    for g in "${RUN_GENS[@]}"; do eval "od+=(\"\${DIRS_${g}[@]}\")"; done
    for d in "${od[@]}"; do
      local rx="(upstream|${side})/${d#./}(: |/zz_generated\.[a-z]+\.go )"
      [[ "${d}" == . ]] && rx="(upstream|${side})(: |/zz_generated\.[a-z]+\.go )"
      others="$(grep -vE "${rx}" <<<"${others}" || true)"
    done
    if [[ -n "${others}" ]]; then
      bad=1
      printf '%s\n' "${others}" >>"${W}/${side}-other.diff"
      result other - - - - "${side}: $(grep -c . <<<"${others}") generated files outside the tagged packages differ: see ${W#"${WORKDIR}/"}/${side}-other.diff"
    fi
  done

  local builds="" times=""
  for side in "${sides[@]}"; do
    builds+="${side}=${GENOK[${side}]:-?}/${BUILD[${side}]:-?} "
    times+="${side}=${TIME[${side}]:-?}s "
  done
  printf '%s\t%s\t%s\n' "${NAME}" "${builds% }" "${times% }" >>"${RESULTS}.builds"
  if [[ "${GENOK[upstream]}" == ok && "${BUILD[upstream]}" == ok ]]; then
    for side in "${SIDE_LIST[@]}"; do
      [[ "${GENOK[${side}]}" == ok && "${BUILD[${side}]}" == ok ]] || bad=1
    done
  fi
  for f in "${W}"/*.diff; do
    [[ -f "${f}" ]] || continue
    echo "---- ${f}"
    head -n "${GVK_DIFF_LINES}" "${f}"
  done
  return "${bad}"
}

: >"${RESULTS}.builds"
for row in "${selected[@]}"; do
  read -r name _ <<<"${row}"
  start=${SECONDS}
  gvk::log "== ${name}: ${row}"
  if (module "${row}"); then :; else failed=1; fi
  awk -F '\t' -v n="${name}" '$1 == n { f = 1 } END { exit !f }' "${RESULTS}" ||
    printf '%s\t-\t-\t-\t-\t-\t%s\n' "${name}" "aborted: see the log above" >>"${RESULTS}"
  gvk::log "== ${name}: done in $((SECONDS - start))s"
done

echo
echo "== diff-upstream summary (sides: upstream vs ${SIDE_LIST[*]}; identical = byte-identical to upstream's file)"
{
  printf 'module\tgenerator\tfiles\tidentical(%s)\tidentical(%s)\tupstream=committed\tnotes\n' "${SIDE_LIST[0]}" "${SIDE_LIST[1]:-}"
  cat "${RESULTS}"
} | column -t -s $'\t'
echo
echo "== generate/build+vet per side (generate status / build: ok, vet = builds but go vet fails, FAIL) and generator time"
column -t -s $'\t' "${RESULTS}.builds"
echo
if ((failed)); then
  echo "diff-upstream: DIFFERENCES (${#selected[@]} modules, ${SECONDS}s); details in ${WORKDIR}/<module>/*.diff and *.log"
  exit 1
fi
echo "diff-upstream: IDENTICAL (${#selected[@]} modules, ${SECONDS}s)"
