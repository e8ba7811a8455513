// Package install registers the wardle group's versions in a scheme.
package install

import "k8s.io/apimachinery/pkg/runtime"

// Install registers the API group and adds types to a scheme.
func Install(scheme *runtime.Scheme) {}
