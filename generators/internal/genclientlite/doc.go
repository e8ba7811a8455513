// Package genclientlite is a minimal, private stand-in for the shared
// +genclient model (generators/genclient, owned by client-gen's work)
// that lister-gen and informer-gen need: the +genclient tags of a type
// (whether it gets a client, :nonNamespaced, :noVerbs, :onlyVerbs,
// :skipVerbs, :readonly, +resourceName), the group and version of an API
// package (+groupName, +groupGoName, the package path), the package
// opt-outs (+k8s:lister-gen=false, +k8s:informer-gen=false) and upstream's
// plural names with --plural-exceptions. It is to be replaced by
// generators/genclient when that lands.
package genclientlite
