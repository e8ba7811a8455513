#!/usr/bin/env bash
# hack/kube-codegen-check.sh: the repository's kube_codegen.sh against
# upstream k8s.io/code-generator v0.37.2's, on real trees.
#
#   1. testdata/kube-codegen (a small module with the cases the greps
#      decide, see its README.md): upstream's kube::codegen::gen_helpers and
#      ours, each on its own copy, with the same arguments; the two trees
#      must be identical, file for file.
#   2. k8s.io/sample-apiserver, k8s.io/apiextensions-apiserver and
#      k8s.io/kube-aggregator at v0.37.2: the gen_helpers call of each
#      module's own hack/update-codegen.sh (extracted from it, run from the
#      module root as `hack/update-codegen.sh` runs it) with our
#      kube_codegen.sh sourced instead of upstream's must leave every
#      committed zz_generated.* file byte for byte as it is, and change no
#      other file; their (and metrics') gen_client calls must write their
#      client trees anew, byte for byte.
#   3. sample-apiserver v0.37.2's gen_openapi call, upstream's script and
#      ours each on its own copy, with the report /dev/null (both must
#      exit 1 on the same violations) and with a report file and
#      --update-report: the trees must be identical, report included.
# Our side runs with GOBIN holding nothing but gvkgen and PATH holding only
# the go command and the system's directories, so no upstream tool stands
# in for a generator gvkgen lacks (such a call fails, naming the packages);
# but upstream's openapi-gen, built as upstream's script builds it, runs
# for gen_openapi until gvkgen has an openapi generator (the row says so).
# Prints one line per tree and exits 1 if any differs.
#
# The check is TestKubeCodegenCheck of internal/difftest (one subtest per
# tree); this runs it with go test -tags=differential.
#
# Environment (all optional):
#   OURS_GVKGEN      gvkgen binary to use (GVKGEN_BIN); default: the script
#                    installs ./cmd/gvkgen from this checkout into its GOBIN
#   UPSTREAM_TOOLS   comma-separated upstream tools (defaulter-gen,
#                    validation-gen) to make available to our side, to check
#                    the rest before gvkgen has those generators; each such
#                    row is marked "with upstream's <tool>"
#   KCG_CHECK_WORKDIR  scratch dir, wiped first (default
#                    $GVKGEN_CACHE/work/kube-codegen-check)
#   GVK_DIFF_LINES   diff lines shown per differing file (default 60)
#   KCG_OPENAPI_MODULES  modules whose gen_openapi call is compared
#                    (default sample-apiserver; kube-aggregator works too;
#                    not apiextensions-apiserver: upstream's openapi-gen
#                    would write into the module cache)
set -euo pipefail
# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
gvk::difftest "${BASH_SOURCE[0]}" TestKubeCodegenCheck "$@"
