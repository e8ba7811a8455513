package cgmarkers

import (
	"go/ast"
	"go/token"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Package returns the marker lines of pkg that controller-gen reads as
// package markers and whose text starts with "+"+prefix, in the order of
// the files and, within a file, as controller-tools lists them.
func Package(u *universe.Universe, pkg *universe.Package, prefix string) []tags.Line {
	var out []tags.Line
	for _, f := range pkg.Files() {
		w := &walk{u: u, all: f.Comments}
		ast.Walk(visitor{w: w, pkgLevel: true}, f)
		w.pkg = append(w.pkg, w.between(w.next, len(w.all))...)
		for _, l := range append(w.pkg, w.types...) {
			if strings.HasPrefix(l.Text, "+"+prefix) {
				out = append(out, l)
			}
		}
	}
	return out
}

// walk is the state of the walk over one file: a cursor into its comment
// groups, and what was found.
type walk struct {
	u       *universe.Universe
	all     []*ast.CommentGroup
	next    int
	lineCmt *ast.CommentGroup
	pkg     []tags.Line // package-level markers
	types   []tags.Line // markers of the closest groups above types
	decl    []tags.Line // a single-type declaration's closest group
}

type visitor struct {
	w        *walk
	node     ast.Node
	pkgLevel bool
}

// between returns the marker lines of the comment groups [from, to).
func (w *walk) between(from, to int) []tags.Line {
	var out []tags.Line
	for i := max(from, 0); i < to; i++ {
		for _, c := range w.all[i].List {
			body, ok := strings.CutPrefix(c.Text, "//")
			if !ok {
				continue
			}
			text := strings.TrimSpace(body)
			if !strings.HasPrefix(text, "+") {
				continue
			}
			pos := w.u.Position(c.Slash)
			lead := len(body) - len(strings.TrimLeft(body, " \t\r\n\v\f"))
			out = append(out, tags.Line{Text: text, Pos: pos, TextCol: pos.Column + 2 + lead})
		}
	}
	return out
}

func (v visitor) Visit(node ast.Node) ast.Visitor {
	w := v.w
	if node == nil {
		if !v.pkgLevel {
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
	var closest, docs []tags.Line
	if w.next < len(w.all) {
		mi := last
		if doc != nil && mi >= 0 && w.all[mi].Pos() == doc.Pos() {
			mi--
		}
		if mi >= w.next {
			if v.pkgLevel {
				w.pkg = append(w.pkg, w.between(w.next, mi)...)
			}
			closest = w.between(mi, mi+1)
		}
		docs = w.between(mi+1, last+1)
	}
	v.assign(node, closest, docs)
	if w.next < last+1 {
		w.next = last + 1
	}
	_, isFile := node.(*ast.File)
	return visitor{w: w, node: node, pkgLevel: isFile}
}

// assign gives a node's closest group (and, for the package clause, its
// doc comment) to the package or to the type it is above.
func (v visitor) assign(node ast.Node, closest, docs []tags.Line) {
	w := v.w
	switch n := node.(type) {
	case *ast.GenDecl:
		if n.Lparen.IsValid() || n.Tok != token.TYPE {
			w.pkg = append(w.pkg, closest...)
			return
		}
		w.decl = append(w.decl, closest...)
	case *ast.TypeSpec:
		w.types = append(append(w.types, w.decl...), closest...)
		w.decl = nil
	case *ast.Field:
	case *ast.File:
		w.pkg = append(append(w.pkg, closest...), docs...)
	default:
		if v.pkgLevel {
			w.pkg = append(w.pkg, closest...)
		}
	}
}

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
