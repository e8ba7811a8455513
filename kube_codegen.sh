#!/usr/bin/env bash

# kube_codegen.sh: gvkgen's drop-in for k8s.io/code-generator v0.37.2's
# kube_codegen.sh. It defines kube::codegen::gen_helpers,
# kube::codegen::gen_register and kube::codegen::gen_client, with
# upstream's flags and upstream's way of finding packages (a grep for each
# generator's tag under the input directory, then `go list -find`), and
# runs every generator gvkgen has in one `gvkgen generate` per call over
# one load, instead of one tool (one load) per generator. What each generator is (its tool, output file, detection tag
# and flags) is what the gvkgen it runs lists (`gvkgen generators --tsv`):
# this file keeps only gen_helpers' and gen_client's order, gen_register's
# file and tag (upstream's script's), and the upstream tools gvkgen may
# lack. It defines nothing else, so it can be sourced instead of upstream's
# (if gen_helpers, gen_register and gen_client are all you call), or after
# it, to keep upstream's gen_openapi:
#
#   source "${CODEGEN_PKG}/kube_codegen.sh"   # upstream's, optional
#   source "${GVKGEN_PKG}/kube_codegen.sh"    # this file
#   kube::codegen::gen_helpers --boilerplate hack/boilerplate.go.txt ./pkg/apis
#
# Which gvkgen runs:
#   - $GVKGEN_BIN, if set;
#   - else, when this file sits in a gvkgen module (a clone, or the module
#     cache's copy that `go list -m -f '{{.Dir}}' github.com/gvk-dev/gvkgen`
#     prints), its ./cmd/gvkgen, installed into $GOBIN on every call, as
#     upstream's script installs its tools from its own module;
#   - else gvkgen from $GOBIN, else from $PATH.
#
# A gvkgen without `gvkgen generators` is older than this file: the call
# fails, saying to update it, before anything is deleted or written.
#
# Generators gvkgen does not have (validation-gen; defaulter-gen or
# applyconfiguration-gen in a gvkgen without it): for the packages tagged
# for one, upstream's tool of
# that name is run, as upstream's script runs it, if it is installed in
# $GOBIN or on $PATH (it says which binary); otherwise the call fails
# naming the packages, before anything is deleted or written. Nothing is
# skipped silently.
#
# Like upstream's, sourcing this file sets errexit, nounset and pipefail
# and exports GOBIN (go env GOBIN, else $(go env GOPATH)/bin). Old
# zz_generated.<generator>.go files under the input directory are removed,
# as upstream does, but only once the new ones are written: if any step
# fails they are put back, and a file of that name that is not marked
# generated (// Code generated ... DO NOT EDIT.) is never removed.
# gen_client's output trees: the files each generator wrote there and no
# longer writes are deleted by gvkgen once its run succeeds (upstream
# deletes them first); those of an upstream tool run for a generator gvkgen
# lacks are set aside first and put back if anything fails.

set -o errexit
set -o nounset
set -o pipefail

GVKGEN_CODEGEN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"

# The generators gen_helpers runs, in upstream's order, by gvkgen's names.
# What each one is (upstream's tool, its output file, the tag its packages
# are found by) is what gvkgen lists (`gvkgen generators --tsv`), or, for
# one the gvkgen run lacks, its line in GVKGEN_CODEGEN_UPSTREAM_TOOLS.
GVKGEN_CODEGEN_HELPERS=(deepcopy validation defaulter conversion)

# Upstream's tools that gvkgen may lack (validation-gen; defaulter-gen for
# a gvkgen built without it), run for their packages if installed (see the
# top of this file): gvkgen's name for the generator, upstream's tool, the
# output file upstream's gen_helpers gives it, the tag its packages are
# found by. Read only for a generator the gvkgen run does not list.
GVKGEN_CODEGEN_UPSTREAM_TOOLS=(
    "validation validation-gen zz_generated.validations.go +k8s:validation-gen="
    "defaulter defaulter-gen zz_generated.defaults.go +k8s:defaulter-gen="
)

# The generators gen_client runs, in upstream's order, by gvkgen's names,
# with upstream's tool of each (run for it when gvkgen lacks it, if
# installed) and the word of upstream's "Generating <word> code" line.
GVKGEN_CODEGEN_CLIENTS=(
    "applyconfiguration applyconfiguration-gen applyconfig"
    "client client-gen client"
    "lister lister-gen lister"
    "informer informer-gen informer"
)

# What upstream passes validation-gen as --readonly-pkg.
GVKGEN_CODEGEN_READONLY_PKGS=(
    k8s.io/apimachinery/pkg/apis/meta/v1
    k8s.io/apimachinery/pkg/api/resource
    k8s.io/apimachinery/pkg/runtime
    k8s.io/apimachinery/pkg/types
    k8s.io/apimachinery/pkg/util/intstr
    k8s.io/apimachinery/pkg/version
    time
)

function gvkgen::codegen::gobin() {
    local from_env gopath
    from_env="$(go env GOBIN)"
    if [[ -n "${from_env}" ]]; then
        echo "${from_env}"
    else
        gopath="$(go env GOPATH)"
        echo "${gopath%%:*}/bin"
    fi
}
GOBIN="$(gvkgen::codegen::gobin)"
export GOBIN

function gvkgen::codegen::error() {
    echo "kube_codegen.sh (gvkgen): $*" >&2
}

# gvkgen::codegen::default_boilerplate: upstream's default header when
# upstream's script was sourced first, else the same Kubernetes header
# shipped here.
function gvkgen::codegen::default_boilerplate() {
    if [[ -n "${KUBE_CODEGEN_ROOT:-}" ]]; then
        echo "${KUBE_CODEGEN_ROOT}/hack/boilerplate.go.txt"
    else
        echo "${GVKGEN_CODEGEN_ROOT}/testdata/boilerplate.go.txt"
    fi
}

# gvkgen::codegen::gvkgen: print the path of the gvkgen to run (see the
# top of this file), installing it first from this module if it is one.
function gvkgen::codegen::gvkgen() {
    if [[ -n "${GVKGEN_BIN:-}" ]]; then
        if [[ ! -x "${GVKGEN_BIN}" || -d "${GVKGEN_BIN}" ]]; then
            gvkgen::codegen::error "GVKGEN_BIN=${GVKGEN_BIN} is not an executable file"
            return 1
        fi
        echo "${GVKGEN_BIN}"
        return 0
    fi
    if [[ -f "${GVKGEN_CODEGEN_ROOT}/go.mod" && -d "${GVKGEN_CODEGEN_ROOT}/cmd/gvkgen" ]]; then
        if ! (cd "${GVKGEN_CODEGEN_ROOT}" && GO111MODULE=on go install ./cmd/gvkgen) >&2; then
            gvkgen::codegen::error "go install ./cmd/gvkgen in ${GVKGEN_CODEGEN_ROOT} failed (set GVKGEN_BIN to use another gvkgen)"
            return 1
        fi
        echo "${GOBIN}/gvkgen"
        return 0
    fi
    if [[ -x "${GOBIN}/gvkgen" ]]; then
        echo "${GOBIN}/gvkgen"
        return 0
    fi
    if command -v gvkgen; then
        return 0
    fi
    gvkgen::codegen::error "gvkgen not found in \$GOBIN (${GOBIN}) nor on \$PATH; install it (go install github.com/gvk-dev/gvkgen/cmd/gvkgen@latest), set GVKGEN_BIN, or source the kube_codegen.sh of a gvkgen checkout"
    return 1
}

# gvkgen::codegen::list: read what ${gvkgen} lists (`gvkgen generators
# --tsv`: name, tool, gvkgen's output file, the single tool's, detection
# tag, then its own flags as flag=gvkgen-flag,...) into gvkgen_list, one
# "name tool file tag" line per generator, gvkgen_gens, " name ... ", and
# gvkgen_peer_flag, the flag that gives conversion, and conversion only,
# extra peer directories ("" for none): --conversion-extra-peer-dirs where
# defaulter has --extra-peer-dirs too. Fails, saying to update gvkgen, if
# it lists nothing it can read.
function gvkgen::codegen::list() {
    local out update="update it (go install github.com/gvk-dev/gvkgen/cmd/gvkgen@latest), or set GVKGEN_BIN to a newer one"
    if ! out="$("${gvkgen}" generators --tsv)"; then
        gvkgen::codegen::error "\`${gvkgen} generators --tsv\` failed: a gvkgen without the generators command is older than this script; ${update}"
        return 1
    fi
    if [[ -z "${out}" ]]; then
        gvkgen::codegen::error "\`${gvkgen} generators --tsv\` listed no generators: it is older than this script; ${update}"
        return 1
    fi
    if ! gvkgen_list="$(awk -F '\t' -v who="${gvkgen}" '
        NF < 5 || $1 !~ /^[a-z0-9]+$/ || $2 == "" || $3 == "" || $5 == "" || ($2 $3 $5) ~ / / {
            printf "kube_codegen.sh (gvkgen): `%s generators --tsv` printed line %d, not name, tool, output file, tool output file, detection tag, flags, tab-separated: %s\n", who, NR, $0 > "/dev/stderr"
            bad = 1
            exit
        }
        { print $1, $2, $3, $5 }
        END { exit bad }
    ' <<<"${out}")"; then
        gvkgen::codegen::error "${update}"
        return 1
    fi
    gvkgen_tsv="${out}"
    gvkgen_gens=" $(cut -d ' ' -f 1 <<<"${gvkgen_list}" | tr '\n' ' ') "
    # A gvkgen that lists no flags (five columns, built before they were
    # listed) has defaulter, hence --conversion-extra-peer-dirs.
    gvkgen_peer_flag="$(awk -F '\t' '$1 == "conversion" {
        if (NF < 6) { print "--conversion-extra-peer-dirs"; exit }
        n = split($6, f, ",")
        for (i = 1; i <= n; i++) if (sub(/^extra-peer-dirs=/, "--", f[i])) print f[i]
    }' <<<"${out}")"
}

# gvkgen::codegen::helpers HELPER...: set helpers to each HELPER as "name
# tool file tag": as given if it has those four words (gen_register's),
# else what gvkgen lists for that name, else its line of
# GVKGEN_CODEGEN_UPSTREAM_TOOLS. Fails for a name neither has.
function gvkgen::codegen::helpers() {
    local h line found
    helpers=()
    for h in "$@"; do
        found=""
        [[ "${h}" != *" "* ]] || found="${h}"
        while [[ -z "${found}" ]] && IFS= read -r line; do
            [[ "${line%% *}" != "${h}" ]] || found="${line}"
        done <<<"${gvkgen_list}"
        for line in "${GVKGEN_CODEGEN_UPSTREAM_TOOLS[@]}"; do
            [[ -n "${found}" || "${line%% *}" != "${h}" ]] || found="${line}"
        done
        if [[ -z "${found}" ]]; then
            gvkgen::codegen::error "${gvkgen} lists no ${h} generator (gvkgen generators), and this script knows no upstream tool to run for it; update gvkgen, or set GVKGEN_BIN to one that has ${h}"
            return 1
        fi
        helpers+=("${found}")
    done
}

# gvkgen::codegen::tool NAME: the path of upstream's NAME (validation-gen)
# in $GOBIN or on $PATH, or nothing.
function gvkgen::codegen::tool() {
    if [[ -x "${GOBIN}/$1" && ! -d "${GOBIN}/$1" ]]; then
        echo "${GOBIN}/$1"
    else
        command -v "$1" || true
    fi
}

# gvkgen::codegen::find_tagged TMP TAG...: for each TAG, write into
# TMP/dirs.<n> (n from 0) the directories of the .go files under in_dir
# with a line matching ^\s*//\s*TAG, sorted, as upstream's script finds
# them (one grep -r per tag): here one grep -r for all the tags, then one
# grep per tag over the files it found.
function gvkgen::codegen::find_tagged() {
    local tmp="$1" tag n=0 f patterns=()
    shift
    for tag in "$@"; do
        patterns+=(-e "^\s*//\s*${tag}")
    done
    grep -l --null "${patterns[@]}" -r "${in_dir}" --include '*.go' \
        --exclude-dir .git --exclude-dir _output --exclude-dir vendor \
        >"${tmp}/files" || true
    for tag in "$@"; do
        if [[ -s "${tmp}/files" ]]; then
            xargs -0 grep -l --null -e "^\s*//\s*${tag}" <"${tmp}/files" || true
        fi | while read -r -d $'\0' f; do
            # dirname, without a process per file
            f="${f%/*}"
            echo "${f:-/}"
        done | LC_ALL=C sort -u >"${tmp}/dirs.${n}"
        n=$((n + 1))
    done
}

# gvkgen::codegen::import_paths TMP: write TMP/map, "<dir> <import path>"
# for every directory of TMP/dirs.*: one `go list -find` for all of them,
# or, if that fails (a directory of another module), upstream's `go list
# -find .` in each.
function gvkgen::codegen::import_paths() {
    local tmp="$1" d dirs=() pkgs
    LC_ALL=C sort -u "${tmp}"/dirs.* >"${tmp}/all"
    [[ -s "${tmp}/all" ]] || { : >"${tmp}/map"; return 0; }
    while IFS= read -r d; do
        case "${d}" in
            /* | ./* | ../*) dirs+=("${d}") ;;
            *) dirs+=("./${d}") ;;
        esac
    done <"${tmp}/all"
    if pkgs="$(GO111MODULE=on go list -find -f '{{.ImportPath}}' "${dirs[@]}" 2>/dev/null)" &&
        [[ "$(printf '%s\n' "${pkgs}" | wc -l)" -eq "${#dirs[@]}" ]]; then
        printf '%s\n' "${pkgs}" >"${tmp}/pkgs"
    else
        while IFS= read -r d; do
            (cd "${d}" && GO111MODULE=on go list -find .) || return 1
        done <"${tmp}/all" >"${tmp}/pkgs"
    fi
    paste -d ' ' "${tmp}/all" "${tmp}/pkgs" >"${tmp}/map"
}

# The run in progress: what each job does (parallel arrays, one entry per
# generator with packages) and which old files were set aside. Set by
# gvkgen::codegen::run and the functions it calls, which share them through
# bash's dynamic scoping, as they share the caller's in_dir, boilerplate, v,
# lint_args and extra_peers.

# gvkgen::codegen::plan HELPER...: fill job_* for each helper ("name tool
# file tag", see gvkgen::codegen::helpers) with packages under in_dir, each
# job run by gvkgen if it has that generator, else by upstream's tool if
# installed. Fails, naming the packages, when neither can run a job.
function gvkgen::codegen::plan() {
    local helper name tool file tag pkgs runner missing=0 n=0 tags=() tmp
    tmp="$(mktemp -d "${TMPDIR:-/tmp}/kube_codegen.XXXXXX")"
    for helper in "$@"; do
        read -r name tool file tag <<<"${helper}"
        tags+=("${tag}")
    done
    gvkgen::codegen::find_tagged "${tmp}" "${tags[@]}"
    gvkgen::codegen::import_paths "${tmp}" || { rm -rf "${tmp}"; return 1; }
    for helper in "$@"; do
        read -r name tool file tag <<<"${helper}"
        pkgs="$(awk 'NR == FNR { want[$0] = 1; next } ($1 in want) { print $2 }' "${tmp}/dirs.${n}" "${tmp}/map")"
        n=$((n + 1))
        [[ -n "${pkgs}" ]] || continue
        if [[ "${gvkgen_gens}" == *" ${name} "* ]]; then
            runner=gvkgen
        else
            runner="$(gvkgen::codegen::tool "${tool}")"
            if [[ -z "${runner}" ]]; then
                gvkgen::codegen::error "$(echo "${pkgs}" | wc -l | tr -d ' ') package(s) under ${in_dir} are tagged ${tag}, and gvkgen (${gvkgen}) has no ${tool}:"
                printf '    %s\n' ${pkgs} >&2
                gvkgen::codegen::error "install upstream's ${tool} into \$GOBIN or your \$PATH (go install k8s.io/code-generator/cmd/${tool}@v0.37.2) and it is run for them, or source k8s.io/code-generator's kube_codegen.sh for this call"
                missing=1
                continue
            fi
        fi
        if [[ "${runner}" == gvkgen && "${name}" == conversion && -z "${gvkgen_peer_flag}" && "${#extra_peers[@]}" -gt 0 ]]; then
            gvkgen::codegen::error "${gvkgen} lists no gvkgen flag for conversion-gen's --extra-peer-dirs, so it cannot take --extra-peer-dir; update it, or set GVKGEN_BIN to a newer one"
            missing=1
            continue
        fi
        job_names+=("${name}")
        job_tools+=("${tool}")
        job_files+=("${file}")
        job_pkgs+=("${pkgs}")
        job_runners+=("${runner}")
    done
    rm -rf "${tmp}"
    if [[ "${missing}" -ne 0 ]]; then
        gvkgen::codegen::error "nothing was generated or deleted"
        return 1
    fi
}

# gvkgen::codegen::set_aside: save the old zz_generated.<generator>.go
# files of every job under in_dir into a tar file, then delete them, as
# upstream deletes them before generating; a file not marked generated
# stays.
function gvkgen::codegen::set_aside() {
    local i names=() f
    aside_dir="$(mktemp -d "${TMPDIR:-/tmp}/kube_codegen.XXXXXX")"
    for i in "${!job_files[@]}"; do
        [[ "${#names[@]}" -eq 0 ]] || names+=(-o)
        names+=(-name "${job_files[i]}")
    done
    find "${in_dir}" -type f \( "${names[@]}" \) -print0 >"${aside_dir}/found"
    [[ -s "${aside_dir}/found" ]] || return 0
    # The generated ones, as go/ast.IsGenerated reads a file: a "// Code
    # generated ... DO NOT EDIT." line before the package clause.
    xargs -0 awk '
        FNR == 1 { if (file != "" && !generated) print file > "/dev/stderr"; file = FILENAME; generated = decided = 0 }
        decided { next }
        /^package[ \t]/ { decided = 1 }
        /^\/\/ Code generated .* DO NOT EDIT\.\r?$/ { decided = generated = 1; print FILENAME }
        END { if (file != "" && !generated) print file > "/dev/stderr" }
    ' <"${aside_dir}/found" 2>"${aside_dir}/kept" | tr '\n' '\0' >"${aside_dir}/generated"
    while IFS= read -r f; do
        gvkgen::codegen::error "warning: ${f} is not marked generated (// Code generated ... DO NOT EDIT.); it is left in place (upstream's script deletes it)"
    done <"${aside_dir}/kept"
    [[ -s "${aside_dir}/generated" ]] || return 0
    tar -cPf "${aside_dir}/old.tar" --null -T "${aside_dir}/generated"
    xargs -0 rm -f <"${aside_dir}/generated"
}

# gvkgen::codegen::put_back: after a failure, restore every file set aside
# where no new file took its place.
function gvkgen::codegen::put_back() {
    local n=0 f
    if [[ -s "${aside_dir}/generated" ]]; then
        while IFS= read -r -d $'\0' f; do
            [[ -e "${f}" ]] || n=$((n + 1))
        done <"${aside_dir}/generated"
        tar -xPkf "${aside_dir}/old.tar" 2>/dev/null || true
    fi
    rm -rf "${aside_dir}"
    [[ "${n}" -eq 0 ]] || gvkgen::codegen::error "put back the ${n} old generated file(s) it had set aside"
}

# gvkgen::codegen::gvkgen_args: gvkgen generate's arguments for the jobs
# gvkgen runs, into args; returns 1 if it runs none.
function gvkgen::codegen::gvkgen_args() {
    local i peer none=1
    args=(generate -v "${v}" --go-header-file "${boilerplate}")
    for i in "${!job_names[@]}"; do
        [[ "${job_runners[i]}" == gvkgen ]] || continue
        none=0
        args+=("--${job_names[i]}-output-file" "${job_files[i]}")
        args+=("--${job_names[i]}-packages" "$(echo "${job_pkgs[i]}" | paste -sd, -)")
        if [[ "${job_names[i]}" == conversion ]]; then
            for peer in ${extra_peers[@]+"${extra_peers[@]}"}; do
                args+=("${gvkgen_peer_flag}" "${peer}")
            done
        fi
    done
    args+=(${lint_args[@]+"${lint_args[@]}"})
    return "${none}"
}

# gvkgen::codegen::run_tool I: run upstream's tool for job I as upstream's
# script runs it.
function gvkgen::codegen::run_tool() {
    local i="$1" pkg peer args=(-v "${v}" --output-file "${job_files[$1]}")
    echo "Running ${job_runners[i]} (gvkgen has no ${job_tools[i]})" >&2
    if [[ "${job_names[i]}" == validation ]]; then
        for pkg in "${GVKGEN_CODEGEN_READONLY_PKGS[@]}"; do
            args+=(--readonly-pkg "${pkg}")
        done
    fi
    args+=(--go-header-file "${boilerplate}")
    if [[ "${job_names[i]}" == conversion ]]; then
        for peer in ${extra_peers[@]+"${extra_peers[@]}"}; do
            args+=(--extra-peer-dirs "${peer}")
        done
    fi
    args+=(${lint_args[@]+"${lint_args[@]}"})
    # shellcheck disable=SC2086 # one import path per word
    "${job_runners[i]}" "${args[@]}" ${job_pkgs[i]}
}

# gvkgen::codegen::run HELPER...: find the packages of each helper (a
# generator's name, or "name tool file tag") under
# in_dir, set the old files aside, run gvkgen once for every generator it
# has and upstream's tool for the others, then drop the old files (or put
# them back if anything failed).
function gvkgen::codegen::run() {
    local gvkgen gvkgen_list gvkgen_tsv gvkgen_gens gvkgen_peer_flag i args=() helpers=()
    local job_names=() job_tools=() job_files=() job_pkgs=() job_runners=()
    local aside_dir=""
    gvkgen="$(gvkgen::codegen::gvkgen)" || return 1
    gvkgen::codegen::list || return 1
    gvkgen::codegen::helpers "$@" || return 1
    gvkgen::codegen::plan "${helpers[@]}" || return 1
    [[ "${#job_names[@]}" -gt 0 ]] || return 0
    for i in "${!job_names[@]}"; do
        echo "Generating ${job_names[i]} code for $(echo "${job_pkgs[i]}" | wc -l | tr -d ' ') targets"
    done
    gvkgen::codegen::set_aside
    if gvkgen::codegen::gvkgen_args; then
        if ! "${gvkgen}" "${args[@]}"; then
            gvkgen::codegen::put_back
            return 1
        fi
    fi
    for i in "${!job_names[@]}"; do
        [[ "${job_runners[i]}" != gvkgen ]] || continue
        if ! gvkgen::codegen::run_tool "${i}"; then
            gvkgen::codegen::put_back
            return 1
        fi
    done
    rm -rf "${aside_dir}"
}

# gvkgen::codegen::lint_args RULES: set lint_args for --lint-rules RULES.
function gvkgen::codegen::lint_args() {
    lint_args=()
    if [[ -n "$1" ]]; then
        lint_args+=("--lint-rules" "$1")
    fi
}

# Generate tagged helper code: deepcopy, validations, defaults and
# conversions, as upstream's gen_helpers.
#
# USAGE: kube::codegen::gen_helpers [FLAGS] <input-dir>
#
# <input-dir>
#   The root directory under which to search for Go files which request code
#   to be generated. This must be a local path, not a Go package.
#
# FLAGS:
#
#   --boilerplate <string = Kubernetes license header>
#     An optional override for the header file to insert into generated files.
#
#   --extra-peer-dir <string>
#     An optional list (this flag may be specified multiple times) of "extra"
#     directories to consider during conversion generation.
#
#   --lint-rules <string>
#     Passed on as upstream does; gvkgen accepts it and always checks tags.
#
function kube::codegen::gen_helpers() {
    local in_dir=""
    local boilerplate
    local v="${KUBE_VERBOSE:-0}"
    local extra_peers=()
    local lint_rules=""
    local lint_args=()
    boilerplate="$(gvkgen::codegen::default_boilerplate)"

    while [ "$#" -gt 0 ]; do
        case "$1" in
            "--boilerplate" | "--extra-peer-dir" | "--lint-rules")
                if [ "$#" -lt 2 ]; then
                    echo "missing value for $1" >&2
                    return 1
                fi
                case "$1" in
                    "--boilerplate") boilerplate="$2" ;;
                    "--extra-peer-dir") extra_peers+=("$2") ;;
                    "--lint-rules") lint_rules="$2" ;;
                esac
                shift 2
                ;;
            *)
                if [[ "$1" =~ ^-- ]]; then
                    echo "unknown argument: $1" >&2
                    return 1
                fi
                if [ -n "$in_dir" ]; then
                    echo "too many arguments: $1 (already have $in_dir)" >&2
                    return 1
                fi
                in_dir="$1"
                shift
                ;;
        esac
    done

    if [ -z "${in_dir}" ]; then
        echo "input-dir argument is required" >&2
        return 1
    fi
    gvkgen::codegen::lint_args "${lint_rules}"
    gvkgen::codegen::run "${GVKGEN_CODEGEN_HELPERS[@]}"
}

# Generate register code, as upstream's gen_register: register-gen (run by
# gvkgen) on every package under the input directory with a +groupName
# line, writing zz_generated.register.go.
#
# USAGE: kube::codegen::gen_register [FLAGS] <input-dir>
#
# FLAGS:
#
#   --boilerplate <string = Kubernetes license header>
#     An optional override for the header file to insert into generated files.
#
#   --lint-rules <string>
#     Passed on as upstream does; gvkgen accepts it and always checks tags.
#
function kube::codegen::gen_register() {
    local in_dir=""
    local boilerplate
    local v="${KUBE_VERBOSE:-0}"
    local extra_peers=()
    local lint_rules=""
    local lint_args=()
    boilerplate="$(gvkgen::codegen::default_boilerplate)"

    while [ "$#" -gt 0 ]; do
        case "$1" in
            "--boilerplate" | "--lint-rules")
                if [ "$#" -lt 2 ]; then
                    echo "missing value for $1" >&2
                    return 1
                fi
                case "$1" in
                    "--boilerplate") boilerplate="$2" ;;
                    "--lint-rules") lint_rules="$2" ;;
                esac
                shift 2
                ;;
            *)
                if [[ "$1" =~ ^-- ]]; then
                    echo "unknown argument: $1" >&2
                    return 1
                fi
                if [ -n "$in_dir" ]; then
                    echo "too many arguments: $1 (already have $in_dir)" >&2
                    return 1
                fi
                in_dir="$1"
                shift
                ;;
        esac
    done

    if [ -z "${in_dir}" ]; then
        echo "input-dir argument is required" >&2
        return 1
    fi
    gvkgen::codegen::lint_args "${lint_rules}"
    # Upstream's gen_register's file and tag, not register-gen's defaults.
    gvkgen::codegen::run "register register-gen zz_generated.register.go +groupName"
}

# gvkgen::codegen::flag NAME FLAG: print the gvkgen flag that sets
# generator NAME's own --FLAG alone, as `gvkgen generators --tsv` lists it
# (--client-output-dir for client's --output-dir). Fails if it lists none.
function gvkgen::codegen::flag() {
    local f
    f="$(awk -F '\t' -v name="$1" -v flag="$2" '$1 == name {
        n = split($6, f, ",")
        for (i = 1; i <= n; i++) if (index(f[i], flag "=") == 1) { print "--" substr(f[i], length(flag) + 2); exit }
    }' <<<"${gvkgen_tsv}")"
    if [[ -z "${f}" ]]; then
        gvkgen::codegen::error "${gvkgen} lists no gvkgen flag for ${1}'s --${2} (gvkgen generators --tsv); update it, or set GVKGEN_BIN to a newer one"
        return 1
    fi
    echo "${f}"
}

# gvkgen::codegen::client_inputs: set input_pkgs (import paths) and
# group_versions (<group dir>/<version dir>) as upstream's gen_client
# selects them: the directories under in_dir${one_input_api} with a .go
# file with a "// +genclient" line, named like a version (v1, v2beta1).
function gvkgen::codegen::client_inputs() {
    local dir pkg leaf
    input_pkgs=()
    group_versions=()
    while IFS= read -r dir; do
        leaf="$(basename "${dir}")"
        grep -E -q '^v[0-9]+((alpha|beta)[0-9]+)?$' <<<"${leaf}" || continue
        pkg="$(cd "${dir}" && GO111MODULE=on go list -find .)" || return 1
        input_pkgs+=("${pkg}")
        group_versions+=("$(basename "$(dirname "${dir}")")/${leaf}")
    done < <(
        (grep -l --null -e '^\s*//\s*+genclient' -r "${in_dir}${one_input_api}" --include '*.go' \
            --exclude-dir .git --exclude-dir _output --exclude-dir vendor || true) |
            while read -r -d $'\0' dir; do dirname "${dir}"; done | LC_ALL=C sort -u
    )
}

# gvkgen::codegen::client_plan: set job_names, job_tools, job_words,
# job_dirs and job_runners for the client generators this call runs
# (applyconfiguration with --with-applyconfig, client, lister and informer
# with --with-watch): gvkgen if it has the generator, else upstream's tool
# if installed. Fails, naming the packages, when neither can run one.
function gvkgen::codegen::client_plan() {
    local line name tool word dir runner missing=0
    for line in "${GVKGEN_CODEGEN_CLIENTS[@]}"; do
        read -r name tool word <<<"${line}"
        case "${name}" in
            applyconfiguration) [[ "${applyconfig}" == true ]] || continue; dir="${applyconfig_subdir}" ;;
            client) dir="${clientset_subdir}" ;;
            lister) [[ "${watchable}" == true ]] || continue; dir="${listers_subdir}" ;;
            informer) [[ "${watchable}" == true ]] || continue; dir="${informers_subdir}" ;;
        esac
        runner=gvkgen
        if [[ "${gvkgen_gens}" != *" ${name} "* ]]; then
            runner="$(gvkgen::codegen::tool "${tool}")"
            if [[ -z "${runner}" ]]; then
                gvkgen::codegen::error "${#input_pkgs[@]} package(s) under ${in_dir}${one_input_api} have +genclient types, and gvkgen (${gvkgen}) has no ${tool}:"
                printf '    %s\n' "${input_pkgs[@]}" >&2
                gvkgen::codegen::error "install upstream's ${tool} into \$GOBIN or your \$PATH (go install k8s.io/code-generator/cmd/${tool}@v0.37.2) and it is run for them, or source k8s.io/code-generator's kube_codegen.sh for this call"
                missing=1
                continue
            fi
        fi
        job_names+=("${name}")
        job_tools+=("${tool}")
        job_words+=("${word}")
        job_dirs+=("${out_dir}/${dir}")
        job_runners+=("${runner}")
    done
    if [[ "${missing}" -ne 0 ]]; then
        gvkgen::codegen::error "nothing was generated or deleted"
        return 1
    fi
}

# gvkgen::codegen::client_args NAME: the flags of generator NAME (upstream
# gen_client's, for its tool), into cargs, each as "flag value" pairs of
# its own flag names.
function gvkgen::codegen::client_args() {
    local gv
    case "$1" in
        applyconfiguration)
            cargs=(output-dir "${out_dir}/${applyconfig_subdir}" output-pkg "${applyconfig_pkg}"
                external-applyconfigurations "${applyconfig_external}" openapi-schema "${applyconfig_openapi_schema}") ;;
        client)
            cargs=(output-dir "${out_dir}/${clientset_subdir}" output-pkg "${out_pkg}/${clientset_subdir}"
                clientset-name "${clientset_versioned_name}" apply-configuration-package "${applyconfig_pkg}"
                input-base "$(cd "${in_dir}" && pwd -P)" plural-exceptions "${plural_exceptions}"
                prefers-protobuf "${prefers_protobuf}")
            for gv in "${group_versions[@]}"; do
                cargs+=(input "${gv}")
            done ;;
        lister)
            cargs=(output-dir "${out_dir}/${listers_subdir}" output-pkg "${out_pkg}/${listers_subdir}"
                plural-exceptions "${plural_exceptions}") ;;
        informer)
            cargs=(output-dir "${out_dir}/${informers_subdir}" output-pkg "${out_pkg}/${informers_subdir}"
                versioned-clientset-package "${out_pkg}/${clientset_subdir}/${clientset_versioned_name}"
                listers-package "${out_pkg}/${listers_subdir}" plural-exceptions "${plural_exceptions}") ;;
    esac
}

# gvkgen::codegen::client_gvkgen_args: gvkgen generate's arguments for the
# client jobs gvkgen runs, into args, each flag by the name gvkgen lists
# for it; returns 1 if it runs none.
function gvkgen::codegen::client_gvkgen_args() {
    local i k f cargs=() none=1
    args=(generate -v "${v}" --go-header-file "${boilerplate}")
    for i in "${!job_names[@]}"; do
        [[ "${job_runners[i]}" == gvkgen ]] || continue
        none=0
        args+=("--${job_names[i]}-packages" "$(IFS=,; echo "${input_pkgs[*]}")")
        gvkgen::codegen::client_args "${job_names[i]}"
        for ((k = 0; k < ${#cargs[@]}; k += 2)); do
            f="$(gvkgen::codegen::flag "${job_names[i]}" "${cargs[k]}")" || return 2
            # --prefers-protobuf is a boolean: its value after "=".
            args+=("${f}=${cargs[k + 1]}")
        done
    done
    args+=(${lint_args[@]+"${lint_args[@]}"})
    return "${none}"
}

# gvkgen::codegen::run_client_tool I: run upstream's tool for client job
# I as upstream's gen_client runs it.
function gvkgen::codegen::run_client_tool() {
    local i="$1" k cargs=() targs=()
    echo "Running ${job_runners[i]} (gvkgen has no ${job_tools[i]})" >&2
    gvkgen::codegen::client_args "${job_names[i]}"
    for ((k = 0; k < ${#cargs[@]}; k += 2)); do
        if [[ "${cargs[k]}" == prefers-protobuf ]]; then
            targs+=("--prefers-protobuf=${cargs[k + 1]}")
        else
            targs+=("--${cargs[k]}" "${cargs[k + 1]}")
        fi
    done
    if [[ "${job_names[i]}" == client ]]; then
        "${job_runners[i]}" -v "${v}" --go-header-file "${boilerplate}" "${targs[@]}" ${lint_args[@]+"${lint_args[@]}"}
    else
        "${job_runners[i]}" -v "${v}" --go-header-file "${boilerplate}" "${targs[@]}" ${lint_args[@]+"${lint_args[@]}"} "${input_pkgs[@]}"
    fi
}

# gvkgen::codegen::set_aside_trees: save the files that each client job
# run by upstream's tool generated in its output tree (their "// Code
# generated by <tool>. DO NOT EDIT." line, as upstream's gen_client greps
# them) into a tar file, then delete them, as upstream does before running
# the tool. gvkgen finds its own generators' stale files there itself
# (their owned trees), deleting them only once the run succeeds.
function gvkgen::codegen::set_aside_trees() {
    local i
    aside_dir="$(mktemp -d "${TMPDIR:-/tmp}/kube_codegen.XXXXXX")"
    : >"${aside_dir}/generated"
    for i in "${!job_names[@]}"; do
        [[ "${job_runners[i]}" != gvkgen && -d "${job_dirs[i]}" ]] || continue
        (grep -l --null -e "^// Code generated by ${job_tools[i]}. DO NOT EDIT.\$" -r "${job_dirs[i]}" --include '*.go' \
            --exclude-dir .git --exclude-dir _output --exclude-dir vendor || true) >>"${aside_dir}/generated"
    done
    [[ -s "${aside_dir}/generated" ]] || return 0
    tar -cPf "${aside_dir}/old.tar" --null -T "${aside_dir}/generated"
    xargs -0 rm -f <"${aside_dir}/generated"
}

# gvkgen::codegen::run_clients: plan the client jobs, run gvkgen once for
# those it has, then upstream's tools for the others; after a failure,
# the files set aside for upstream's tools are put back.
function gvkgen::codegen::run_clients() {
    local gvkgen gvkgen_list gvkgen_tsv gvkgen_gens gvkgen_peer_flag i rc args=()
    local job_names=() job_tools=() job_words=() job_dirs=() job_runners=() aside_dir=""
    gvkgen="$(gvkgen::codegen::gvkgen)" || return 1
    gvkgen::codegen::list || return 1
    gvkgen::codegen::client_plan || return 1
    rc=0
    gvkgen::codegen::client_gvkgen_args || rc=$?
    [[ "${rc}" -ne 2 ]] || return 1
    for i in "${!job_names[@]}"; do
        echo "Generating ${job_words[i]} code for ${#input_pkgs[@]} targets"
    done
    gvkgen::codegen::set_aside_trees
    if [[ "${rc}" -eq 0 ]] && ! "${gvkgen}" "${args[@]}"; then
        gvkgen::codegen::put_back
        return 1
    fi
    for i in "${!job_names[@]}"; do
        [[ "${job_runners[i]}" != gvkgen ]] || continue
        if ! gvkgen::codegen::run_client_tool "${i}"; then
            gvkgen::codegen::put_back
            return 1
        fi
    done
    rm -rf "${aside_dir}"
}

# Generate client code, as upstream's gen_client: a clientset
# (client-gen), and optionally apply configurations
# (applyconfiguration-gen), listers and informers (lister-gen,
# informer-gen), for the packages under the input directory with
# +genclient types in a version directory (v1, v1beta1), in one gvkgen run
# over one load (upstream's tool for a generator gvkgen lacks, if
# installed). Files a generator wrote in its output tree and no longer
# writes are deleted, once the run succeeds; a failed run changes nothing.
#
# USAGE: kube::codegen::gen_client [FLAGS] <input-dir>
#
# <input-dir>
#   The root package under which to search for Go files which request clients
#   to be generated. This must be a local path, not a Go package.
#
# FLAGS:
#   --one-input-api <string>
#     A specific API (a directory) under the input-dir for which to generate a
#     client. If this is not set, clients for all APIs under the input-dir
#     will be generated (under the --output-pkg).
#
#   --output-dir <string>
#     The root directory under which to emit code.  Each aspect of client
#     generation will make one or more subdirectories.
#
#   --output-pkg <string>
#     The Go package path (import path) of the --output-dir.  Each aspect of
#     client generation will make one or more sub-packages.
#
#   --boilerplate <string = Kubernetes license header>
#     An optional override for the header file to insert into generated files.
#
#   --clientset-name <string = "clientset">
#     An optional override for the leaf name of the generated "clientset" directory.
#
#   --versioned-name <string = "versioned">
#     An optional override for the leaf name of the generated
#     "<clientset>/versioned" directory.
#
#   --with-applyconfig
#     Enables generation of applyconfiguration files.
#
#   --applyconfig-name <string = "applyconfiguration">
#     An optional override for the leaf name of the generated "applyconfiguration" directory.
#
#   --applyconfig-externals <string = "">
#     An optional list of comma separated external apply configurations locations
#     in <type-package>.<type-name>:<applyconfiguration-package> form.
#
#   --applyconfig-openapi-schema <string = "">
#     An optional path to an openapi schema file, for the Extract functions.
#
#   --with-watch
#     Enables generation of listers and informers for APIs which support WATCH.
#
#   --listers-name <string = "listers">
#     An optional override for the leaf name of the generated "listers" directory.
#
#   --informers-name <string = "informers">
#     An optional override for the leaf name of the generated "informers" directory.
#
#   --plural-exceptions <string = "">
#     An optional list of comma separated plural exception definitions in Type:PluralizedType form.
#
#   --prefers-protobuf
#     Enables generation of clientsets that use protobuf for API requests.
#
#   --lint-rules <string>
#     Passed on as upstream does; gvkgen accepts it and always checks tags.
#
function kube::codegen::gen_client() {
    local in_dir=""
    local one_input_api=""
    local out_dir=""
    local out_pkg=""
    local clientset_subdir="clientset"
    local clientset_versioned_name="versioned"
    local applyconfig="false"
    local applyconfig_subdir="applyconfiguration"
    local applyconfig_external=""
    local applyconfig_openapi_schema=""
    local watchable="false"
    local listers_subdir="listers"
    local informers_subdir="informers"
    local boilerplate
    local plural_exceptions=""
    local v="${KUBE_VERBOSE:-0}"
    local prefers_protobuf="false"
    local lint_rules=""
    local lint_args=()
    local input_pkgs=() group_versions=() applyconfig_pkg=""
    boilerplate="$(gvkgen::codegen::default_boilerplate)"

    while [ "$#" -gt 0 ]; do
        case "$1" in
            "--with-applyconfig") applyconfig="true"; shift ;;
            "--with-watch") watchable="true"; shift ;;
            "--prefers-protobuf") prefers_protobuf="true"; shift ;;
            "--one-input-api" | "--output-dir" | "--output-pkg" | "--boilerplate" | "--clientset-name" | \
                "--versioned-name" | "--applyconfig-name" | "--applyconfig-externals" | \
                "--applyconfig-openapi-schema" | "--listers-name" | "--informers-name" | \
                "--plural-exceptions" | "--lint-rules")
                if [ "$#" -lt 2 ]; then
                    echo "missing value for $1" >&2
                    return 1
                fi
                case "$1" in
                    "--one-input-api") one_input_api="/$2" ;;
                    "--output-dir") out_dir="$2" ;;
                    "--output-pkg") out_pkg="$2" ;;
                    "--boilerplate") boilerplate="$2" ;;
                    "--clientset-name") clientset_subdir="$2" ;;
                    "--versioned-name") clientset_versioned_name="$2" ;;
                    "--applyconfig-name") applyconfig_subdir="$2" ;;
                    "--applyconfig-externals") applyconfig_external="$2" ;;
                    "--applyconfig-openapi-schema") applyconfig_openapi_schema="$2" ;;
                    "--listers-name") listers_subdir="$2" ;;
                    "--informers-name") informers_subdir="$2" ;;
                    "--plural-exceptions") plural_exceptions="$2" ;;
                    "--lint-rules") lint_rules="$2" ;;
                esac
                shift 2
                ;;
            *)
                if [[ "$1" =~ ^-- ]]; then
                    echo "unknown argument: $1" >&2
                    return 1
                fi
                if [ -n "$in_dir" ]; then
                    echo "too many arguments: $1 (already have $in_dir)" >&2
                    return 1
                fi
                in_dir="$1"
                shift
                ;;
        esac
    done

    if [ -z "${in_dir}" ]; then
        echo "input-dir argument is required" >&2
        return 1
    fi
    if [ -z "${out_dir}" ]; then
        echo "--output-dir is required" >&2
        return 1
    fi
    if [ -z "${out_pkg}" ]; then
        # Upstream's script goes on, and its tools fail; so does gvkgen,
        # saying which flag, before anything is written.
        echo "--output-pkg is required" >&2
    fi
    gvkgen::codegen::lint_args "${lint_rules}"

    mkdir -p "${out_dir}"
    gvkgen::codegen::client_inputs || return 1
    [[ "${#group_versions[@]}" -gt 0 ]] || return 0
    if [[ "${applyconfig}" == true ]]; then
        applyconfig_pkg="${out_pkg}/${applyconfig_subdir}"
    fi
    gvkgen::codegen::run_clients
}
