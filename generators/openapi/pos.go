package openapi

import (
	"go/token"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// tagAt is where the first tag +name (followed by "=", ":", or nothing)
// is among a comment's lines, so that a mistake in it is reported at the
// tag itself; def when the comment's lines have no positions or no such
// tag.
func tagAt(lines []universe.CommentLine, name string, def token.Position) token.Position {
	for _, l := range lines {
		i := strings.Index(l.Text, "+"+name)
		if i < 0 || strings.TrimSpace(l.Text[:i]) != "" {
			continue
		}
		rest := l.Text[i+1+len(name):]
		if rest == "" || rest[0] == '=' || rest[0] == ':' || rest[0] == ' ' {
			return l.At(i)
		}
	}
	return def
}

// fieldTag is where tag +name is in field m's comment, else the field.
func fieldTag(m *universe.Member, name string) token.Position {
	return tagAt(m.CommentAt, name, m.Pos)
}
