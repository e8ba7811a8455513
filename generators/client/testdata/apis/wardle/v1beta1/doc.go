// +groupName=wardle.example.com
// +groupGoName=WardleBeta

// Package v1beta1 is a test group version with a Go name of its own.
package v1beta1
