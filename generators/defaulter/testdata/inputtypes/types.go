// Package inputtypes holds types that package input writes defaulters for
// (+k8s:defaulter-gen-input).
package inputtypes

// TypeMeta selects the types that get an object defaulter.
type TypeMeta struct {
	Kind string
}

// Widget is defaulted by input's SetDefaults_Widget.
type Widget struct {
	TypeMeta
	Size  int
	Parts []Part
}

// Part has a +default.
type Part struct {
	// +default="bolt"
	Name string
}

// Gadget has nothing to default.
type Gadget struct {
	TypeMeta
	Note string
}
