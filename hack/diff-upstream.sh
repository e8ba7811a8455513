#!/usr/bin/env bash
# hack/diff-upstream.sh [--ci] [--list] [NAME...]: run upstream
# k8s.io/code-generator v0.37.2 and gvkgen side by side on the public modules
# of testdata/diff-modules.txt and compare what they generate.
#
# The harness is TestDiffUpstream of internal/difftest (one subtest per
# module, and in it per generator, "build" and "other-files"); this runs it
# with go test -tags=differential. For each module (all, the NAMEs given, or
# with --ci the rows marked ci), one at a time:
#   1. copy module@version from the Go module cache (downloading it through
#      the proxy) into a base tree, cached under $WORKDIR/NAME/base;
#   2. find the packages under the row's subdir tagged +k8s:G-gen= for each
#      generator G (as kube_codegen.sh gen_helpers does);
#   3. make one copy of the base tree per side, "upstream", "ours" (our
#      single tools) and "gvkgen" (gvkgen generate), and delete the
#      zz_generated.G.go of the tagged packages in each;
#   4. run, as gen_helpers does, deepcopy-gen, defaulter-gen, then
#      conversion-gen (then register-gen on the +groupName packages, if
#      GENERATORS has it) with --output-file zz_generated.G.go
#      (zz_generated.defaults.go for defaulter-gen) --go-header-file
#      <boilerplate> and the row's --extra-peer-dirs (conversion-gen's) /
#      defaulter-peer-dirs (defaulter-gen's) / --lint-rules: upstream's binaries in
#      "upstream", ours in "ours", and a single `gvkgen generate` with the
#      same flags in "gvkgen" (with the row option by-group, one run per
#      API group on every side);
#   5. compare every file of the trees byte for byte (go.sum aside: loading
#      may add lines to it) and save the diffs under $WORKDIR/NAME/;
#   6. `go build` and `go vet` the generated packages in each tree.
# A module whose download, upstream run or build fails is reported in the
# table, not a crash. Exits 1 if any file differs, any step of ours fails
# where upstream's passed, or a module could not be checked.
#
# CI: `hack/diff-upstream.sh --ci` runs the rows marked ci (three small
# modules, about a minute with a warm cache); a full run of every row takes
# about 10 minutes with warm caches (k8s.io/kubernetes: about 1 minute).
#
# Environment (all optional):
#   MODULES         module list (default <repo>/testdata/diff-modules.txt)
#   GENERATORS      generators to run where the row lists them
#                   (default deepcopy,defaulter,conversion); with register, also
#                   register-gen on every row's +groupName packages, as
#                   gen_register does (single tool only: gvkgen generate
#                   runs it on +k8s:register-gen packages alone); with
#                   prerelease-lifecycle, prerelease-lifecycle-gen on the
#                   +k8s:prerelease-lifecycle-gen= packages of the rows that
#                   list it (k8s.io/api), as Kubernetes' update-codegen.sh does
#   SIDES           which of ours,gvkgen to run beside upstream (default both)
#   VET             0 to skip go vet (default 1)
#   SKIP_DIRS       extended regexp: tagged package directories (as ./a/b)
#                   matching it are left out on every side, e.g. to see what
#                   else differs past a package one side refuses
#   WORKDIR         scratch (default $GVKGEN_CACHE/work/diff); kept for
#                   inspection; base trees are reused across runs
#   OURS_DEEPCOPY, OURS_CONVERSION, OURS_REGISTER, OURS_GVKGEN
#                   our binaries instead of building ./cmd/...
#   GVK_DIFF_LINES  lines of each diff printed in the log (default 60)
set -euo pipefail
# shellcheck source=hack/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
gvk::difftest "${BASH_SOURCE[0]}" TestDiffUpstream "$@"
