// Package diag is the one diagnostic type of gvkgen: every stage (the
// load's syntax and listing errors, the marker layer, the tag lint, the
// generators' passes, controller-gen's command line) reports a Diagnostic,
// and every printer (text, json, github, SARIF, the go vet analyzer)
// prints one. It is a leaf: it imports nothing of gvkgen.
package diag
