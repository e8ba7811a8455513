#!/usr/bin/env bash
# Fails, printing a diff, when the committed generated code of examples/apis
# is not what the generators produce now. Writes nothing.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if ! "$root/hack/update-codegen.sh" --verify; then
  echo "generated code is out of date: run hack/update-codegen.sh" >&2
  exit 1
fi
echo "generated code is up to date"
