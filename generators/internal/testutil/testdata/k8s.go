// Package testdata is the module that testutil.RepoModFiles lends its
// go.mod and go.sum to the tests' throwaway modules: it imports every
// package those modules and the code generated in them import, so that
// go mod tidy keeps their requirements and checksums here. The tools'
// module requires none of them.
package testdata

import (
	_ "k8s.io/apimachinery/pkg/api/equality"
	_ "k8s.io/apimachinery/pkg/api/resource"
	_ "k8s.io/apimachinery/pkg/apis/meta/v1"
	_ "k8s.io/apimachinery/pkg/conversion"
	_ "k8s.io/apimachinery/pkg/runtime"
	_ "k8s.io/apimachinery/pkg/runtime/schema"
	_ "k8s.io/apimachinery/pkg/runtime/serializer"
	_ "k8s.io/apimachinery/pkg/types"
	_ "k8s.io/apimachinery/pkg/util/diff"
	_ "k8s.io/apimachinery/pkg/util/intstr"
	_ "k8s.io/apimachinery/pkg/util/runtime"
	_ "k8s.io/apimachinery/pkg/util/sets"
	_ "sigs.k8s.io/controller-runtime/pkg/conversion"
	_ "sigs.k8s.io/randfill"
)
