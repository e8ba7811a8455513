#!/usr/bin/env bash
# hack/bench.sh [--markdown PAGE]: time our generators against upstream k8s.io/code-generator
# v0.37.2 and controller-gen object v0.23.0 on real modules.
#
# For each case below, RUNS runs of every tool, interleaved (A,B,C,A,B,C,...)
# so that machine noise spreads over all of them, each measured with
# /usr/bin/time for wall seconds and peak RSS (the largest of the process and
# the children it waited for, e.g. `go list`). Every run starts from the same
# tree: the case's zz_generated.G.go files deleted. Modes:
#   warm  the Go build cache is warmed by one unmeasured run of each tool,
#         and so is gvkgen's syntax cache (GVKGEN_SYNTAXCACHE, kept in WORKDIR)
#   cold  every run gets a fresh empty GOCACHE and syntax cache (the module
#         cache stays warm)
# Prints one table row per case, tool and mode: median wall seconds, median
# peak RSS, and each as a ratio to ours.
#
# The *-codegen cases compare, kube_codegen.sh-style, `gvkgen generate
# --go-header-file B ./SUBDIR/...` (ours) with upstream deepcopy-gen and then
# conversion-gen run one after the other in one measured command (upstream;
# wall time is their sum, peak RSS the larger of the two), each on the
# packages tagged "+k8s:G-gen=" under SUBDIR, as kube_codegen.sh's
# gen_helpers finds and runs them (a generator with no tagged package is not
# run). Every generate run starts with the zz_generated.deepcopy.go and
# zz_generated.conversion.go files of the tagged packages deleted. Before
# timing, the script checks that gvkgen writes exactly the files the upstream
# pair writes (same set of new or changed files in the module, same bytes)
# and that `gvkgen verify` exits 0 on the result and 1 when a file is missing;
# every timed run is checked again against the upstream pair's output, and
# any difference stops the script.
# Each *-codegen case also times `gvkgen verify` on the unchanged tree (all
# generated files present and current; it must exit 0), interleaved with the
# others, and reports it as the case *-verify: ours there is gvkgen verify,
# upstream the same upstream generate runs as in *-codegen (copied into its
# rows of runs.tsv), so wall/ours is the upstream pair's time over verify's.
# CASES=X-verify selects X-codegen (the two are measured together).
#
# The *-object cases compare `controller-gen object:headerFile=B
# paths=./SUBDIR/...` (v0.23.0) with gvkgen given the same arguments in
# controller-gen's syntax, on kubebuilder modules; every run starts with the
# zz_generated.deepcopy.go files controller-gen wrote (committed, with its
# build constraint) deleted, and the script first checks that gvkgen writes
# them byte-identical to controller-gen.
#
# The *-helpers cases time `kube::codegen::gen_helpers` with upstream's
# kube_codegen.sh sourced against the same call with ours (see
# hack/bench-helpers.sh): as users run them (each installs its tools first)
# and, as the case *-helpers-pre, with the tools preinstalled. The *-client
# cases (generator helpers too) do the same with the module's
# `kube::codegen::gen_client` call.
# kubernetes-helpers is opt-in (upstream's side alone runs several minutes).
#
# The client-go case (opt-in: minutes per run; see hack/bench-clientgo.sh)
# times upstream's applyconfiguration-gen, client-gen, lister-gen and
# informer-gen (preinstalled) against ours regenerating client-go's four
# trees from k8s.io/api with Kubernetes' hack/update-codegen.sh flags: the
# four one after the other (case client-go) and each alone (cases
# client-go-applyconfiguration, -client, -lister, -informer). The OpenAPI
# schema is made once beforehand (shared with hack/diff-clients.sh), not
# timed.
#
# The api-golist case times our deepcopy-gen as api-deepcopy does against
# `go list -e -deps -json ./...` (tool go-list, its output thrown away) on
# the same tree, the generated files deleted before every run of either:
# the floor set by the go command, which every load of ours starts with.
# Besides the table, it prints ours / go-list, the figure kept within 1.4x.
#
# The crd-conversion case (opt-in; see hack/bench-crd.sh) times `gvkgen
# generate` and `gvkgen verify` on this repository's examples/apis/crd
# (deepcopy, conversion-gen and crdconversion-gen) against controller-gen
# object and upstream conversion-gen on the same packages, which write no
# Hub/ConvertTo/ConvertFrom and no round-trip tests.
#
# --markdown PAGE also writes the results as Markdown tables into PAGE
# (docs/benchmarks.md): one per case, between its "<!-- bench:CASE -->" and
# "<!-- /bench -->" lines, headed by the date, the machine and the command
# line that reproduces it (see hack/bench-markdown.sh).
#
# Environment (all optional):
#   RUNS           measured runs per tool and mode (default 5)
#   MODES          comma-separated modes (default warm,cold)
#   CASES          comma-separated case names, or "all" (default: every row of
#                  CASE_TABLE not marked opt-in)
#   BOILERPLATE    header file (default <repo>/testdata/boilerplate.go.txt, the Kubernetes Authors header)
#   OURS_DEEPCOPY  deepcopy-gen binary to time instead of building ./cmd/deepcopy-gen
#                  (OURS_CONVERSION likewise)
#   OURS_GVKGEN    gvkgen binary to time instead of building ./cmd/gvkgen
#   OURS_KUBE_CODEGEN  kube_codegen.sh of the *-helpers cases (default
#                  <repo>/kube_codegen.sh; "ours" installs gvkgen from its checkout)
#   WORKDIR        scratch dir, wiped first (default $GVKGEN_CACHE/work/bench);
#                  raw per-run figures are left in $WORKDIR/runs.tsv
#   GVKGEN_CACHE   tool and scratch cache (default $HOME/.cache/gvkgen)
#   CLIENTS_WORKDIR  where the client-go case finds (or makes, once) the OpenAPI
#                  schema, as hack/diff-clients.sh (default $GVKGEN_CACHE/work/diff-clients)
set -euo pipefail

# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# shellcheck source=hack/bench-helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench-helpers.sh"
# shellcheck source=hack/bench-crd.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench-crd.sh"
# shellcheck source=hack/bench-clientgo.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench-clientgo.sh"
# shellcheck source=hack/bench-markdown.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench-markdown.sh"

MARKDOWN=""
while (($# > 0)); do
  case "$1" in
    --markdown) (($# >= 2)) || gvk::die "--markdown needs a page, e.g. --markdown docs/benchmarks.md"; MARKDOWN="$2"; shift 2 ;;
    --markdown=*) MARKDOWN="${1#--markdown=}"; shift ;;
    -h | --help) sed -n '2,/^set -euo/{/^#/s/^# \{0,1\}//p}' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) gvk::die "unknown argument $1; hack/bench.sh takes --markdown PAGE, and its settings in the environment (see hack/bench.sh --help)" ;;
  esac
done
# Settings that change what is measured, as given, for the command line
# written above each Markdown table.
USER_ENV=""
for v in BOILERPLATE OURS_DEEPCOPY OURS_CONVERSION OURS_GVKGEN OURS_KUBE_CODEGEN; do
  [[ -z "${!v:-}" ]] || USER_ENV+="${v}=${!v} "
done
if [[ -n "${MARKDOWN}" ]]; then
  [[ -f "${MARKDOWN}" && -w "${MARKDOWN}" ]] || gvk::die "--markdown ${MARKDOWN}: not a writable file"
  MARKDOWN_ARG="${MARKDOWN}"
  MARKDOWN="$(cd "$(dirname "${MARKDOWN}")" && pwd -P)/$(basename "${MARKDOWN}")"
fi

# Cases: name module@version subdir generator [opt-in]. A new row is a new
# benchmark (conversion additionally needs its tools in gen_tools and
# tool_cmd). Generator "codegen" is the kube_codegen.sh-style comparison
# described above; such a row's name must end in -codegen. Rows marked opt-in
# run only when CASES names them (or is "all"): api-codegen would take the
# default run (RUNS=5, warm and cold) past ~15 minutes on a 2-core machine,
# and its upstream side is mostly api-deepcopy's (conversion-gen finds two
# packages with a field-level +k8s:conversion-gen= tag and writes nothing).
# Module "self" is this checkout's committed tree (generator crd: the
# crd-conversion case, opt-in as a benchmark of our example rather than of
# a real module).
CASE_TABLE=(
  "api-deepcopy k8s.io/api@${GVK_CODEGEN_VERSION} . deepcopy"
  "api-golist k8s.io/api@${GVK_CODEGEN_VERSION} . golist"
  "sample-apiserver-conversion k8s.io/sample-apiserver@${GVK_CODEGEN_VERSION} pkg/apis conversion"
  "apimachinery-conversion k8s.io/apimachinery@${GVK_CODEGEN_VERSION} pkg/apis conversion"
  "sample-apiserver-codegen k8s.io/sample-apiserver@${GVK_CODEGEN_VERSION} pkg/apis codegen"
  "apimachinery-codegen k8s.io/apimachinery@${GVK_CODEGEN_VERSION} pkg/apis codegen"
  "api-codegen k8s.io/api@${GVK_CODEGEN_VERSION} . codegen opt-in"
  "apiextensions-helpers k8s.io/apiextensions-apiserver@${GVK_CODEGEN_VERSION} pkg helpers"
  "kubernetes-helpers k8s.io/kubernetes@v1.37.2 . helpers opt-in"
  "sample-apiserver-client k8s.io/sample-apiserver@${GVK_CODEGEN_VERSION} pkg/apis helpers"
  "apiextensions-client k8s.io/apiextensions-apiserver@${GVK_CODEGEN_VERSION} pkg/apis helpers"
  "client-go k8s.io/client-go@${GVK_CODEGEN_VERSION} . clientgo opt-in"
  "cluster-api-object sigs.k8s.io/cluster-api/api@v1.14.2 . object"
  "prometheus-object github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring@v0.95.1 . object"
  "crd-conversion self ${CRD_SUBDIR} crd opt-in"
)

# The generators a codegen case runs, in kube_codegen.sh gen_helpers' order.
CODEGEN_GENS=(deepcopy conversion)

# gen_tools G: the tools compared for generator G; the first is the baseline.
# For codegen, "verify" is gvkgen verify, reported as its own case.
gen_tools() {
  case "$1" in
    deepcopy) echo "ours upstream controller-gen" ;;
    object) echo "ours controller-gen" ;;
    golist) echo "ours go-list" ;;
    codegen) echo "ours verify upstream" ;;
    helpers) echo "${HELPERS_TOOLS}" ;;
    crd) echo "${CRD_TOOLS}" ;;
    clientgo) echo "${CLIENTGO_TOOLS}" ;;
    *) echo "ours upstream" ;;
  esac
}

RUNS="${RUNS:-5}"
OURS_KUBE_CODEGEN="${OURS_KUBE_CODEGEN:-${GVK_ROOT}/kube_codegen.sh}"
UPSTREAM_KUBE_CODEGEN="$(gvk::module_dir "k8s.io/code-generator@${GVK_CODEGEN_VERSION}")/kube_codegen.sh"
MODES="${MODES:-warm,cold}"
BOILERPLATE="${BOILERPLATE:-${GVK_ROOT}/testdata/boilerplate.go.txt}"
WORKDIR="${WORKDIR:-${GVKGEN_CACHE}/work/bench}"
[[ "${RUNS}" =~ ^[1-9][0-9]*$ ]] || gvk::die "RUNS=${RUNS} is not a positive number"
[[ -f "${BOILERPLATE}" ]] || gvk::die "boilerplate ${BOILERPLATE} not found (set BOILERPLATE)"
BOILERPLATE="$(cd "$(dirname "${BOILERPLATE}")" && pwd -P)/$(basename "${BOILERPLATE}")"
IFS=", " read -ra modes <<<"${MODES}"
for m in "${modes[@]}"; do
  [[ "${m}" == warm || "${m}" == cold ]] || gvk::die "unknown mode ${m} in MODES (warm, cold)"
done

gvk::ensure_time
MACHINE="$(nproc) cores, load average $(cut -d' ' -f1 /proc/loadavg) at the start"

rm -rf "${WORKDIR}"
mkdir -p "${WORKDIR}"
WORKDIR="$(cd "${WORKDIR}" && pwd -P)"
RAW="${WORKDIR}/runs.tsv"
printf 'case\ttool\tmode\trun\twall_s\tmaxrss_kb\n' >"${RAW}"

declare -A BIN=()
# tool_bin TOOL G: resolve (install or build) a tool's binary once.
tool_bin() {
  local key="$1/$2" g
  if [[ -z "${BIN[${key}]:-}" ]]; then
    case "$1/$2" in
      ours/codegen | verify/codegen | ours/object | ours/crd | verify/crd)
        [[ -n "${BIN[gvkgen]:-}" ]] || BIN[gvkgen]="$(gvk::ours_gvkgen "${WORKDIR}/bin")"
        BIN[${key}]="${BIN[gvkgen]}" ;;
      */helpers)
        [[ -n "${BIN[gvkgen]:-}" ]] || BIN[gvkgen]="$(gvk::ours_gvkgen "${WORKDIR}/bin")"
        BIN[${key}]="(a script per case: helpers_setup)" ;;
      */clientgo) BIN[${key}]="(a script per case: clientgo_setup)" ;;
      upstream/crd)
        BIN[controller-gen/crd]="$(gvk::controller_gen)"
        BIN[${key}]="$(gvk::upstream_gen conversion)" ;; # run by PAIR_SCRIPT, see crd_setup
      upstream/codegen)
        for g in "${CODEGEN_GENS[@]}"; do tool_bin upstream "${g}"; done
        BIN[${key}]="(see PAIR_SCRIPT)" ;; # a script per case: codegen_setup
      ours/golist) BIN[${key}]="$(gvk::ours_gen deepcopy "${WORKDIR}/bin")" ;;
      go-list/golist) BIN[${key}]="$(command -v go)" ;;
      ours/*) BIN[${key}]="$(gvk::ours_gen "$2" "${WORKDIR}/bin")" ;;
      upstream/*) BIN[${key}]="$(gvk::upstream_gen "$2")" ;;
      controller-gen/*) BIN[${key}]="$(gvk::controller_gen)" ;;
      *) gvk::die "unknown tool $1" ;;
    esac
  fi
}

# tool_cmd TOOL G SUBDIR: set CMD to the command line for TOOL, run from the
# module root; PKGS holds the case's import paths (codegen: PATTERN and
# PAIR_SCRIPT, see codegen_setup).
tool_cmd() {
  local bin="${BIN[$1/$2]}"
  case "$1/$2" in
    ours/codegen) CMD=("${bin}" generate --go-header-file "${BOILERPLATE}" "${PATTERN}") ;;
    verify/codegen) CMD=("${bin}" verify --go-header-file "${BOILERPLATE}" "${PATTERN}") ;;
    upstream/codegen | upstream/crd) CMD=(bash "${PAIR_SCRIPT}") ;;
    ours/crd) CMD=("${bin}" generate --go-header-file "${CRD_BOILERPLATE}" "${PATTERN}") ;;
    verify/crd) CMD=("${bin}" verify --go-header-file "${CRD_BOILERPLATE}" "${PATTERN}") ;;
    */helpers | */clientgo) CMD=(bash "${WORKDIR}/${CASE_NAME}.${1}.sh") ;;
    ours/object) CMD=("${bin}" "object:headerFile=${BOILERPLATE}" "paths=$(fs_pattern "$3")") ;;
    ours/golist) CMD=("${bin}" --output-file zz_generated.deepcopy.go --go-header-file "${BOILERPLATE}" "${PKGS[@]}") ;;
    # The JSON (megabytes) goes to /dev/null, not to the run's log.
    go-list/golist) CMD=(sh -c 'exec "$0" list -e -deps -json "$1" >/dev/null' "${bin}" "$(fs_pattern "$3")") ;;
    ours/* | upstream/*)
      CMD=("${bin}" --output-file "zz_generated.$2.go" --go-header-file "${BOILERPLATE}" "${PKGS[@]}") ;;
    controller-gen/*)
      CMD=("${bin}" "object:headerFile=${BOILERPLATE}" "paths=$(fs_pattern "$3")") ;;
  esac
}

# fs_pattern SUBDIR: ./SUBDIR/..., or ./... for the module root.
fs_pattern() {
  if [[ "${1#./}" == . ]]; then echo ./...; else echo "./${1#./}/..."; fi
}

# --- object cases -----------------------------------------------------------
# controller-gen object against gvkgen's controller-gen syntax
# (`gvkgen object:headerFile=B paths=./SUBDIR/...`) on a kubebuilder module.
# GENFILES are the zz_generated.deepcopy.go files controller-gen wrote
# (committed, with its build constraint); before timing, both write them
# from a clean tree and must write the same bytes.

# object_setup NAME SUBDIR: set GENFILES; check gvkgen writes what
# controller-gen writes.
object_setup() {
  local name="$1" subdir="$2" f log tool
  mapfile -t GENFILES < <(cd "${MOD}" && find "./${subdir#./}" -name zz_generated.deepcopy.go -type f |
    while read -r f; do [[ "$(head -n 1 "${f}")" == "//go:build !ignore_autogenerated" ]] && echo "${f}"; done | LC_ALL=C sort)
  ((${#GENFILES[@]} > 0)) || gvk::die "${name}: no zz_generated.deepcopy.go of controller-gen under ${subdir}"
  REF="${WORKDIR}/${name}.controller-gen-output"
  rm -rf "${REF}"
  mkdir -p "${WORKDIR}/logs"
  for tool in controller-gen ours; do
    log="${WORKDIR}/logs/${name}.${tool}.check.log"
    clean_tree
    tool_cmd "${tool}" object "${subdir}"
    (cd "${MOD}" && gvk::scratch "${CMD[@]}" </dev/null >"${log}" 2>&1) ||
      { cat "${log}" >&2; gvk::die "${name}: ${tool} failed; log above"; }
    for f in "${GENFILES[@]}"; do
      if [[ "${tool}" == controller-gen ]]; then
        mkdir -p "${REF}/$(dirname "${f}")"
        cp -p "${MOD}/${f}" "${REF}/${f}" || gvk::die "${name}: controller-gen did not write ${f}"
      elif ! cmp -s "${REF}/${f}" "${MOD}/${f}"; then
        diff -u "${REF}/${f}" "${MOD}/${f}" | head -n "${GVK_DIFF_LINES:-200}" >&2 || true
        gvk::die "${name}: gvkgen's ${f} is not controller-gen's (diff above)"
      fi
    done
  done
  gvk::log "${name}: gvkgen writes controller-gen's ${#GENFILES[@]} files, byte-identical"
}

# --- codegen cases ----------------------------------------------------------
# Set by codegen_setup for the current case:
#   PATTERN      gvkgen's package pattern, ./SUBDIR/...
#   PAIR_SCRIPT  script running the upstream generators one after the other
#   GENFILES     files deleted before every generate run (the
#                zz_generated.G.go of each package tagged for G)
#   REF          directory holding the upstream pair's output (REF/<path>)
#   REFFILES     the files the upstream pair writes (paths as ./a/b/file)

# manifest FILE: checksums of every file in the module tree, sorted by path.
manifest() {
  (cd "${MOD}" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r md5sum) >"$1"
}

# written BEFORE AFTER: the files (./a/b/file) new or changed between two
# manifests. Files that went away are reported as ERROR lines.
written() {
  awk '
    FNR == NR { before[substr($0, 35)] = $1; next }
    { f = substr($0, 35); seen[f] = 1; if (!(f in before) || before[f] != $1) print f }
    END { for (f in before) if (!(f in seen)) print "ERROR: removed " f }
  ' "$1" "$2" | LC_ALL=C sort
}

# clean_tree: delete the generated files, for a generate run.
clean_tree() { (cd "${MOD}" && rm -f "${GENFILES[@]}"); }

# check_tree WHAT LOG: the tree holds exactly the upstream pair's output: every
# REFFILES file with its bytes, and no other of GENFILES. Dies otherwise.
check_tree() {
  local f bad=0
  for f in "${REFFILES[@]}"; do
    if [[ ! -f "${MOD}/${f}" ]]; then
      echo "MISSING: ${f}" >&2
      bad=1
    elif ! cmp -s "${REF}/${f}" "${MOD}/${f}"; then
      echo "DIFFERS: ${f} (-upstream +${1})" >&2
      diff -u "${REF}/${f}" "${MOD}/${f}" | head -n "${GVK_DIFF_LINES:-200}" >&2 || true
      bad=1
    fi
  done
  for f in "${GENFILES[@]}"; do
    if [[ -f "${MOD}/${f}" && ! -f "${REF}/${f}" ]]; then
      echo "UNEXPECTED: ${f} (upstream does not write it)" >&2
      bad=1
    fi
  done
  ((bad == 0)) || gvk::die "${CASE_NAME}: ${1} output is not identical to the upstream pair's; see above and ${2}"
}

# codegen_setup NAME SUBDIR: find the tagged packages, write PAIR_SCRIPT and
# check, before any timing, that gvkgen generate writes exactly what the
# upstream pair writes and that gvkgen verify agrees.
codegen_setup() {
  local name="$1" subdir="$2" g d n=0 log pkgs=() dirs=()
  local logs="${WORKDIR}/logs" before="${WORKDIR}/${name}.before" after="${WORKDIR}/${name}.after"
  mkdir -p "${logs}"
  PATTERN="./${subdir#./}/..."
  [[ "${subdir#./}" == . ]] && PATTERN="./..."
  PAIR_SCRIPT="${WORKDIR}/${name}.upstream-pair.sh"
  REF="${WORKDIR}/${name}.upstream-output"
  GENFILES=()
  printf '#!/usr/bin/env bash\n# kube_codegen.sh gen_helpers-style run of %s, from the module root.\nset -e\n' "${name}" >"${PAIR_SCRIPT}"
  for g in "${CODEGEN_GENS[@]}"; do
    mapfile -t dirs < <(gvk::tagged_dirs "${MOD}" "${subdir}" "${g}")
    if ((${#dirs[@]} == 0)); then
      gvk::log "${name}: no package under ${subdir} carries +k8s:${g}-gen=; upstream ${g}-gen is not run"
      continue
    fi
    mapfile -t pkgs < <(cd "${MOD}" && gvk::scratch go list -find -f '{{.ImportPath}}' "${dirs[@]}")
    gvk::log "${name}: ${#pkgs[@]} packages tagged for ${g}-gen"
    n=$((n + ${#pkgs[@]}))
    GENFILES+=("${dirs[@]/%//zz_generated.${g}.go}")
    printf '%q ' "${BIN[upstream/${g}]}" --output-file "zz_generated.${g}.go" \
      --go-header-file "${BOILERPLATE}" "${pkgs[@]}" >>"${PAIR_SCRIPT}"
    printf '\n' >>"${PAIR_SCRIPT}"
  done
  ((n > 0)) || gvk::die "${name}: no package under ${subdir} is tagged for ${CODEGEN_GENS[*]}"

  # Keep the committed files, to say whether the upstream output matches them.
  local committed="${WORKDIR}/${name}.committed"
  rm -rf "${committed}" "${REF}"
  for d in "${GENFILES[@]}"; do
    if [[ -f "${MOD}/${d}" ]]; then
      mkdir -p "${committed}/$(dirname "${d}")"
      cp -p "${MOD}/${d}" "${committed}/${d}"
    fi
  done

  # Reference: what the upstream pair writes on the clean tree.
  clean_tree
  manifest "${before}"
  log="${logs}/${name}.upstream.check.log"
  tool_cmd upstream codegen "${subdir}"
  (cd "${MOD}" && gvk::scratch "${CMD[@]}" </dev/null >"${log}" 2>&1) ||
    { cat "${log}" >&2; gvk::die "${name}: upstream pair failed; log above"; }
  manifest "${after}"
  mapfile -t REFFILES < <(written "${before}" "${after}")
  ((${#REFFILES[@]} > 0)) || gvk::die "${name}: the upstream pair wrote no file; see ${log}"
  for d in "${REFFILES[@]}"; do
    [[ "${d}" != ERROR:* ]] || gvk::die "${name}: upstream pair: ${d#ERROR: }"
    [[ " ${GENFILES[*]} " == *" ${d} "* ]] ||
      gvk::die "${name}: the upstream pair wrote ${d}, which is not one of the files deleted before each run"
    mkdir -p "${REF}/$(dirname "${d}")"
    cp -p "${MOD}/${d}" "${REF}/${d}"
  done
  gvk::log "${name}: upstream pair writes ${#REFFILES[@]} files (${#GENFILES[@]} deleted before each run)"
  local same=0 had=0
  for d in "${REFFILES[@]}"; do
    [[ -f "${committed}/${d}" ]] || continue
    had=$((had + 1))
    cmp -s "${committed}/${d}" "${REF}/${d}" && same=$((same + 1))
  done
  gvk::log "${name}: ${same} of them identical to the module's committed files (${had} committed, ${#REFFILES[@]} written)"

  # gvkgen generate on the same clean tree: same set of files, same bytes.
  clean_tree
  manifest "${before}"
  log="${logs}/${name}.ours.check.log"
  tool_cmd ours codegen "${subdir}"
  (cd "${MOD}" && gvk::scratch "${CMD[@]}" </dev/null >"${log}" 2>&1) ||
    { cat "${log}" >&2; gvk::die "${name}: gvkgen generate failed; log above"; }
  manifest "${after}"
  local got
  got="$(written "${before}" "${after}")"
  if [[ "${got}" != "$(printf '%s\n' "${REFFILES[@]}")" ]]; then
    echo "files written by the upstream pair (<) and by gvkgen generate (>):" >&2
    diff <(printf '%s\n' "${REFFILES[@]}") <(printf '%s\n' "${got}") >&2 || true
    gvk::die "${name}: gvkgen generate does not write the same set of files as the upstream pair; see ${log}"
  fi
  check_tree "gvkgen generate" "${log}"
  gvk::log "${name}: gvkgen generate writes the same ${#REFFILES[@]} files, byte-identical"

  # gvkgen verify: 0 on this tree, 1 with a file missing, and it writes nothing.
  log="${logs}/${name}.verify.check.log"
  tool_cmd verify codegen "${subdir}"
  local rc=0
  (cd "${MOD}" && gvk::scratch "${CMD[@]}" </dev/null >"${log}" 2>&1) || rc=$?
  ((rc == 0)) || { cat "${log}" >&2; gvk::die "${name}: gvkgen verify exited ${rc} on a current tree (want 0); log above"; }
  d="${REFFILES[0]}"
  rm -f "${MOD}/${d}"
  manifest "${before}"
  (cd "${MOD}" && gvk::scratch "${CMD[@]}" </dev/null >"${log}.missing" 2>&1) || rc=$?
  manifest "${after}"
  ((rc == 1)) || { cat "${log}.missing" >&2; gvk::die "${name}: gvkgen verify exited ${rc} with ${d} missing (want 1); log above"; }
  cmp -s "${before}" "${after}" || gvk::die "${name}: gvkgen verify changed the tree"
  cp -p "${REF}/${d}" "${MOD}/${d}"
  check_tree "restored tree" "${log}"
  gvk::log "${name}: gvkgen verify exits 0 on the current tree, 1 with ${d} missing"
  rm -f "${before}" "${after}"
}

# measure CASE TOOL G SUBDIR MODE RUN: one run from a clean tree; appends to
# RAW unless RUN is "warmup". For codegen, verify runs on the tree the upstream
# pair writes (checked, not rewritten) and is recorded as "ours" of the case's
# -verify twin; the upstream pair's runs are recorded for both.
measure() {
  local name="$1" tool="$2" gen="$3" subdir="$4" mode="$5" run="$6" cache="" out
  local log="${WORKDIR}/logs/${name}.${tool}.${mode}.${run}.log"
  mkdir -p "${WORKDIR}/logs"
  if [[ "${gen}" == codegen && "${tool}" == verify ]]; then
    check_tree "tree before gvkgen verify" "${log}"
  elif [[ "${gen}" == crd && "${tool}" == verify ]]; then
    crd_check verify "${log}"
  elif [[ "${gen}" == clientgo ]]; then
    clientgo_clean "${tool}"
  else
    (cd "${MOD}" && rm -f "${GENFILES[@]}")
  fi
  tool_cmd "${tool}" "${gen}" "${subdir}"
  if [[ "${mode}" == cold ]]; then
    cache="$(mktemp -d "${WORKDIR}/gocache.XXXXXX")"
  fi
  if ! (cd "${MOD}" && GOCACHE="${cache:-$(go env GOCACHE)}" GVKGEN_SYNTAXCACHE="${cache:-${WORKDIR}}/syntaxcache" gvk::scratch \
    /usr/bin/time -f '%e %M' -o "${WORKDIR}/time.out" "${CMD[@]}" </dev/null >"${log}" 2>&1); then
    cat "${log}" >&2
    gvk::die "${tool} failed on ${name} (${mode}, run ${run}); log above"
  fi
  [[ -z "${cache}" ]] || rm -rf "${cache}"
  out="$(tail -n 1 "${WORKDIR}/time.out")"
  if [[ "${gen}" == codegen ]]; then
    check_tree "${tool} (${mode}, run ${run})" "${log}"
  elif [[ "${gen}" == crd ]]; then
    crd_check "${tool}" "${log}"
  elif [[ "${gen}" == helpers || "${gen}" == clientgo ]]; then
    helpers_check "${tool} (${mode}, run ${run})" "${log}"
  elif [[ "${tool}" != go-list ]]; then
    local made=0 f
    for f in "${GENFILES[@]}"; do [[ -f "${MOD}/${f}" ]] && made=$((made + 1)); done
    ((made == ${#GENFILES[@]})) ||
      gvk::die "${tool} wrote ${made} of ${#GENFILES[@]} files on ${name}; see ${log}"
  fi
  printf '  %-16s %-5s run %-6s %6ss %6d MB\n' "${tool}" "${mode}" "${run}" "${out% *}" "$((${out#* } / 1024))"
  [[ "${run}" != warmup ]] || return 0
  local rows=("${name} ${tool}")
  if [[ "${gen}" == codegen || "${gen}" == crd ]]; then
    case "${tool}" in
      verify) rows=("${name%-codegen}-verify ours") ;;
      upstream) rows+=("${name%-codegen}-verify upstream") ;;
    esac
  elif [[ "${gen}" == helpers && "${tool}" == *-pre ]]; then
    rows=("${name}-pre ${tool%-pre}")
  elif [[ "${gen}" == clientgo && "${tool}" == *-* ]]; then
    rows=("${name}-${tool#*-} ${tool%%-*}")
  fi
  local r
  for r in "${rows[@]}"; do
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "${r% *}" "${r#* }" "${mode}" "${run}" "${out% *}" "${out#* }" >>"${RAW}"
  done
}

IFS=", " read -ra want <<<"${CASES:-}"
ran=0
for row in "${CASE_TABLE[@]}"; do
  read -r name modver subdir gen optin <<<"${row}"
  if ((${#want[@]} == 0)); then
    [[ "${optin}" != opt-in ]] || continue
  elif [[ " ${want[*]} " != *" all "* && " ${want[*]} " != *" ${name} "* ]] &&
    [[ "${gen}" != codegen || " ${want[*]} " != *" ${name%-codegen}-verify "* ]]; then
    continue
  fi
  ran=$((ran + 1))
  CASE_NAME="${name}"
  read -ra tools <<<"$(gen_tools "${gen}")"
  for t in "${tools[@]}"; do tool_bin "${t}" "${gen}"; done

  MOD="${WORKDIR}/${name}"
  what="${gen}-gen"
  [[ "${gen}" != codegen ]] || what="kube_codegen-style deepcopy+conversion"
  [[ "${gen}" != helpers ]] || what="kube::codegen::gen_helpers, upstream's kube_codegen.sh and ours"
  [[ "${name}" != *-client ]] || what="kube::codegen::gen_client, upstream's kube_codegen.sh and ours"
  [[ "${gen}" != object ]] || what="controller-gen object"
  [[ "${gen}" != clientgo ]] || what="applyconfiguration-gen, client-gen, lister-gen, informer-gen from k8s.io/api"
  [[ "${gen}" != crd ]] || what="gvkgen generate against controller-gen object + conversion-gen"
  [[ "${gen}" != golist ]] || what="deepcopy-gen against go list -e -deps -json"
  gvk::log "== ${name}: ${modver} ${subdir}, ${what}: ${tools[*]}; ${RUNS} runs, modes ${modes[*]}"
  if [[ "${modver}" == self ]]; then
    crd_copy "${MOD}"
  else
    gvk::scratch_copy "${modver}" "${MOD}" || gvk::die "cannot prepare ${modver}"
  fi
  # Fetch the module's dependencies outside the measurements.
  if [[ "${gen}" == helpers ]]; then
    helpers_prepare "${name}" "${MOD}"
    (cd "${MOD}" && gvk::scratch go list -e -deps ./... >/dev/null)
  else
    (cd "${MOD}" && gvk::scratch go list -deps ./... >/dev/null)
  fi
  if [[ "${gen}" == codegen ]]; then
    codegen_setup "${name}" "${subdir}"
  elif [[ "${gen}" == helpers ]]; then
    GENFILES=()
    helpers_setup "${name}"
  elif [[ "${gen}" == object ]]; then
    object_setup "${name}" "${subdir}"
  elif [[ "${gen}" == crd ]]; then
    crd_setup "${name}"
  elif [[ "${gen}" == clientgo ]]; then
    clientgo_setup "${name}"
  else
    g="${gen}"
    [[ "${gen}" != golist ]] || g=deepcopy
    mapfile -t dirs < <(gvk::tagged_dirs "${MOD}" "${subdir}" "${g}")
    ((${#dirs[@]} > 0)) || gvk::die "${name}: no package carries +k8s:${g}-gen="
    mapfile -t PKGS < <(cd "${MOD}" && gvk::scratch go list -find -f '{{.ImportPath}}' "${dirs[@]}")
    GENFILES=("${dirs[@]/%//zz_generated.${g}.go}")
    gvk::log "${name}: ${#PKGS[@]} packages"
  fi

  for mode in "${modes[@]}"; do
    if [[ "${mode}" == warm ]]; then
      gvk::log "${name}: warm-up runs"
      for t in "${tools[@]}"; do measure "${name}" "${t}" "${gen}" "${subdir}" warm warmup; done
    fi
    gvk::log "${name}: ${mode} runs"
    for ((r = 1; r <= RUNS; r++)); do
      for t in "${tools[@]}"; do measure "${name}" "${t}" "${gen}" "${subdir}" "${mode}" "${r}"; done
    done
  done
done
((ran > 0)) || gvk::die "no case matches CASES=${CASES:-}"

# Medians per case, tool and mode, and ratios to the case's first tool (ours).
echo
echo "== bench results (median of ${RUNS} runs; ratio = tool / ours)"
bench_text "${RAW}"
if [[ -n "${MARKDOWN}" ]]; then
  command="${USER_ENV}RUNS=${RUNS} MODES=${MODES} ${CASES:+CASES=${CASES} }hack/bench.sh --markdown ${MARKDOWN_ARG}"
  bench_markdown "${RAW}" "${MARKDOWN}" "${command}" "$(date -u +%Y-%m-%d)" "${MACHINE}"
  gvk::log "results written into ${MARKDOWN_ARG}"
fi
echo "bench: done in ${SECONDS}s; raw figures in ${RAW}"
