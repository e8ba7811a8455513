package openapi

import "github.com/gvk-dev/gvkgen/generators/universe"

// lintAPI runs the API rules over the selected types (stub until the
// rules land).
func lintAPI(m *Model, pkgs []*universe.Package) []Violation { return nil }
