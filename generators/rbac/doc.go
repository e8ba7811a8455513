// Package rbac is controller-gen v0.23.0's rbac generator: it reads the
// +kubebuilder:rbac markers of every package it is given and writes
// role.yaml, the ClusterRole of the rules without a namespace and one Role
// per namespace (and per roleName), with the rules merged and sorted as
// controller-gen merges and sorts them, byte for byte.
//
// The model (rules.go) is upstream's merge: markers split into one rule
// per resource; rules with the same groups, resources, resource names and
// URLs merged by their verbs; then rules that differ in resources only,
// in groups only, in URLs only, merged; "core" read as ""; verbs with "*"
// reduced to "*"; rules sorted by "groups + resources + names + URLs".
// emit.go turns it into controller-gen's YAML (generators/internal/kyaml).
//
// Unlike controller-gen, a misspelled argument
// (+kubebuilder:rbac:group=apps), a missing verbs= and an unknown marker
// of the namespace are errors at their column with the fix, and nothing
// is written.
package rbac
