package deepcopy

import (
	"go/ast"
	"go/token"
	"strings"

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
// package or a type, as controller-gen's marker collector does: a type's
// markers are its doc comment and the closest other comment group above it
// (for `type X` without parentheses, those of the declaration); at file
// scope, earlier groups and the closest group above any other declaration
// are the package's; end-of-line comments and comments inside types and
// functions belong to nothing read here.
func collectMarkers(u *universe.Universe, files []*ast.File) *objMarkers {
	m := &objMarkers{types: map[*ast.TypeSpec][]objMarker{}}
	for _, f := range files {
		v := &markerWalk{u: u, m: m, all: f.Comments}
		ast.Walk(markerVisitor{w: v, pkgLevel: true}, f)
		// The groups after the last declaration are the package's.
		m.pkg = append(m.pkg, v.between(v.next, len(v.all))...)
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
				for _, s := range gd.Specs {
					m.specs = append(m.specs, s.(*ast.TypeSpec))
				}
			}
		}
	}
	return m
}

// markerWalk is the state of the walk over one file: a cursor into its
// comment groups.
type markerWalk struct {
	u        *universe.Universe
	m        *objMarkers
	all      []*ast.CommentGroup
	next     int
	lineCmt  *ast.CommentGroup
	declMkrs []objMarker
}

type markerVisitor struct {
	w        *markerWalk
	node     ast.Node
	pkgLevel bool
}

// between returns the markers of the comment groups [from, to).
func (w *markerWalk) between(from, to int) []objMarker {
	var out []objMarker
	for i := max(from, 0); i < to; i++ {
		for _, c := range w.all[i].List {
			if !strings.HasPrefix(c.Text, "//") {
				continue
			}
			body := c.Text[2:]
			t := strings.TrimSpace(body)
			if strings.HasPrefix(t, "+") {
				pos := w.u.Position(c.Slash)
				lead := len(body) - len(strings.TrimLeft(body, " \t\r\n\v\f"))
				out = append(out, objMarker{line: tags.Line{Text: t, Pos: pos, TextCol: pos.Column + 2 + lead}})
			}
		}
	}
	return out
}

func (v markerVisitor) Visit(node ast.Node) ast.Visitor {
	w := v.w
	if node == nil {
		if !v.pkgLevel {
			// Comments inside the node are nobody's.
			for w.next < len(w.all) && w.all[w.next].Pos() < v.node.End() {
				w.next++
			}
		}
		return nil
	}
	if w.lineCmt != nil && w.next < len(w.all) && w.lineCmt.Pos() == w.all[w.next].Pos() {
		w.next++
	}
	last := w.next
	for last < len(w.all) && w.all[last].Pos() < node.Pos() {
		last++
	}
	last--
	doc, lineCmt := docAndLineComment(node)
	w.lineCmt = lineCmt
	var closest, docs []objMarker
	if w.next < len(w.all) {
		mi := last
		if doc != nil && mi >= 0 && w.all[mi].Pos() == doc.Pos() {
			mi--
		}
		if mi >= w.next {
			if v.pkgLevel {
				w.m.pkg = append(w.m.pkg, w.between(w.next, mi)...)
			}
			closest = w.between(mi, mi+1)
		}
		docs = w.between(mi+1, last+1)
	}
	v.assign(node, closest, docs)
	if w.next < last+1 {
		w.next = last + 1
	}
	return markerVisitor{w: w, node: node, pkgLevel: isFile(node)}
}

// assign gives a node's closest group and doc markers to the package or
// a type, by the kind of node.
func (v markerVisitor) assign(node ast.Node, closest, docs []objMarker) {
	w := v.w
	switch n := node.(type) {
	case *ast.GenDecl:
		if n.Lparen.IsValid() || n.Tok != token.TYPE {
			w.m.pkg = append(w.m.pkg, closest...)
			return
		}
		w.declMkrs = append(append(w.declMkrs, closest...), docs...)
	case *ast.TypeSpec:
		w.m.types[n] = append(append(append(w.m.types[n], w.declMkrs...), closest...), docs...)
		w.declMkrs = nil
	case *ast.Field:
	case *ast.File:
		w.m.pkg = append(append(w.m.pkg, closest...), docs...)
	default:
		if v.pkgLevel {
			w.m.pkg = append(w.m.pkg, closest...)
		}
	}
}

func isFile(n ast.Node) bool { _, ok := n.(*ast.File); return ok }

// docAndLineComment returns a node's doc comment and end-of-line comment.
func docAndLineComment(node ast.Node) (doc, line *ast.CommentGroup) {
	switch n := node.(type) {
	case *ast.Field:
		return n.Doc, n.Comment
	case *ast.File:
		return n.Doc, nil
	case *ast.FuncDecl:
		return n.Doc, nil
	case *ast.GenDecl:
		return n.Doc, nil
	case *ast.ImportSpec:
		return n.Doc, n.Comment
	case *ast.TypeSpec:
		return n.Doc, n.Comment
	case *ast.ValueSpec:
		return n.Doc, n.Comment
	}
	return nil, nil
}
