// +k8s:prerelease-lifecycle-gen=true

// Package v1alpha1 has no API type: its file has a package clause only,
// as upstream's.
package v1alpha1
