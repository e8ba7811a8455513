package emit_test

import (
	"fmt"
	"testing"

	"github.com/dave/jennifer/jen"
	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/emit"
)

func TestChain(t *testing.T) {
	tests := []struct {
		name  string
		calls []jen.Code
		want  string
	}{
		{name: "no calls", want: "x = c.Get()"},
		{name: "one", calls: []jen.Code{jen.Id("Do").Call(jen.Id("ctx"))}, want: "x = c.Get().\n\tDo(ctx)"},
		{name: "two", calls: []jen.Code{jen.Id("Name").Call(jen.Lit("a")), jen.Id("Into").Call(jen.Id("r"))},
			want: "x = c.Get().\n\tName(\"a\").\n\tInto(r)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := jen.NewFile("p")
			f.Func().Id("F").Params().Block(jen.Id("x").Op("=").Add(emit.Chain(jen.Id("c").Dot("Get").Call(), tt.calls...)))
			want := "package p\n\nfunc F() {\n\t" + indent(tt.want) + "\n}\n"
			if d := cmp.Diff(want, fmt.Sprintf("%#v", f)); d != "" {
				t.Errorf("(-want +got)\n%s", d)
			}
		})
	}
}

// indent indents continuation lines once more, as the body's.
func indent(s string) string {
	out := ""
	for _, r := range s {
		out += string(r)
		if r == '\n' {
			out += "\t"
		}
	}
	return out
}
