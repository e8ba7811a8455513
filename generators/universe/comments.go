package universe

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"strings"
)

// CommentGroup is a block of comments and what the generators read it as.
type CommentGroup struct {
	// File is the file the block is in.
	File  string
	Lines []CommentLine
	// DocGo is set for the blocks of doc.go, where package tags live.
	DocGo bool
	// Attached names what the block is read with: "type T" for the block
	// directly above a type, "type T (second block)" for the one before,
	// "field T.F", "func F", "package"; empty for a detached block that no
	// generator reads.
	Attached string
	// Second is set for the second-closest block of a type, which some
	// tags (conversion-gen's type opt-out) do not look at.
	Second bool
}

// CommentLine is one line of a comment, without the comment markers.
type CommentLine struct {
	Text string
	// Pos is where the line is: at the comment's "//" or "/*" on its
	// first line, at column 1 on the others.
	Pos Pos
	// TextCol is the column of Text's first byte.
	TextCol int
}

// At returns the position of Text[i]: where a part of the line (a tag's
// name, a marker's argument) is.
func (l CommentLine) At(i int) Pos {
	p := l.Pos
	p.Column = l.TextCol + i
	return p
}

// CommentGroups returns every comment block of the package's parsed files
// (see Config.Keywords), with what each is attached to.
func (p *Package) CommentGroups() []CommentGroup {
	p.parsed()
	var out []CommentGroup
	for _, f := range p.files {
		out = append(out, commentGroups(p.u.Fset, f.ast, f.name, f.comments, p.u.Position)...)
	}
	return out
}

// FileCommentGroups returns the comment blocks of a file that fset parsed
// (with parser.ParseComments), with what each is attached to, as
// CommentGroups does for a loaded package's files: for drivers that parse
// the files themselves (go/analysis). File names and positions are those
// of fset's files, not moved by //line directives, so that they map back to
// them.
func FileCommentGroups(fset *token.FileSet, af *ast.File) []CommentGroup {
	byLine := map[int]*ast.CommentGroup{}
	for _, cg := range af.Comments {
		byLine[fset.Position(cg.End()).Line] = cg
	}
	position := func(p token.Pos) token.Position { return fset.PositionFor(p, false) }
	return commentGroups(fset, af, fset.File(af.FileStart).Name(), byLine, position)
}

// commentGroups are the blocks of af, named name, whose comments byLine
// indexes by the line they end on; position gives the lines' positions.
func commentGroups(fset *token.FileSet, af *ast.File, name string, byLine map[int]*ast.CommentGroup, position func(token.Pos) token.Position) []CommentGroup {
	a := attach(fset, af, byLine)
	var out []CommentGroup
	for _, cg := range af.Comments {
		g := CommentGroup{File: name, DocGo: filepath.Base(name) == "doc.go", Attached: a.attached[cg], Second: a.second[cg]}
		for _, c := range cg.List {
			g.Lines = append(g.Lines, commentLines(c, position)...)
		}
		out = append(out, g)
	}
	return out
}

// attachments say what the comment blocks of a file are attached to, and
// which are the second block above a type.
type attachments struct {
	fset *token.FileSet
	// comments are the file's blocks by the line they end on.
	comments map[int]*ast.CommentGroup
	attached map[*ast.CommentGroup]string
	second   map[*ast.CommentGroup]bool
}

// attach finds what each comment block of af is attached to.
func attach(fset *token.FileSet, af *ast.File, byLine map[int]*ast.CommentGroup) *attachments {
	a := &attachments{fset: fset, comments: byLine, attached: map[*ast.CommentGroup]string{}, second: map[*ast.CommentGroup]bool{}}
	if af.Doc != nil {
		a.mark(af.Doc, "package")
	}
	var declDocs []*ast.CommentGroup
	for _, d := range af.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			// After the specs: a lone type's doc is its declaration's.
			declDocs = append(declDocs, d.Doc)
			for _, s := range d.Specs {
				if ts, ok := s.(*ast.TypeSpec); ok {
					a.typeSpec(ts)
				}
			}
		case *ast.FuncDecl:
			a.mark(a.comments[a.line(d)-1], "func "+d.Name.Name)
		}
	}
	for _, d := range declDocs {
		a.mark(d, "declaration")
	}
	return a
}

func (a *attachments) line(n ast.Node) int { return a.fset.Position(n.Pos()).Line }

// mark attaches cg to what, unless it is attached already.
func (a *attachments) mark(cg *ast.CommentGroup, what string) {
	if cg != nil {
		if _, ok := a.attached[cg]; !ok {
			a.attached[cg] = what
		}
	}
}

// typeSpec marks the two blocks above a type and those of its fields.
func (a *attachments) typeSpec(ts *ast.TypeSpec) {
	l := a.line(ts.Name)
	c1 := a.comments[l-1]
	a.mark(c1, "type "+ts.Name.Name)
	var c2 *ast.CommentGroup
	if c1 == nil {
		c2 = a.comments[l-2]
	} else {
		c2 = a.comments[a.line(c1.List[0])-2]
	}
	// A block directly above an earlier type is that type's, not this
	// one's second block.
	if _, taken := a.attached[c2]; c2 != nil && !taken {
		a.mark(c2, "type "+ts.Name.Name+" (second block)")
		a.second[c2] = true
	}
	if st, ok := ts.Type.(*ast.StructType); ok {
		for _, fld := range st.Fields.List {
			name := embeddedName(fld.Type)
			if len(fld.Names) > 0 {
				name = fld.Names[0].Name
			}
			a.mark(a.comments[a.line(fld)-1], "field "+ts.Name.Name+"."+name)
			a.mark(fld.Comment, "field "+ts.Name.Name+"."+name)
		}
	}
}

// commentLines splits one comment (// or /* */) into lines, each with its
// position (as position gives it).
func commentLines(c *ast.Comment, position func(token.Pos) token.Position) []CommentLine {
	text := c.Text
	switch {
	case strings.HasPrefix(text, "//"):
		text = text[2:]
	case strings.HasPrefix(text, "/*"):
		text = strings.TrimSuffix(text[2:], "*/")
	}
	pos := position(c.Slash)
	var out []CommentLine
	for i, l := range strings.Split(text, "\n") {
		lp, col := pos, pos.Column+2
		lp.Line += i
		if i > 0 {
			lp.Column, col = 1, 1
		}
		out = append(out, CommentLine{Text: l, Pos: lp, TextCol: col})
	}
	return out
}
