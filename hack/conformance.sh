#!/usr/bin/env bash
# hack/conformance.sh [NAME...]: regenerate the committed generated files of
# the real modules listed in testdata/corpus.txt with our generators and
# check that they are byte-for-byte identical, that the module still builds
# and that its listed tests pass. With NAMEs, only those corpus rows.
#
# The harness is TestConformance of internal/difftest (one subtest per
# module and generator); this runs it with go test -tags=differential.
#
# Environment (all optional):
#   CORPUS          corpus file (default <repo>/testdata/corpus.txt)
#   BOILERPLATE     header file (default boilerplate.go.txt beside CORPUS)
#   GENERATORS      comma-separated generators to check (default
#                   deepcopy,defaulter,conversion,prerelease-lifecycle)
#   OURS_DEEPCOPY   deepcopy-gen binary to check instead of building ./cmd/deepcopy-gen
#                   (OURS_DEFAULTER, OURS_CONVERSION likewise)
#   WORKDIR         scratch dir, wiped per module and kept afterwards for
#                   inspection (default $GVKGEN_CACHE/work/conformance)
#   GVKGEN_CACHE    tool and scratch cache (default $HOME/.cache/gvkgen)
#   GVK_DIFF_LINES  most lines of diff printed per differing file (default 200)
set -euo pipefail
# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
gvk::difftest "${BASH_SOURCE[0]}" TestConformance "$@"
