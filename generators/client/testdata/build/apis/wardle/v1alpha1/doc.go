// +k8s:deepcopy-gen=package
// +groupName=wardle.example.com

// Package v1alpha1 is the API the build test generates a clientset for.
package v1alpha1
