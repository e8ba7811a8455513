/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Store is a shop with a spec and a status.
type Store struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   StoreSpec   `json:"spec,omitempty"`
	Status StoreStatus `json:"status,omitempty"`
}

// StoreSpec is the specification of a Store.
type StoreSpec struct {
	// DisplayName is a human readable name.
	// +optional
	DisplayName string `json:"displayName,omitempty"`
	// Aisles is the number of aisles.
	// +optional
	Aisles *int32 `json:"aisles,omitempty"`
	// Tags are free-form tags.
	// +optional
	// +listType=set
	Tags []string `json:"tags,omitempty"`
}

// StoreStatus is the observed state of a Store.
type StoreStatus struct {
	// Open tells whether the store is open.
	// +optional
	Open bool `json:"open,omitempty"`
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// StoreList is a list of Store objects.
type StoreList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Store `json:"items"`
}
