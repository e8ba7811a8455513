#!/usr/bin/env bash
# hack/diff-controller-gen.sh [--manifests] [--ci] [--list] [NAME...]: run controller-gen
# v0.23.0 (`controller-gen object`) and gvkgen (the same arguments in
# controller-gen's syntax, `gvkgen object:...`) side by side on the public
# kubebuilder modules of testdata/controller-gen-modules.txt and compare
# what they write.
#
# The harness is TestDiffControllerGen of internal/difftest (one subtest per
# module, go test -tags=differential); for each row (not marked large, the
# NAMEs given, or with --ci those marked ci): a base tree of module@version
# (nested modules copied in); two copies, "controller-gen" and "gvkgen", each
# without the zz_generated.deepcopy.go files controller-gen wrote; both tools
# run with `object:headerFile=H[,year=Y] paths=P` (timed, peak RSS); every
# file compared byte for byte; `go build` of the paths in each tree; `gvkgen
# verify` must find controller-gen's tree current. Exits 1 on any difference.
# CI: --ci runs two small modules; every row not marked large: minutes, warm.
#
# --manifests (first argument): TestDiffControllerGenManifests, the rows of
# testdata/controller-gen-manifests.txt run with each module's own Makefile
# arguments for crd, rbac and webhook by both tools, every file compared (a
# subtest per generator; one the registry lacks is skipped, naming it);
# `gvkgen verify` must find controller-gen's tree current; a summary table
# gives identical/total generated files per generator and each tool's time
# and peak RSS. --ci: cluster-api-api.
#
# Environment (all optional):
#   MODULES         module list (default <repo>/testdata/controller-gen-modules.txt)
#   MANIFEST_MODULES --manifests' module list (default
#                   <repo>/testdata/controller-gen-manifests.txt)
#   WORKDIR         scratch (default $GVKGEN_CACHE/work/diff-controller-gen);
#                   kept for inspection; base trees are reused across runs
#   OURS_GVKGEN     gvkgen binary instead of building ./cmd/gvkgen
#   CONTROLLER_GEN  controller-gen binary instead of installing v0.23.0
#   BUILD           0 to skip go build (default 1)
#   GVK_DIFF_LINES  lines of each diff printed in the log (default 60)
set -euo pipefail
# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
if [[ "${1:-}" == --manifests ]]; then
  shift
  gvk::difftest "${BASH_SOURCE[0]}" TestDiffControllerGenManifests "$@"
else
  gvk::difftest "${BASH_SOURCE[0]}" TestDiffControllerGen "$@"
fi
