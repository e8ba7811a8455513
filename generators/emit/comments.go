package emit

import (
	"strings"

	"github.com/dave/jennifer/jen"
)

// Doc is a comment of several lines, each "// line" then a line break; an
// empty line is "//" and a line indented with a tab "//\tline", as gofmt
// writes them.
func Doc(lines ...string) *jen.Statement {
	s := jen.Null()
	for _, l := range lines {
		if l == "" || strings.HasPrefix(l, "\t") {
			l = "//" + l
		}
		s.Comment(l).Line()
	}
	return s
}

// Multi lists items between open and close, each on its own line with a
// trailing comma.
func Multi(open, close string) jen.Options {
	return jen.Options{Open: open, Close: close, Separator: ",", Multi: true}
}
