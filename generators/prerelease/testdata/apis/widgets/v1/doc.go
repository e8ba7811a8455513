// +k8s:prerelease-lifecycle-gen=true
// +groupName=widgets.example.com

// Package v1 is a GA version: only what the tags ask for beyond
// APILifecycleIntroduced.
package v1
