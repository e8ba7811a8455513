package universe

import (
	"go/ast"
	"strings"
)

// commentText returns the lines of cg as splitLines(cg.Text()) gives them,
// and the same lines with where each is (see CommentLine), so that a tag
// read from a declaration's comment is reported at its own line. The
// second is nil when the lines cannot be placed (they always can, unless
// go/ast's Text changes its rules).
func (p *Package) commentText(cg *ast.CommentGroup) ([]string, []CommentLine) {
	text := splitLines(cg.Text())
	if cg == nil {
		return text, nil
	}
	var lines []CommentLine
	for _, c := range cg.List {
		body := c.Text
		if strings.HasPrefix(body, "//") {
			if rest := body[2:]; rest != "" && rest[0] != ' ' && isDirective(rest) {
				continue // go/ast's Text drops //go:generate, //line and the like
			}
		}
		for _, l := range commentLines(c, p.u.Position) {
			if strings.HasPrefix(c.Text, "//") && strings.HasPrefix(l.Text, " ") {
				l.Text, l.TextCol = l.Text[1:], l.TextCol+1
			}
			l.Text = strings.TrimRight(l.Text, " \t\r\n")
			lines = append(lines, l)
		}
	}
	// As Text: no leading blank lines, runs of blank lines as one, no
	// trailing blank line.
	var out []CommentLine
	for _, l := range lines {
		if l.Text != "" || len(out) > 0 && out[len(out)-1].Text != "" {
			out = append(out, l)
		}
	}
	for len(out) > 0 && out[len(out)-1].Text == "" {
		out = out[:len(out)-1]
	}
	if len(out) != len(text) {
		return text, nil
	}
	for i, l := range out {
		if l.Text != text[i] {
			return text, nil
		}
	}
	return text, out
}

// isDirective reports whether the text of a // comment, without its
// slashes, is a directive that go/ast's Text leaves out: //line, //extern,
// //export, or a word:word such as //go:generate or //nolint:x.
func isDirective(c string) bool {
	for _, p := range []string{"line ", "extern ", "export "} {
		if strings.HasPrefix(c, p) {
			return true
		}
	}
	colon := strings.IndexByte(c, ':')
	if colon <= 0 || colon+1 >= len(c) {
		return false
	}
	for i := 0; i <= colon+1; i++ {
		if b := c[i]; i != colon && !('a' <= b && b <= 'z' || '0' <= b && b <= '9') {
			return false
		}
	}
	return true
}

// TypeNamesMentioning returns the names of the package's types that Types
// returns (Go aliases left out), in name order, one of whose comments in
// the two blocks above it (Type.CommentLines and
// SecondClosestCommentLines) holds one of words. It resolves no type: a
// generator that reads the tags of a few of a package's types (the client
// generators' +genclient) builds only those, and what they refer to.
func (p *Package) TypeNamesMentioning(words ...string) []string {
	p.ensureParsed()
	p.u.mu.Lock()
	defer p.u.mu.Unlock()
	var out []string
	for _, n := range p.TypeNames {
		d := p.decls[n]
		if d.spec.Assign.IsValid() {
			continue
		}
		c1, c2 := p.typeCommentGroups(d.file, d.spec.Name.Pos())
		if groupMentions(c1, words) || groupMentions(c2, words) {
			out = append(out, n)
		}
	}
	return out
}

// groupMentions reports whether a comment of cg holds one of words.
func groupMentions(cg *ast.CommentGroup, words []string) bool {
	if cg == nil {
		return false
	}
	for _, c := range cg.List {
		for _, w := range words {
			if strings.Contains(c.Text, w) {
				return true
			}
		}
	}
	return false
}
