#!/usr/bin/env bash
# hack/diff-openapi.sh [--ci] [--list] [NAME...]: kube-openapi's openapi-gen
# (code-generator v0.37.2's) and ours as gen_openapi runs them on sample-apiserver,
# kube-aggregator, apiextensions-apiserver v0.37.2 (--ci), k8s.io/api (api),
# and as k8s.io/kubernetes v1.37.2's update-codegen.sh does (kubernetes, only
# named): definitions, model name files, report byte-identical; models-schema (--ci;
# -kubernetes only named): gvkgen models-schema vs the module's program (cached).
# Environment (all optional):
#   OURS_OPENAPI   openapi-gen binary to check instead of building ./cmd/openapi-gen
#   WORKDIR, MODELS_SCHEMA_WORKDIR  scratch dirs (default $GVKGEN_CACHE/work/openapi, models-schema)
#   GVKGEN_CACHE   tool and scratch cache (default $HOME/.cache/gvkgen)
set -euo pipefail
# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
gvk::difftest "${BASH_SOURCE[0]}" TestDiffOpenAPI "$@"
