package gvkgen

// T has a package tag.
// +gvkgen:crd-conversion=hub // want `\+gvkgen:crd-conversion is a package tag and is read only from doc.go`
type T struct {
	// +gvkgen:crd-conversion:lossy
	A string
}
