// +groupName=wardle.example.com

// Package wardle is the internal version of a test group, as Kubernetes'
// own API packages have one.
package wardle
