package v1

import "k8s.io/apimachinery/pkg/runtime"

var localSchemeBuilder runtime.SchemeBuilder
