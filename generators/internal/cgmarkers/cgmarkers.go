package cgmarkers

import (
	"go/ast"
	"go/token"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Package returns the marker lines of pkg that controller-gen's rbac and
// webhook generators read as package markers (those at file scope, and the
// closest groups above types) and whose text starts with "+"+prefix, in
// the order of the files and, within a file, as controller-tools lists
// them.
func Package(u *universe.Universe, pkg *universe.Package, prefix string) []tags.Line {
	var out []tags.Line
	for _, f := range pkg.Files() {
		fm := File(u, f)
		for _, l := range append(fm.Package, fm.TypeClosest...) {
			if strings.HasPrefix(l.Text, "+"+prefix) {
				out = append(out, l)
			}
		}
	}
	return out
}

// FileMarkers are the marker lines of one file as controller-gen's
// collector associates them with the package or with a type.
type FileMarkers struct {
	// Package are the lines at file scope: the package's markers.
	Package []tags.Line
	// TypeClosest are the closest groups above the file's types (not their
	// docs), which controller-gen's rbac and webhook read as package
	// markers too, and its object generator does not.
	TypeClosest []tags.Line
	// Specs are the file's top-level type specs, in declaration order.
	Specs []*ast.TypeSpec
	// Types are each type's markers: its declaration's closest group and
	// doc, then its own closest group and doc.
	Types map[*ast.TypeSpec][]tags.Line
}

// File associates the marker comments of f with the package or a type, as
// controller-gen's marker collector does: a type's markers are its doc
// comment and the closest other comment group above it (for `type X`
// without parentheses, those of the declaration); at file scope, earlier
// groups and the closest group above any other declaration are the
// package's; end-of-line comments and comments inside types and functions
// belong to nothing read here.
func File(u *universe.Universe, f *ast.File) FileMarkers {
	w := &walk{u: u, all: f.Comments, fm: FileMarkers{Types: map[*ast.TypeSpec][]tags.Line{}}}
	ast.Walk(visitor{w: w, pkgLevel: true}, f)
	// The groups after the last declaration are the package's.
	w.pkg = append(w.pkg, w.between(w.next, len(w.all))...)
	w.fm.Package, w.fm.TypeClosest = w.pkg, w.closest
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
			for _, s := range gd.Specs {
				w.fm.Specs = append(w.fm.Specs, s.(*ast.TypeSpec))
			}
		}
	}
	return w.fm
}

// walk is the state of the walk over one file: a cursor into its comment
// groups, and what was found.
type walk struct {
	u         *universe.Universe
	all       []*ast.CommentGroup
	next      int
	lineCmt   *ast.CommentGroup
	fm        FileMarkers
	pkg       []tags.Line // package-level markers
	closest   []tags.Line // the closest groups above types
	declClose []tags.Line // a single-type declaration's closest group
	declDoc   []tags.Line // and its doc
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

// assign gives a node's closest group and doc markers to the package or
// to the type they are above.
func (v visitor) assign(node ast.Node, closest, docs []tags.Line) {
	w := v.w
	switch n := node.(type) {
	case *ast.GenDecl:
		if n.Lparen.IsValid() || n.Tok != token.TYPE {
			w.pkg = append(w.pkg, closest...)
			return
		}
		w.declClose = append(w.declClose, closest...)
		w.declDoc = append(w.declDoc, docs...)
	case *ast.TypeSpec:
		w.closest = append(append(w.closest, w.declClose...), closest...)
		all := append(append(append(w.fm.Types[n], w.declClose...), w.declDoc...), closest...)
		w.fm.Types[n] = append(all, docs...)
		w.declClose, w.declDoc = nil, nil
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
