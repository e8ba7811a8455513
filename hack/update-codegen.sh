#!/usr/bin/env bash
# Regenerates the committed generated code of examples/apis with this
# repository's own generators. Usage: hack/update-codegen.sh [extra flags]
# (for example --verify, which is what hack/verify-codegen.sh passes).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
status=0
go run ./cmd/deepcopy-gen \
  --output-file zz_generated.deepcopy.go \
  --go-header-file hack/boilerplate.go.txt \
  "$@" \
  ./examples/apis/... || status=$?
go run ./cmd/conversion-gen \
  --output-file zz_generated.conversion.go \
  --go-header-file hack/boilerplate.go.txt \
  "$@" \
  ./examples/apis/... || status=$?
go run ./cmd/register-gen \
  --output-file register.go \
  --go-header-file hack/boilerplate.go.txt \
  "$@" \
  ./examples/apis/... || status=$?
exit "$status"
