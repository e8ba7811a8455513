// +k8s:defaulter-gen=TypeMeta

// Package shapes holds every shape of defaulting: hand-written functions
// (base, additional, covering, object), nested structs, pointers, slices,
// arrays, maps, embedded structs, recursive types, +default values of
// every kind and references to constants.
package shapes
