#!/usr/bin/env bash
# Fails, printing a diff, when the committed generated code of examples/apis
# and examples/generated is not what gvkgen produces now. Writes nothing. gvkgen is built from this
# tree: the examples module replaces gvkgen by it.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root/examples"
# shellcheck source=hack/example-clients.sh
source "$root/hack/example-clients.sh"
if ! go tool gvkgen verify --go-header-file ../hack/boilerplate.go.txt "$@" "${example_clients[@]}" \
  --openapi-schema <(go tool gvkgen models-schema "${example_schema[@]}") ./...; then
  echo "generated code is out of date: run hack/update-codegen.sh" >&2
  exit 1
fi
