// Package v1 holds the shapes of controller-tools' own pkg/crd/testdata
// that crd once wrote differently from controller-gen v0.23.0, each in a
// small type of our own.
// +groupName=shapes.example.com
package v1
