// Package v1 holds the marker mistakes controller-gen lets through.
// +groupName=errors.example.com
package v1
