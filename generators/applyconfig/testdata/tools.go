//go:build tools

// Package testdata holds the inputs of applyconfig's tests. This file
// keeps the modules they load (sample-apiserver's types) and those the
// generated code imports in go.mod.
package testdata

import (
	_ "k8s.io/apimachinery/pkg/util/managedfields"
	_ "k8s.io/client-go/applyconfigurations/meta/v1"
	_ "k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1"
	_ "sigs.k8s.io/structured-merge-diff/v6/typed"
)
