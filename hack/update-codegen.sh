#!/usr/bin/env bash
# Regenerates the committed generated code of examples/apis (deepcopy,
# defaults, conversion, register and install) and examples/generated (the
# clientset, listers, informers and apply configurations of
# examples/apis/stores and widgets, flags in hack/example-clients.sh) with
# one gvkgen run, built from this tree (the examples module replaces gvkgen
# by it), and the tag tables of README.md and docs/ from the tag
# definitions.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root/examples"
# shellcheck source=hack/example-clients.sh
source "$root/hack/example-clients.sh"
go tool gvkgen generate --go-header-file ../hack/boilerplate.go.txt "$@" "${example_clients[@]}" \
  --openapi-schema <(go tool gvkgen models-schema "${example_schema[@]}") ./...
cd "$root"
go run ./generators/tags/internal/updatedocs README.md docs
