/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// Package v1 is the stores.example.gvk.dev/v1 API group of the examples:
// a small group whose clientset, listers, informers and apply
// configurations gvkgen generates under examples/generated
// (hack/update-codegen.sh), used by TestGeneratedClients.
//
// Its OpenAPI schema, which the apply configurations' Extract functions
// and the fake clientset's field manager read, is `gvkgen models-schema`'s
// (hack/example-clients.sh).
//
// +k8s:deepcopy-gen=package
// +k8s:register-gen=true
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.github.gvk-dev.gvkgen.examples.apis.stores.v1
// +groupName=stores.example.gvk.dev
package v1
