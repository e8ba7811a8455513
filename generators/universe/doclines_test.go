package universe_test

import (
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// A declaration's comment lines carry their own positions, as go/ast's
// Text gives the lines: directives left out, a block comment's lines each
// at its line, blank lines folded.
func TestCommentPositions(t *testing.T) {
	src := "package p\n\n" +
		"//go:generate x\n" + // 3: a directive, left out
		"// +a=1\n" + // 4
		"//\n" + // 5
		"//\n" + // 6: folded into one blank line
		"\t// +b=2\n" + // 7
		"/* +c=3\n" + // 8
		"   +d=4 */\n" + // 9
		"type T struct {\n" +
		"\t// +e=5\n" + // 11
		"\tF int\n" +
		"}\n\n" +
		"// +f=6\n" + // 15
		"func G() {}\n"
	u := universe.LoadSources([]universe.SourcePackage{{Path: "ex.com/p", Name: "p", Dir: "/src/p", Files: map[string]string{"t.go": src}}}, nil)
	T := u.Type("ex.com/p", "T")
	// Each line as "line:col(text's column) text".
	lines := func(text []string, at []universe.CommentLine) []string {
		var out []string
		for i, l := range text {
			where := "?"
			if len(at) == len(text) && at[i].Text == l {
				p := at[i].Pos
				where = strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Column) + "(" + strconv.Itoa(at[i].TextCol) + ")"
			}
			out = append(out, where+" "+l)
		}
		return out
	}
	want := []string{"4:1(4) +a=1", "5:1(3) ", "7:2(5) +b=2", "8:1(3)  +c=3", "9:1(1)    +d=4"}
	if d := cmp.Diff(want, lines(T.CommentLines, T.CommentAt)); d != "" {
		t.Errorf("type (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"11:2(5) +e=5"}, lines(T.Members[0].CommentLines, T.Members[0].CommentAt)); d != "" {
		t.Errorf("field (-want +got):\n%s", d)
	}
	fns := u.Package("ex.com/p").Functions()
	if len(fns) != 1 {
		t.Fatalf("functions: %v", fns)
	}
	if d := cmp.Diff([]string{"15:1(4) +f=6"}, lines(fns[0].CommentLines, fns[0].CommentAt)); d != "" {
		t.Errorf("function (-want +got):\n%s", d)
	}
}
