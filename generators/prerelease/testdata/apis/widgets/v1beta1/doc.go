// +k8s:prerelease-lifecycle-gen=true
// +groupName=widgets.example.com

// Package v1beta1 is a prerelease version: every API type gets all four
// methods, by upstream's policy or by its tags.
package v1beta1
