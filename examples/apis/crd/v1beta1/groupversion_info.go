/*
Copyright The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// Package v1beta1 contains API Schema definitions for the gizmos v1beta1 API group.
// +kubebuilder:object:generate=true
// +groupName=gizmos.example.gvk.dev
package v1beta1

import (
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/scheme"
)

var (
	// GroupVersion is group version used to register these objects.
	GroupVersion = schema.GroupVersion{Group: "gizmos.example.gvk.dev", Version: "v1beta1"}

	// SchemeBuilder is used to add go types to the GroupVersionKind scheme.
	SchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}

	// AddToScheme adds the types in this group-version to the given scheme.
	AddToScheme = SchemeBuilder.AddToScheme

	// localSchemeBuilder is where conversion-gen's generated conversions
	// register themselves.
	localSchemeBuilder = &SchemeBuilder.SchemeBuilder
)
