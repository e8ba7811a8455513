// +groupName=wardle.example.com

// Package v1alpha1 is an external version beside the internal one.
package v1alpha1
