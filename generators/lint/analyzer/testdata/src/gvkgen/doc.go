// +gvkgen:crd-convresion=hub // want `did you mean \+gvkgen:crd-conversion=\?`
// +gvkgen:webhook=true // want `^unknown tag \+gvkgen:webhook; it is ignored$`

// Package gvkgen has gvkgen's own tags, misspelled or unknown.
package gvkgen
