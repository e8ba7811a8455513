#!/usr/bin/env bash
# hack/bench.sh: time our generators against upstream k8s.io/code-generator
# v0.37.2 (and controller-gen object for deepcopy) on real modules.
#
# For each case below, RUNS runs of every tool, interleaved (A,B,C,A,B,C,...)
# so that machine noise spreads over all of them, each measured with
# /usr/bin/time for wall seconds and peak RSS (the largest of the process and
# the children it waited for, e.g. `go list`). Every run starts from the same
# tree: the case's zz_generated.G.go files deleted. Modes:
#   warm  the Go build cache is warmed by one unmeasured run of each tool
#   cold  every run gets a fresh empty GOCACHE (the module cache stays warm)
# Prints one table row per case, tool and mode: median wall seconds, median
# peak RSS, and each as a ratio to ours.
#
# Environment (all optional):
#   RUNS           measured runs per tool and mode (default 5)
#   MODES          comma-separated modes (default warm,cold)
#   CASES          comma-separated case names (default: all in CASE_TABLE)
#   BOILERPLATE    header file (default <repo>/../shared/boilerplate.go.txt)
#   OURS_DEEPCOPY  deepcopy-gen binary to time instead of building ./cmd/deepcopy-gen
#   WORKDIR        scratch dir, wiped first (default $GVKGEN_CACHE/work/bench);
#                  raw per-run figures are left in $WORKDIR/runs.tsv
#   GVKGEN_CACHE   tool and scratch cache (default $HOME/.cache/gvkgen)
set -euo pipefail

# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Cases: name module@version subdir generator. A new row is a new benchmark
# (conversion additionally needs its tools in gen_tools and tool_cmd).
CASE_TABLE=(
  "api-deepcopy k8s.io/api@${GVK_CODEGEN_VERSION} . deepcopy"
  "sample-apiserver-conversion k8s.io/sample-apiserver@${GVK_CODEGEN_VERSION} pkg/apis conversion"
  "apimachinery-conversion k8s.io/apimachinery@${GVK_CODEGEN_VERSION} pkg/apis conversion"
)

# gen_tools G: the tools compared for generator G; the first is the baseline.
gen_tools() {
  case "$1" in
    deepcopy) echo "ours upstream controller-gen" ;;
    *) echo "ours upstream" ;;
  esac
}

RUNS="${RUNS:-5}"
MODES="${MODES:-warm,cold}"
BOILERPLATE="${BOILERPLATE:-${GVK_ROOT}/../shared/boilerplate.go.txt}"
WORKDIR="${WORKDIR:-${GVKGEN_CACHE}/work/bench}"
[[ "${RUNS}" =~ ^[1-9][0-9]*$ ]] || gvk::die "RUNS=${RUNS} is not a positive number"
[[ -f "${BOILERPLATE}" ]] || gvk::die "boilerplate ${BOILERPLATE} not found (set BOILERPLATE)"
BOILERPLATE="$(cd "$(dirname "${BOILERPLATE}")" && pwd -P)/$(basename "${BOILERPLATE}")"
IFS=", " read -ra modes <<<"${MODES}"
for m in "${modes[@]}"; do
  [[ "${m}" == warm || "${m}" == cold ]] || gvk::die "unknown mode ${m} in MODES (warm, cold)"
done

if [[ ! -x /usr/bin/time ]]; then
  command -v apt-get >/dev/null || gvk::die "/usr/bin/time is missing and apt-get is not available"
  gvk::log "installing GNU time"
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -qq && apt-get install -y -qq time >/dev/null; } </dev/null; then
    gvk::die "apt-get install time failed"
  fi
fi

rm -rf "${WORKDIR}"
mkdir -p "${WORKDIR}"
WORKDIR="$(cd "${WORKDIR}" && pwd -P)"
RAW="${WORKDIR}/runs.tsv"
printf 'case\ttool\tmode\trun\twall_s\tmaxrss_kb\n' >"${RAW}"

declare -A BIN=()
# tool_bin TOOL G: resolve (install or build) a tool's binary once.
tool_bin() {
  local key="$1/$2"
  if [[ -z "${BIN[${key}]:-}" ]]; then
    case "$1" in
      ours) BIN[${key}]="$(gvk::ours_gen "$2" "${WORKDIR}/bin")" ;;
      upstream) BIN[${key}]="$(gvk::upstream_gen "$2")" ;;
      controller-gen) BIN[${key}]="$(gvk::controller_gen)" ;;
      *) gvk::die "unknown tool $1" ;;
    esac
  fi
}

# tool_cmd TOOL G SUBDIR: set CMD to the command line for TOOL, run from the
# module root; PKGS holds the case's import paths.
tool_cmd() {
  local bin="${BIN[$1/$2]}"
  case "$1" in
    ours | upstream)
      CMD=("${bin}" --output-file "zz_generated.$2.go" --go-header-file "${BOILERPLATE}" "${PKGS[@]}") ;;
    controller-gen)
      CMD=("${bin}" "object:headerFile=${BOILERPLATE}" "paths=./${3#./}/...") ;;
  esac
}

# measure CASE TOOL G SUBDIR MODE RUN: one run from a clean tree; appends to
# RAW unless RUN is "warmup".
measure() {
  local name="$1" tool="$2" gen="$3" subdir="$4" mode="$5" run="$6" cache="" out
  local log="${WORKDIR}/logs/${name}.${tool}.${mode}.${run}.log"
  mkdir -p "${WORKDIR}/logs"
  (cd "${MOD}" && rm -f "${GENFILES[@]}")
  tool_cmd "${tool}" "${gen}" "${subdir}"
  if [[ "${mode}" == cold ]]; then
    cache="$(mktemp -d "${WORKDIR}/gocache.XXXXXX")"
  fi
  if ! (cd "${MOD}" && GOCACHE="${cache:-$(go env GOCACHE)}" gvk::scratch \
    /usr/bin/time -f '%e %M' -o "${WORKDIR}/time.out" "${CMD[@]}" </dev/null >"${log}" 2>&1); then
    cat "${log}" >&2
    gvk::die "${tool} failed on ${name} (${mode}, run ${run}); log above"
  fi
  [[ -z "${cache}" ]] || rm -rf "${cache}"
  out="$(tail -n 1 "${WORKDIR}/time.out")"
  local made=0 f
  for f in "${GENFILES[@]}"; do [[ -f "${MOD}/${f}" ]] && made=$((made + 1)); done
  ((made == ${#GENFILES[@]})) ||
    gvk::die "${tool} wrote ${made} of ${#GENFILES[@]} files on ${name}; see ${log}"
  printf '  %-16s %-5s run %-6s %6ss %6d MB\n' "${tool}" "${mode}" "${run}" "${out% *}" "$((${out#* } / 1024))"
  [[ "${run}" == warmup ]] || printf '%s\t%s\t%s\t%s\t%s\t%s\n' "${name}" "${tool}" "${mode}" "${run}" "${out% *}" "${out#* }" >>"${RAW}"
}

IFS=", " read -ra want <<<"${CASES:-}"
ran=0
for row in "${CASE_TABLE[@]}"; do
  read -r name modver subdir gen <<<"${row}"
  if ((${#want[@]} > 0)) && [[ " ${want[*]} " != *" ${name} "* ]]; then continue; fi
  ran=$((ran + 1))
  read -ra tools <<<"$(gen_tools "${gen}")"
  for t in "${tools[@]}"; do tool_bin "${t}" "${gen}"; done

  MOD="${WORKDIR}/${name}"
  gvk::log "== ${name}: ${modver} ${subdir}, ${gen}-gen: ${tools[*]}; ${RUNS} runs, modes ${modes[*]}"
  gvk::scratch_copy "${modver}" "${MOD}"
  mapfile -t dirs < <(gvk::tagged_dirs "${MOD}" "${subdir}" "${gen}")
  ((${#dirs[@]} > 0)) || gvk::die "${name}: no package carries +k8s:${gen}-gen="
  mapfile -t PKGS < <(cd "${MOD}" && gvk::scratch go list -find -f '{{.ImportPath}}' "${dirs[@]}")
  GENFILES=("${dirs[@]/%//zz_generated.${gen}.go}")
  gvk::log "${name}: ${#PKGS[@]} packages"
  # Fetch the module's dependencies outside the measurements.
  (cd "${MOD}" && gvk::scratch go list -deps ./... >/dev/null)

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
awk -F'\t' '
  function median(list,    n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  NR > 1 {
    k = $1 SUBSEP $2 SUBSEP $3
    if (!(k in wall)) order[++n] = k
    wall[k] = wall[k] " " $5; rss[k] = rss[k] " " $6
  }
  END {
    printf "%-28s %-15s %-5s %9s %9s %10s %10s\n", "case", "tool", "mode", "wall_s", "rss_MB", "wall/ours", "rss/ours"
    for (i = 1; i <= n; i++) { k = order[i]; mw[k] = median(wall[k]); mr[k] = median(rss[k]) / 1024 }
    for (i = 1; i <= n; i++) {
      k = order[i]; split(k, p, SUBSEP); base = p[1] SUBSEP "ours" SUBSEP p[3]
      printf "%-28s %-15s %-5s %9.2f %9.0f %10.2f %10.2f\n", p[1], p[2], p[3], mw[k], mr[k], mw[k] / mw[base], mr[k] / mr[base]
    }
  }' "${RAW}"
echo "bench: done in ${SECONDS}s; raw figures in ${RAW}"
