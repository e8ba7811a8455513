package tags

import (
	"go/token"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Line is one comment line, without its comment markers, and where it is.
type Line struct {
	Text string
	Pos  token.Position
}

// Comments are the comment blocks of one thing a tag may be read from (a
// package's doc.go, a type, a field, a function), what they document, for
// messages ("type T", "type T, field F"; empty for a package), and where
// that thing is.
type Comments struct {
	// Of names what the comments document, at the start of a message;
	// empty for a package's doc.go, whose lines are positioned.
	Of string
	// Pos is where the thing is declared: where a message points when a
	// line's own position is not known.
	Pos token.Position
	// Lines are the comment block directly above the thing (every comment
	// line of doc.go for a package).
	Lines []Line
	// Second is a type's block before Lines, separated by one blank line:
	// read unless the definition is ClosestOnly.
	Second []Line
}

// at places every line of block at pos: universe keeps no position per
// line of a declaration's doc comment, so a message points at the
// declaration.
func at(pos token.Position, block []string) []Line {
	out := make([]Line, len(block))
	for i, text := range block {
		out[i] = Line{Text: text, Pos: pos}
	}
	return out
}

// Block returns comments of given text: the lines of block, all at pos,
// documenting of.
func Block(of string, pos token.Position, block []string) Comments {
	return Comments{Of: of, Pos: pos, Lines: at(pos, block)}
}

// OfPackage returns the comment lines of pkg's doc.go, each at its place;
// the comments are at doc.go's first comment line.
func OfPackage(pkg *universe.Package) Comments {
	var c Comments
	for _, l := range pkg.DocLines() {
		c.Lines = append(c.Lines, Line{Text: l.Text, Pos: l.Pos})
	}
	if len(c.Lines) > 0 {
		c.Pos = c.Lines[0].Pos
	} else {
		c.Pos = pkg.DocTagPos("") // doc.go's start, or the directory
	}
	return c
}

// OfType returns the two comment blocks above a type, documenting
// "type <Name>", at its declaration.
func OfType(t *universe.Type) Comments {
	return Comments{Of: "type " + t.Name.Name, Pos: t.Pos, Lines: at(t.Pos, t.CommentLines), Second: at(t.Pos, t.SecondClosestCommentLines)}
}

// OfField returns the doc comment of field m of struct t, documenting
// "type <T>, field <F>", at the field.
func OfField(t *universe.Type, m universe.Member) Comments {
	return Block("type "+t.Name.Name+", field "+m.Name, m.Pos, m.CommentLines)
}

// OfFunc returns the doc comment of a function or method, documenting
// "<Name>", at its declaration.
func OfFunc(f *universe.Method) Comments {
	return Block(f.Name, f.Pos, f.CommentLines)
}
