#!/usr/bin/env bash
# Writes the goldens under */out with controller-gen v0.23.0 (the crd
# generator's tests compare ours with them):
#   CONTROLLER_GEN=/path/to/controller-gen@v0.23.0 ./gen.sh
set -euo pipefail
cd "$(dirname "$0")"
for d in simple markers columns immutable shapes bare k8stags embedded; do
	rm -rf "$d/out"
	"${CONTROLLER_GEN:-controller-gen}" crd paths="./$d/..." output:crd:dir="$d/out"
done
rm -rf markers/out-maxdesc
"${CONTROLLER_GEN:-controller-gen}" crd:maxDescLen=30 paths=./markers/... output:crd:dir=markers/out-maxdesc
rm -rf simple/out-header
"${CONTROLLER_GEN:-controller-gen}" crd:headerFile=header.yaml.txt,year=2026 paths=./simple/... output:crd:dir=simple/out-header
rm -rf simple/out-header-noyear
"${CONTROLLER_GEN:-controller-gen}" crd:headerFile=header.yaml.txt paths=./simple/... output:crd:dir=simple/out-header-noyear
