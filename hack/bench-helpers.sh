# shellcheck shell=bash
# hack/bench-helpers.sh: the *-helpers and *-client cases of hack/bench.sh
# (sourced by it): upstream k8s.io/code-generator v0.37.2's kube_codegen.sh
# against the repository's, each sourced and `kube::codegen::gen_helpers`
# (*-client: `kube::codegen::gen_client`, with the THIS_PKG the script
# sets) called with the same arguments from the module root, as a module's
# hack/update-codegen.sh does (a gen_client call that builds its schema with
# `go run .../models-schema` does so on every side, in the measured time).
# For *-client, "the files" below are those the four client tools generated,
# and upstream installs applyconfiguration-gen, client-gen, lister-gen and
# informer-gen. Four tools per case:
#   ours          our kube_codegen.sh as users run it: it installs gvkgen
#                 from its checkout into GOBIN (go install), then runs it once
#   upstream      upstream's as users run it: go install of its four tools
#                 (deepcopy-gen, defaulter-gen, validation-gen,
#                 conversion-gen) into GOBIN, then one run of each tool that
#                 has tagged packages
#   ours-pre      ours with gvkgen preinstalled (GVKGEN_BIN)
#   upstream-pre  upstream's with its tools preinstalled: its `go install`
#                 made a no-op (a shell function named go)
# The -pre runs are reported as the case NAME-pre (ratios to ours-pre).
# Every run starts from the module's tree as committed (gen_helpers removes
# and rewrites its files itself); before timing, the script checks that
# ours and upstream's leave the same zz_generated.* files, and every timed
# run is checked again. Generators gvkgen lacks (validation-gen, defaulter-gen
# before gvkgen had it) are run by our script from upstream's binaries,
# copied into our GOBIN; the log says so.
#
# kubernetes-helpers: upstream's gen_helpers cannot generate k8s.io/kubernetes'
# validations (its validation-gen stops at a +k8s:customValidation tag of
# apimachinery's meta/v1, which Kubernetes' own update-codegen.sh runs with
# other flags), so there validation-gen is a stub that writes nothing, on
# both sides (upstream still installs it): the case times what gvkgen
# replaces, deepcopy, defaulter and conversion, upstream's three loads.
#
# Environment: OURS_KUBE_CODEGEN, the kube_codegen.sh to time as ours
# (default <repo>/kube_codegen.sh; its checkout is what "ours" installs);
# OURS_GVKGEN, the gvkgen of ours-pre (default ./cmd/gvkgen of GVK_ROOT built).

HELPERS_TOOLS="ours upstream ours-pre upstream-pre"

# helpers_call NAME MOD: the gen_helpers call of a case: the module's own
# (from its hack/update-codegen.sh, with SCRIPT_ROOT=hack/..) or, for
# k8s.io/kubernetes (whose update-codegen.sh does not use kube_codegen.sh),
# the flags its hack/update-codegen.sh gives deepcopy, defaulter and
# conversion-gen, on the whole module.
helpers_call() {
  case "$1" in
    kubernetes-helpers)
      printf '%s' 'kube::codegen::gen_helpers --boilerplate "${SCRIPT_ROOT}/hack/boilerplate/boilerplate.generatego.txt"' \
        ' --extra-peer-dir k8s.io/kubernetes/pkg/apis/core --extra-peer-dir k8s.io/kubernetes/pkg/apis/core/v1' \
        ' --extra-peer-dir k8s.io/api/core/v1 --lint-rules known-tags-only,require-explicit-disablement .'
      ;;
    *-client)
      # The call names ${THIS_PKG}, which the script sets before it.
      grep '^THIS_PKG=' "$2/hack/update-codegen.sh"
      sed -n '/^kube::codegen::gen_client/,/[^\\]$/p' "$2/hack/update-codegen.sh"
      ;;
    *)
      sed -n '/^kube::codegen::gen_helpers/,/[^\\]$/p' "$2/hack/update-codegen.sh"
      ;;
  esac
}

# helpers_prepare NAME MOD: make the copy of the module load (k8s.io/kubernetes:
# its ./staging replaces become the published v0.37.2 modules).
helpers_prepare() {
  rm -rf "$2/vendor" "$2/go.work" "$2/go.work.sum"
  case "$1" in
    kubernetes-helpers) gvk::replace_missing "$2" "${GVK_CODEGEN_VERSION}" || gvk::die "$1: cannot prepare go.mod" ;;
  esac
}

# helpers_script TOOL CALL: the script a tool's run executes, from the
# module root.
helpers_script() {
  local tool="$1" call="$2"
  printf '#!/usr/bin/env bash\n# %s: gen_helpers, as hack/bench-helpers.sh times it.\n' "${tool}"
  printf 'export GOWORK=off GOFLAGS=%q BOILERPLATE=%q\nSCRIPT_ROOT=hack/..\n' "${GVK_SCRATCH_GOFLAGS}" "${BOILERPLATE}"
  case "${tool}" in
    ours | ours-pre)
      printf 'export GOBIN=%q\nunset GVKGEN_BIN\n' "${WORKDIR}/gobin-ours"
      [[ "${tool}" == ours ]] || printf 'export GVKGEN_BIN=%q\n' "${BIN[gvkgen]}"
      printf 'source %q\n' "${OURS_KUBE_CODEGEN}"
      ;;
    upstream | upstream-pre)
      printf 'export GOBIN=%q\n' "${WORKDIR}/gobin-upstream"
      printf 'source %q\n' "${UPSTREAM_KUBE_CODEGEN}"
      if [[ "${tool}" == upstream-pre ]]; then
        printf 'go() { [[ "$1" == install ]] || command go "$@"; }\n'
      elif helpers_stubbed "${CASE_NAME}"; then
        # go install sees its own, current validation-gen (moved aside
        # while the stub stands in for it), so installing costs what it
        # costs users.
        printf 'go() {\n  [[ "$1" == install ]] || { command go "$@"; return; }\n'
        printf '  [[ ! -e "${GOBIN}/validation-gen.real" ]] || mv -f "${GOBIN}/validation-gen.real" "${GOBIN}/validation-gen"\n'
        printf '  command go "$@" || return\n  mv -f "${GOBIN}/validation-gen" "${GOBIN}/validation-gen.real"\n'
        printf '  cp %q "${GOBIN}/validation-gen"\n}\n' "${WORKDIR}/stub/validation-gen"
      fi
      ;;
  esac
  printf '%s\n' "${call}"
}

# helpers_manifest: checksums of every zz_generated.* file of the module
# (*-client cases and client-go: of every file the four client tools
# generated).
helpers_manifest() {
  case "${CASE_NAME}" in
    *-client | client-go)
      (cd "${MOD}" && grep -rlZE --include='*.go' '^// Code generated by (applyconfiguration|client|lister|informer)-gen\. DO NOT EDIT\.$' . |
        LC_ALL=C sort -z | xargs -0 -r md5sum) ;;
    *) (cd "${MOD}" && find . -name 'zz_generated.*' -type f -print0 | LC_ALL=C sort -z | xargs -0 -r md5sum) ;;
  esac
}

# helpers_check WHAT LOG: the module's zz_generated.* files are the
# reference run's. Dies otherwise.
helpers_check() {
  if ! diff <(helpers_manifest) "${WORKDIR}/${CASE_NAME}.ref" >"${WORKDIR}/${CASE_NAME}.check" 2>&1; then
    sed 's/^/  /' "${WORKDIR}/${CASE_NAME}.check" >&2
    gvk::die "${CASE_NAME}: after ${1}, the zz_generated.* files are not those upstream's gen_helpers leaves (< now, > upstream's); see ${2}"
  fi
}

# helpers_stubbed NAME: whether the case runs a stub validation-gen.
helpers_stubbed() { [[ "$1" == kubernetes-helpers ]]; }

# helpers_fallbacks: copy into our GOBIN upstream's tools for the
# generators our gvkgen lacks, as a user with them installed would have.
helpers_fallbacks() {
  local name help
  [[ "${CASE_NAME}" != *-client ]] || return 0 # gvkgen has the four client generators
  help="$("${BIN[gvkgen]}" help 2>&1 || true)"
  for name in validation defaulter; do
    if ! grep -q "^ *-${name}-packages " <<<"${help}"; then
      cp "${WORKDIR}/gobin-upstream/${name}-gen" "${WORKDIR}/gobin-ours/${name}-gen"
      gvk::log "${CASE_NAME}: gvkgen has no ${name}-gen: ours runs upstream's for any package tagged for it"
    fi
  done
}

# helpers_setup NAME: write the case's scripts, run upstream's gen_helpers
# once (the reference; it installs upstream's tools), then each other tool
# once, which must leave the same files.
helpers_setup() {
  local name="$1" call tool log
  call="$(helpers_call "${name}" "${MOD}")"
  [[ -n "${call}" ]] || gvk::die "${name}: no gen_helpers call"
  gvk::log "${name}: $(tr -s ' \\\n' ' ' <<<"${call}")"
  mkdir -p "${WORKDIR}/gobin-ours" "${WORKDIR}/gobin-upstream" "${WORKDIR}/logs" "${WORKDIR}/stub"
  printf '#!/bin/sh\n# validation-gen stub of hack/bench-helpers.sh: writes nothing.\nexit 0\n' >"${WORKDIR}/stub/validation-gen"
  chmod +x "${WORKDIR}/stub/validation-gen"
  rm -f "${WORKDIR}/gobin-ours/validation-gen" "${WORKDIR}/gobin-ours/defaulter-gen"
  for tool in ${HELPERS_TOOLS}; do
    helpers_script "${tool}" "${call}" >"${WORKDIR}/${name}.${tool}.sh"
  done
  local committed="${WORKDIR}/${name}.committed"
  helpers_manifest >"${committed}"
  log="${WORKDIR}/logs/${name}.upstream.check.log"
  (cd "${MOD}" && bash "${WORKDIR}/${name}.upstream.sh" </dev/null >"${log}" 2>&1) ||
    { cat "${log}" >&2; gvk::die "${name}: upstream's gen_helpers failed; log above"; }
  helpers_manifest >"${WORKDIR}/${name}.ref"
  gvk::log "${name}: upstream's script leaves $(wc -l <"${WORKDIR}/${name}.ref") generated files, $(LC_ALL=C comm -12 "${committed}" "${WORKDIR}/${name}.ref" | wc -l) as committed"
  helpers_fallbacks
  if helpers_stubbed "${name}"; then
    cp "${WORKDIR}/stub/validation-gen" "${WORKDIR}/gobin-ours/validation-gen"
    gvk::log "${name}: validation-gen is a stub on both sides (see hack/bench-helpers.sh)"
  fi
  for tool in ours ours-pre upstream-pre; do
    log="${WORKDIR}/logs/${name}.${tool}.check.log"
    (cd "${MOD}" && bash "${WORKDIR}/${name}.${tool}.sh" </dev/null >"${log}" 2>&1) ||
      { cat "${log}" >&2; gvk::die "${name}: ${tool} failed; log above"; }
    helpers_check "${tool}" "${log}"
  done
  gvk::log "${name}: ours, ours-pre and upstream-pre leave the same files"
}
