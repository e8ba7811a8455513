/*
Copyright The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// Package crd is a kubebuilder-style project's API: the CRD group
// gizmos.example.gvk.dev in three versions, v1alpha1, v1beta1 and v1 (the
// storage version), laid out and marked as `kubebuilder create api` does
// (groupversion_info.go with +kubebuilder:object:generate=true and
// +groupName, root types with +kubebuilder:object:root=true, a
// controller-runtime scheme.Builder). v1 renames v1alpha1's
// GizmoSpec.Owner to Maintainer and adds Tags, which v1beta1 lacks too;
// v1beta1's GizmoStatus.Phase is gone from v1. v1 is the hub of the CRD
// conversions (+gvkgen:crd-conversion=hub in its doc.go), v1alpha1 and
// v1beta1 its spokes: gvkgen generate writes their conversion-gen
// conversions (zz_generated.conversion.go, calling the hand-written ones in
// gizmo_conversion.go), the Hub, ConvertTo and ConvertFrom methods and the
// spokes' round-trip tests (zz_generated.crdconversion*.go);
// webhook_test.go converts through controller-runtime's conversion webhook
// handler.
//
// Its zz_generated.deepcopy.go files are controller-gen v0.23.0's, run
// from the repository root as a kubebuilder Makefile runs it:
//
//	controller-gen object:headerFile=hack/boilerplate.go.txt paths=./examples/apis/crd/...
//
// and gvkgen's controller-gen syntax must produce them byte for byte:
//
//	gvkgen object:headerFile=hack/boilerplate.go.txt paths=./examples/apis/crd/...
package crd
