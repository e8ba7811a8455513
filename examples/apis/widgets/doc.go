/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// +k8s:deepcopy-gen=package
// +groupName=widgets.example.gvk.dev
// +k8s:register-gen:install

// Package widgets is the internal version of the widgets.example.gvk.dev API
// group. It holds the union of the fields of all served versions.
package widgets

//go:generate go tool deepcopy-gen --output-file zz_generated.deepcopy.go --go-header-file ../../../hack/boilerplate.go.txt .
//go:generate go tool register-gen --output-file register.go --go-header-file ../../../hack/boilerplate.go.txt ./...
