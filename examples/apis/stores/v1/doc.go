/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// Package v1 is the stores.example.gvk.dev/v1 API group of the examples:
// a small group whose clientset, listers, informers and apply
// configurations gvkgen generates under examples/generated
// (hack/update-codegen.sh), used by TestGeneratedClients.
//
// +k8s:deepcopy-gen=package
// +k8s:register-gen=true
// +groupName=stores.example.gvk.dev
package v1
