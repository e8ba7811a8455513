package deepcopy

import (
	"go/ast"

	"github.com/gvk-dev/gvkgen/generators/internal/cgmarkers"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The markers controller-gen's object generator reads (its dialect of this
// generator): kubebuilder's, and the deepcopy-gen tags it honours.
const (
	markerGenerate = "kubebuilder:object:generate"
	markerRoot     = "kubebuilder:object:root"
	runtimeObject  = "k8s.io/apimachinery/pkg/runtime.Object"
)

// objMarker is one marker comment as controller-gen collects it: its line,
// the text after "//" trimmed, starting with "+", at its column.
type objMarker struct {
	line tags.Line
}

// text is the marker as written.
func (m objMarker) text() string { return m.line.Text }

// objMarkers are a package's markers: the package-level ones, and those of
// each top-level type spec, which are listed in declaration order.
type objMarkers struct {
	pkg   []objMarker
	types map[*ast.TypeSpec][]objMarker
	specs []*ast.TypeSpec
}

// collectMarkers associates the marker comments of pkg's files with the
// package or a type, as controller-gen's marker collector does
// (cgmarkers.File); the object generator reads only the file-scope ones as
// the package's.
func collectMarkers(u *universe.Universe, files []*ast.File) *objMarkers {
	m := &objMarkers{types: map[*ast.TypeSpec][]objMarker{}}
	wrap := func(ls []tags.Line) []objMarker {
		out := make([]objMarker, len(ls))
		for i, l := range ls {
			out[i] = objMarker{line: l}
		}
		return out
	}
	for _, f := range files {
		fm := cgmarkers.File(u, f)
		m.pkg = append(m.pkg, wrap(fm.Package)...)
		for _, s := range fm.Specs {
			m.types[s] = wrap(fm.Types[s])
		}
		m.specs = append(m.specs, fm.Specs...)
	}
	return m
}
