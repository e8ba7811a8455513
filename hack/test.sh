#!/usr/bin/env bash
# Runs every test of the project: vet, unit and example tests, the check
# that committed generated code is current, upstream's deepcopy output tests
# with our generator, and conformance against the real modules of
# ../shared/corpus.txt. QUICK=1 stops after the unit and example tests.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

echo "== go vet"
go vet ./...
echo "== go test"
go test -count=1 ./...
echo "== verify generated code"
hack/verify-codegen.sh
echo "== fuzz (briefly)"
# Every fuzz target of the project, found by name, run briefly: for a count
# of inputs, not a duration, as a duration-based -fuzztime can fail with a
# spurious "context deadline exceeded" in Go 1.26's fuzz coordinator
# (golang/go#75804, fixed in Go 1.27).
grep -rhoE --include='*_test.go' '^func Fuzz[A-Za-z0-9_]+' generators | wc -l | grep -qv '^0$'
for file in $(grep -rlE --include='*_test.go' '^func Fuzz' generators | sort); do
  for target in $(grep -oE '^func Fuzz[A-Za-z0-9_]+' "$file" | cut -d' ' -f2); do
    go test -run='^$' -fuzz="^${target}\$" -fuzztime="${FUZZTIME:-3000x}" "./$(dirname "$file")/"
  done
done
if [[ "${QUICK:-0}" == 1 ]]; then
  exit 0
fi
echo "== upstream output tests"
STRICT_DIFF=1 hack/output-tests.sh
echo "== conformance"
hack/conformance.sh
hack/register-check.sh
