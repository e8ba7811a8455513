// Package tags reads comment tags (+k8s:deepcopy-gen=package and the like)
// out of comment lines. It is the only user of gengo's codetags parser.
//
// It is the tags stage of the pipeline (load -> tags -> plan -> emit ->
// write): Values returns the values of one tag in a block of comment
// lines (as universe gives them), or an error for a malformed tag. It
// knows no tag's meaning: what a value means, and whether it is valid, is
// the generators' to decide.
package tags
