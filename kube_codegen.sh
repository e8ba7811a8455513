#!/usr/bin/env bash

# kube_codegen.sh: gvkgen's drop-in for k8s.io/code-generator v0.37.2's
# kube_codegen.sh. It defines kube::codegen::gen_helpers, gen_register,
# gen_client and gen_openapi, with upstream's flags, each a call of
# `gvkgen kube-codegen <function>`: gvkgen finds the packages as
# upstream's script does (a grep for each generator's tag under the input
# directory, then the packages as `go list -find` names them), runs every
# generator it has in one process over one load, and upstream's tool for
# one it lacks (validation-gen), if installed.
# It defines nothing else, so it can be sourced instead of upstream's, or
# after it:
#
#   source "${CODEGEN_PKG}/kube_codegen.sh"   # upstream's, optional
#   source "${GVKGEN_PKG}/kube_codegen.sh"    # this file
#   kube::codegen::gen_helpers --boilerplate hack/boilerplate.go.txt ./pkg/apis
#
# Which gvkgen runs:
#   - $GVKGEN_BIN, if set;
#   - else, when this file sits in a gvkgen module (a clone, or the module
#     cache's copy that `go list -m -f '{{.Dir}}' github.com/gvk-dev/gvkgen`
#     prints), its ./cmd/gvkgen, installed into $GOBIN as upstream's
#     script installs its tools from its own module (go install runs
#     unless nothing it builds from changed since its last run here: see
#     gvkgen::codegen::install);
#   - else gvkgen from $GOBIN, else from $PATH.
# A gvkgen without the kube-codegen function called is older than this
# file: the call fails, saying to update it, before anything is written.
#
# Like upstream's, sourcing this file sets errexit, nounset and pipefail
# and exports GOBIN (go env GOBIN, else $(go env GOPATH)/bin). What gvkgen
# does for each function (old files set aside and put back on failure,
# upstream's tools for generators it lacks, gen_openapi's API rule report)
# is in docs/kube_codegen.md.

set -o errexit
set -o nounset
set -o pipefail

GVKGEN_CODEGEN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"

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
    if gvkgen::codegen::in_module; then
        gvkgen::codegen::install || return 1
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

# gvkgen::codegen::in_module: whether this file sits in a gvkgen module,
# from which gvkgen::codegen::install installs ./cmd/gvkgen.
function gvkgen::codegen::in_module() {
    [[ -f "${GVKGEN_CODEGEN_ROOT}/go.mod" && -d "${GVKGEN_CODEGEN_ROOT}/cmd/gvkgen" ]]
}

# gvkgen::codegen::install: go install ./cmd/gvkgen of this module into
# $GOBIN, unless nothing it builds from changed since the last install by
# this function. After each, the new binary writes $GOBIN/.gvkgen-install
# (gvkgen kube-codegen install-record write): the time the install
# started, the go command's environment as run here (go env: version,
# GOROOT, GOFLAGS, GOOS...), and the size, modification and change times
# and inode of every file of this module, of the toolchain's tools and of
# the installed binary, as git's index records files. Before each call the
# installed binary checks that record (install-record check); go install
# runs, as on every call before, on any difference (a file edited, added,
# removed, touched; another go or GOFLAGS; the binary replaced), on a file
# changed since two seconds before that start, on a symbolic link in the
# module, off Linux, and when the installed gvkgen does not know the check.
# GVKGEN_INSTALL=always runs it every time.
function gvkgen::codegen::install() {
    local root="${GVKGEN_CODEGEN_ROOT}" record="${GOBIN}/.gvkgen-install" start
    if [[ "${GVKGEN_INSTALL:-}" != "always" && -f "${record}" && -x "${GOBIN}/gvkgen" ]] &&
        "${GOBIN}/gvkgen" kube-codegen install-record check "${record}" "${root}" >/dev/null 2>&1; then
        return 0
    fi
    start="${EPOCHSECONDS:-$(date +%s)}"
    rm -f "${record}"
    if ! (cd "${root}" && GO111MODULE=on go install ./cmd/gvkgen) >&2; then
        gvkgen::codegen::error "go install ./cmd/gvkgen in ${root} failed (set GVKGEN_BIN to use another gvkgen)"
        return 1
    fi
    # A file changed during go install is newer than start - 2: the next
    # call installs again.
    if [[ "${GVKGEN_INSTALL:-}" != "always" ]]; then
        "${GOBIN}/gvkgen" kube-codegen install-record write "${record}" "${root}" "${start}" >/dev/null 2>&1 || rm -f "${record}"
    fi
    return 0
}

# gvkgen::codegen::run FUNCTION ARG...: run `gvkgen kube-codegen FUNCTION
# ARG...` with the default header first (upstream's when upstream's script
# was sourced first, else the Kubernetes header shipped here; a
# --boilerplate in ARG overrides it) and KUBE_VERBOSE.
function gvkgen::codegen::run() {
    local fn="$1" gvkgen boilerplate="${GVKGEN_CODEGEN_ROOT}/testdata/boilerplate.go.txt"
    shift
    if [[ -n "${KUBE_CODEGEN_ROOT:-}" ]]; then
        boilerplate="${KUBE_CODEGEN_ROOT}/hack/boilerplate.go.txt"
    fi
    gvkgen="$(gvkgen::codegen::gvkgen)" || return 1
    # One installed from this module is as new as this file.
    if [[ -z "${GVKGEN_BIN:-}" ]] && gvkgen::codegen::in_module; then
        :
    elif [[ "$("${gvkgen}" kube-codegen --help 2>&1)" != *"kube-codegen "*"${fn}"*" [flags] <input-dir>"* ]]; then
        gvkgen::codegen::error "${gvkgen} has no kube-codegen ${fn}: it is older than this script; update it (go install github.com/gvk-dev/gvkgen/cmd/gvkgen@latest), or set GVKGEN_BIN to a newer one"
        return 1
    fi
    KUBE_VERBOSE="${KUBE_VERBOSE:-0}" "${gvkgen}" kube-codegen "${fn}" --boilerplate "${boilerplate}" "$@"
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
    gvkgen::codegen::run gen_helpers "$@"
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
    gvkgen::codegen::run gen_register "$@"
}

# Generate client code, as upstream's gen_client: a clientset
# (client-gen), and optionally apply configurations
# (applyconfiguration-gen), listers and informers (lister-gen,
# informer-gen), for the packages under the input directory with
# +genclient types in a version directory (v1, v1beta1), in one gvkgen run
# over one load. Files a generator wrote in its output tree and no longer
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
    gvkgen::codegen::run gen_client "$@"
}

# Generate OpenAPI definitions, as upstream's gen_openapi: openapi-gen on
# the packages under the input directory with a +k8s:openapi line, the
# --extra-pkgs and apimachinery's (meta/v1, runtime, version,
# api/resource), writing zz_generated.openapi.go into --output-dir; then
# its API rule violations are checked against --report-filename.
#
# USAGE: kube::codegen::gen_openapi [FLAGS] <input-dir>
#
# FLAGS:
#   --output-dir <string>, --output-pkg <string>
#     Required: the directory to write into, and its Go package path.
#   --extra-pkgs <string>
#     A package to generate for too (this flag may be repeated).
#   --report-filename <string = "/dev/null">
#     The known API rule violations; any other fails the call. The default
#     fails on apimachinery's own: give a file of your repository.
#   --update-report
#     Write the violations found into --report-filename instead.
#   --output-model-name-file <string>
#     Passed on to openapi-gen (OpenAPIModelName methods, in each package).
#   --boilerplate <string = Kubernetes license header>
#     An optional override for the header file to insert into generated files.
#
function kube::codegen::gen_openapi() {
    gvkgen::codegen::run gen_openapi "$@"
}
