// +groupName=pets.example.com

// Package v1 is a group with no internal version in an internal
// clientset: its scheme is installed through pets/install all the same.
package v1
