// +k8s:deepcopy-gen=package

// Package goalias uses Go type aliases, which are the type they name.
package goalias

import "github.com/gvk-dev/gvkgen/generators/deepcopy/testdata/otherpkg"

// Real is a struct.
type Real struct {
	A []string
}

// Alias is Real itself: no methods of its own.
type Alias = Real

// OtherAlias names a type of another package.
type OtherAlias = otherpkg.Plain

// User has fields of alias types.
type User struct {
	A  Alias
	AP *Alias
	O  OtherAlias
	OS []OtherAlias
}
