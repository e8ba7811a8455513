package tags

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
)

// Markdown renders defs as a Markdown table with the columns tag, where and
// effect, one row per definition, in order.
func Markdown(defs []Def) string {
	var b strings.Builder
	b.WriteString("| tag | where | effect |\n| --- | --- | --- |\n")
	for _, d := range defs {
		fmt.Fprintf(&b, "| %s | %s | %s |\n", markdownSyntax(d), where(d, "`doc.go`"), strings.ReplaceAll(d.Doc, "|", `\|`))
	}
	return b.String()
}

// markdownSyntax writes literal alternatives as `+name=a` / `=b`.
func markdownSyntax(d Def) string {
	lits := d.Literals()
	if len(lits) < 2 {
		return "`" + strings.ReplaceAll(d.Syntax(), "|", `\|`) + "`"
	}
	parts := []string{"`+" + d.Name + "=" + lits[0] + "`"}
	for _, l := range lits[1:] {
		parts = append(parts, "`="+l+"`")
	}
	return strings.Join(parts, " / ")
}

// where says where d is read, pkg naming the package place.
func where(d Def, pkg string) string {
	var parts []string
	for _, n := range d.Places.Names() {
		switch {
		case n == "package" && d.AnyFile:
			n = "package (any file)"
		case n == "package":
			n = pkg
		case n == "type" && d.ClosestOnly:
			n = "type (closest comment block)"
		}
		parts = append(parts, n)
	}
	s := strings.Join(parts, " or ")
	if d.Repeatable {
		s += ", repeatable"
	}
	return s
}

// Text renders defs as a plain-text listing, grouped by generator in order
// of first appearance: each tag's syntax, where it is read and what it
// means.
func Text(defs []Def) string {
	var tools []string
	for _, d := range defs {
		if !slices.Contains(tools, d.Tool) {
			tools = append(tools, d.Tool)
		}
	}
	var b strings.Builder
	for i, tool := range tools {
		if i > 0 {
			b.WriteString("\n")
		}
		name := tool
		if name == "" {
			name = "other"
		}
		fmt.Fprintf(&b, "%s:\n", name)
		for _, d := range defs {
			if d.Tool != tool {
				continue
			}
			fmt.Fprintf(&b, "  %s\n", d.Syntax())
			fmt.Fprintf(&b, "      where: %s\n", where(d, "package (doc.go)"))
			for _, l := range wrap(strings.ReplaceAll(d.Doc, "`", ""), 66) {
				fmt.Fprintf(&b, "      %s\n", l)
			}
		}
	}
	return b.String()
}

// wrap breaks s into lines of at most width bytes where it can.
func wrap(s string, width int) []string {
	var out []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case len(line)+1+len(w) > width:
			out = append(out, line)
			line = w
		default:
			line += " " + w
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// EndMarker ends a generated table in a document; see Splice.
const EndMarker = "<!-- /tags -->"

// Marker returns the line that starts the generated table called name in a
// document: "<!-- tags:name -->".
func Marker(name string) string { return "<!-- tags:" + name + " -->" }

// Splice replaces what lies between the line Marker(name) and the next
// EndMarker line of doc with content, which ends in a newline.
func Splice(doc []byte, name, content string) ([]byte, error) {
	start := []byte(Marker(name) + "\n")
	i := bytes.Index(doc, start)
	if i < 0 {
		return nil, fmt.Errorf("no %s line; put one before the table and a %s line after it", Marker(name), EndMarker)
	}
	i += len(start)
	j := bytes.Index(doc[i:], []byte(EndMarker))
	if j < 0 || (j > 0 && doc[i+j-1] != '\n') {
		return nil, fmt.Errorf("%s is not followed by a %s line; put one after the table", Marker(name), EndMarker)
	}
	if k := bytes.Index(doc[i:i+j], []byte("<!-- tags:")); k >= 0 {
		return nil, fmt.Errorf("%s is not followed by a %s line before the next table's marker; put one after its table", Marker(name), EndMarker)
	}
	out := append([]byte{}, doc[:i]...)
	out = append(out, content...)
	return append(out, doc[i+j:]...), nil
}
