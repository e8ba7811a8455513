#!/usr/bin/env bash
# hack/register-check.sh: a semantic check of register-gen on real code.
#
# In a scratch copy of k8s.io/sample-apiserver, dump the kinds that the wardle
# group's hand-written install.Install registers ("group/version Kind", from
# Scheme.AllKnownTypes; internal/difftest/testdata/register-check/main.go.txt,
# run as cmd/knowntypes), replace the hand-written register.go of pkg/apis/wardle,
# pkg/apis/wardle/v1alpha1 and pkg/apis/wardle/v1beta1 with the ones our
# register-gen generates, then build pkg/apis/... and cmd/knowntypes (and check
# that every name the rest of the module uses from them is still declared),
# `go test ./pkg/apis/...`, dump the kinds again: the two dumps must be identical.
#
# Along the way it also checks that register-gen
#   - refuses (exit 2) to overwrite the hand-written register.go files and
#     leaves them untouched;
#   - writes the three register.go files and nothing else (the group has no
#     +k8s:register-gen:install tag, so install/install.go stays hand-written);
#     the doc.go files get the opt-ins that a generated register.go needs to
#     replace these hand-written ones (+k8s:register-gen:internal on the
#     internal version, +k8s:register-gen:scheme-funcs on the external ones);
#   - is idempotent: --verify right after generating reports nothing;
#   - registers each scheme function once per package, and in v1alpha1
#     registers the hand-written addDefaultingFuncs exactly once and not
#     RegisterDefaults as well (addDefaultingFuncs calls it).
# Exits non-zero on any failure. Never edits the generated files.
#
# The check is TestRegisterCheck of internal/difftest (a subtest per step);
# this runs it with go test -tags=differential.
#
# Environment (all optional):
#   OURS_REGISTER            register-gen binary to check instead of ./cmd/register-gen
#   BOILERPLATE              header file (default <repo>/testdata/boilerplate.go.txt, the Kubernetes Authors header)
#   REGISTER_CHECK_BUILD=all build all of the module, not only pkg/apis (see the test)
#   REGISTER_CHECK_WORKDIR   scratch dir, wiped at start and kept afterwards (default $GVKGEN_CACHE/work/register-check)
#   GVKGEN_CACHE             tool and scratch cache (default $HOME/.cache/gvkgen)
set -euo pipefail
# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
gvk::difftest "${BASH_SOURCE[0]}" TestRegisterCheck "$@"
