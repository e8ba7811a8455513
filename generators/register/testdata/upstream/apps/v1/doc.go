// +k8s:deepcopy-gen=package
// +groupName=apps.example.com

// Package v1 has hand-written addDefaultingFuncs and addConversionFuncs and a
// generated RegisterDefaults: without +k8s:register-gen:scheme-funcs,
// register-gen registers none of them, as upstream.
package v1
