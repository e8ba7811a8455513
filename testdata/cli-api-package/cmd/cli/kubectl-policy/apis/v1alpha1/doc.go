// Package v1alpha1 holds the types of the command's test files.
// +groupName=cli.policies.example.com
package v1alpha1
