#!/usr/bin/env bash
# hack/output-tests.sh: run upstream deepcopy-gen's, defaulter-gen's and
# register-gen's own output tests (cmd/G-gen/output_tests of
# k8s.io/code-generator v0.37.2) against ours: the committed files are
# regenerated the way output_tests' go:generate line does, compared with
# the committed ones, and `go test ./...` must pass there. Exits non-zero if
# generation or the tests fail (and on differences too when STRICT_DIFF=1).
#
# The harness is TestOutputTests of internal/difftest (one subtest per
# generator); this runs it with go test -tags=differential.
#
# Environment (all optional):
#   OURS_DEEPCOPY   deepcopy-gen binary to test instead of building ./cmd/deepcopy-gen
#   BOILERPLATE     header file (default <repo>/testdata/boilerplate.go.txt)
#   GENERATORS      comma-separated generators whose output_tests run (default deepcopy,defaulter,register)
#   STRICT_DIFF     1 = a difference from the committed files is a failure
#   WORKDIR         scratch dir, wiped first and kept afterwards
#                   (default $GVKGEN_CACHE/work/output-tests)
#   GVKGEN_CACHE    tool and scratch cache (default $HOME/.cache/gvkgen)
#   GVK_DIFF_LINES  most lines of diff printed per differing file (default 200)
set -euo pipefail
# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
gvk::difftest "${BASH_SOURCE[0]}" TestOutputTests "$@"
