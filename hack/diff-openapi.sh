#!/usr/bin/env bash
# hack/diff-openapi.sh [--ci] [--list] [NAME...]: kube-openapi's openapi-gen
# (code-generator v0.37.2's) and ours side by side, as gen_openapi runs
# it, on sample-apiserver, kube-aggregator, apiextensions-apiserver v0.37.2
# (--ci) and every openapi package of k8s.io/api v0.37.2 (api): the
# definitions, the model name files and the report byte-identical.
# TestDiffOpenAPI of internal/difftest, run with go test -tags=differential.
# Environment (all optional):
#   OURS_OPENAPI   openapi-gen binary to check instead of building ./cmd/openapi-gen
#   WORKDIR        scratch dir (default $GVKGEN_CACHE/work/openapi)
#   GVKGEN_CACHE   tool and scratch cache (default $HOME/.cache/gvkgen)
set -euo pipefail
# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
gvk::difftest "${BASH_SOURCE[0]}" TestDiffOpenAPI "$@"
