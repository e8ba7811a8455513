// Package installrecord is kube_codegen.sh's install record. The script
// installs ./cmd/gvkgen of its own module into $GOBIN, as upstream's
// script installs its tools, but only when something that go install
// builds from changed since its last install there
// (gvkgen::codegen::install). After each install it asks the new binary
// to write $GOBIN/.gvkgen-install ("write"), and before each call it asks
// the installed binary whether that record still holds ("check", exit 0
// if so); a binary that does not know the command fails it, and the
// script installs. The check is here rather than in the shell (go env
// twice, find, string comparisons and the binary's --help: 0.08 s a call)
// because a whole gen_openapi call on a small module takes 0.3 s.
package installrecord
