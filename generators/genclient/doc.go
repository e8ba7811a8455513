// Package genclient is what the client generators (client-gen,
// lister-gen, informer-gen, applyconfiguration-gen) share: the
// definitions of the +genclient tag family, +groupName, +groupGoName and
// +resourceName; their parsing into a per-type model (Options: whether a
// client is generated, nonNamespaced, the verbs kept after noVerbs,
// onlyVerbs, skipVerbs, readonly and noStatus, and the extension methods
// of +genclient:method=...), with every mistake reported at its
// position; the group/version model of an API package (GroupVersion);
// and the names upstream's namers give a type (plural names with
// --plural-exceptions, resource names, the order types are generated in).
//
// It reads tags and names; it writes nothing and prints nothing. The
// generators report what it finds (gen.Pass.ReportTags).
package genclient
