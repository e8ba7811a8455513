// +k8s:conversion-gen=github.com/gvk-dev/gvkgen/generators/conversion/testdata/hub

// Package v1 is an external version with every kind of conversion.
package v1
