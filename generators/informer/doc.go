// Package informer is informer-gen: for the +genclient types of API
// packages whose verbs include list and watch, a shared informer factory
// (factory.go, generic.go, internalinterfaces/factory_interfaces.go), an
// interface per group (<group>/interface.go) and per version
// (<group>/<version>/interface.go), and an informer per type
// (<group>/<version>/<type>.go), byte for byte as k8s.io/code-generator
// v0.37.2's informer-gen writes them.
package informer
