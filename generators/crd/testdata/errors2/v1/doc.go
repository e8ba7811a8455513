// Package v1 has the mistakes of controller-tools' *_error testdata
// packages, which controller-gen v0.23.0 reports (and writes the CRD
// anyway, exit 1): errors at their line here, and nothing written.
// +groupName=errors2.example.com
package v1
