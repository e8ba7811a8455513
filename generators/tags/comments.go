package tags

import (
	"go/token"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Line is one comment line, without its comment markers, where it is (at
// its "//"), and the column of its text (0 when not known).
type Line = universe.CommentLine

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

// at returns the lines of block, each at its place when placed gives
// them, else all at pos (a Block, or a comment universe could not place
// line by line).
func at(pos token.Position, block []string, placed []Line) []Line {
	if len(placed) == len(block) && len(block) > 0 {
		return placed
	}
	out := make([]Line, len(block))
	for i, text := range block {
		out[i] = Line{Text: text, Pos: pos}
	}
	return out
}

// Block returns comments of given text, documenting of: the lines of
// block, each at its place when placed gives them (universe's CommentAt
// of the same lines), else all at pos.
func Block(of string, pos token.Position, block []string, placed ...Line) Comments {
	return Comments{Of: of, Pos: pos, Lines: at(pos, block, placed)}
}

// OfPackage returns the comment lines of pkg's doc.go, each at its place;
// the comments are at doc.go's first comment line.
func OfPackage(pkg *universe.Package) Comments {
	var c Comments
	c.Lines = append(c.Lines, pkg.DocLines()...)
	if len(c.Lines) > 0 {
		c.Pos = c.Lines[0].Pos
	} else {
		c.Pos = pkg.DocTagPos("") // doc.go's start, or the directory
	}
	return c
}

// OfType returns the two comment blocks above a type, documenting
// "type <Name>", each line at its place.
func OfType(t *universe.Type) Comments {
	return Comments{Of: "type " + t.Name.Name, Pos: t.Pos, Lines: at(t.Pos, t.CommentLines, t.CommentAt),
		Second: at(t.Pos, t.SecondClosestCommentLines, t.SecondClosestCommentAt)}
}

// OfField returns the doc comment of field m of struct t, documenting
// "type <T>, field <F>", each line at its place.
func OfField(t *universe.Type, m universe.Member) Comments {
	return Comments{Of: "type " + t.Name.Name + ", field " + m.Name, Pos: m.Pos, Lines: at(m.Pos, m.CommentLines, m.CommentAt)}
}

// OfFunc returns the doc comment of a function, documenting "<Name>", each
// line at its place.
func OfFunc(f *universe.Method) Comments {
	return Comments{Of: f.Name, Pos: f.Pos, Lines: at(f.Pos, f.CommentLines, f.CommentAt)}
}
