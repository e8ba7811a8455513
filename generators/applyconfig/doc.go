// Package applyconfig generates apply configurations, as
// k8s.io/code-generator v0.37.2's applyconfiguration-gen does, byte for
// byte: a builder per API type reachable from a +genclient type that can
// be applied (<Type>ApplyConfiguration, its constructor, With* and Get*
// methods, and Extract<Type> functions when an OpenAPI schema is given),
// utils.go (ForKind, NewTypeConverter) and internal/internal.go (the
// schema, trimmed to the applied types, as structured-merge-diff YAML).
//
// Its pass reads the packages it is given, writes every file under
// --output-dir (which it owns: files there that carry its "Code generated
// by applyconfiguration-gen" line and that it no longer writes are stale)
// and reports every mistake at its position: a bad +genclient tag, an
// unknown verb, flags missing or malformed, a schema that does not read.
// It must not load packages, write files or print: the driver does.
package applyconfig
