#!/usr/bin/env bash
# hack/diff-clients.sh [--ci] [--list] [NAME...]: run upstream
# k8s.io/code-generator v0.37.2's applyconfiguration-gen, client-gen,
# lister-gen and informer-gen and ours side by side on the modules of
# testdata/diff-clients.txt and compare the client trees they write.
#
# The harness is TestDiffClients of internal/difftest (one subtest per
# module, and in it per output tree and "other-files"); this runs it with
# go test -tags=differential. For each module (all, the NAMEs given, or with
# --ci the rows marked ci):
#   1. copy module@version from the Go module cache (downloading it through
#      the proxy) into $WORKDIR/NAME/base, then into "upstream" and "ours";
#   2. in each copy, run the tools as the module's own codegen script does
#      (the row's recipe: Kubernetes' update-codegen.sh for client-go,
#      kube_codegen.sh's gen_client, gateway-api's update-clientset.sh),
#      each after deleting the files its tool generated in its output tree;
#   3. compare every file of every output tree byte for byte (and count
#      those equal to the committed file), and the rest of the copies;
#   4. go build and go vet the generated packages of our copy.
# Exits 1 if any file differs or our tree does not build where upstream's
# does.
#
# CI: `hack/diff-clients.sh --ci` runs the rows marked ci (sample-apiserver,
# external-snapshotter: under a minute with warm caches); client-go takes
# a few minutes (its schema is built from k8s.io/kubernetes once).
#
# Environment (all optional):
#   CLIENT_MODULES  module list (default <repo>/testdata/diff-clients.txt)
#   CLIENTS_WORKDIR scratch (default $GVKGEN_CACHE/work/diff-clients); base
#                   trees and schemas are reused across runs
#   VET             0 to skip go vet
#   OURS_CLIENT, OURS_LISTER, OURS_INFORMER, OURS_APPLYCONFIGURATION
#                   our binaries instead of building ./cmd/...
#   GVK_DIFF_LINES  lines of each diff printed in the log (default 60)
set -euo pipefail
# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
gvk::difftest "${BASH_SOURCE[0]}" TestDiffClients "$@"
