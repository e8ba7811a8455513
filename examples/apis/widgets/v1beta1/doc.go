/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/gvk-dev/gvkgen/examples/apis/widgets
// +groupName=widgets.example.gvk.dev
// +k8s:register-gen=true

// Package v1beta1 is the v1beta1 version of the widgets.example.gvk.dev API group.
package v1beta1

//go:generate go tool deepcopy-gen --output-file zz_generated.deepcopy.go --go-header-file ../../../../hack/boilerplate.go.txt .
//go:generate go tool conversion-gen --output-file zz_generated.conversion.go --go-header-file ../../../../hack/boilerplate.go.txt .
