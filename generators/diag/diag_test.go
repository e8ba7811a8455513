package diag_test

import (
	"go/token"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/diag"
)

func TestText(t *testing.T) {
	at := token.Position{Filename: "a.go", Line: 3, Column: 2}
	for _, tt := range []struct {
		name string
		d    *diag.Diagnostic
		want string
	}{
		{"at a position", diag.Errorf(at, "bad %s", "x"), "a.go:3:2: bad x"},
		{"a warning prints the same", diag.Warnf(at, "w"), "a.go:3:2: w"},
		{"no line: the message alone", &diag.Diagnostic{Pos: token.Position{Filename: "--flag"}, Message: "m"}, "m"},
		{"no position", &diag.Diagnostic{Message: "m"}, "m"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.d.Error(); got != tt.want {
				t.Errorf("Error() = %q, want %q", got, tt.want)
			}
			if got := tt.d.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestList(t *testing.T) {
	at := token.Position{Filename: "a.go", Line: 1, Column: 1}
	l := diag.List{diag.Warnf(at, "w"), diag.Errorf(at, "e")}
	if l.OK() || len(l.Errors()) != 1 || l.Errors()[0].Message != "e" || len(l.Warnings()) != 1 || l.Warnings()[0].Message != "w" {
		t.Errorf("list %v: OK %v, errors %v, warnings %v", l, l.OK(), l.Errors(), l.Warnings())
	}
	if got, want := l.Error(), "a.go:1:1: w\na.go:1:1: e"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if !(diag.List{diag.Warnf(at, "w")}).OK() {
		t.Error("a list of warnings is not OK")
	}
	for i, s := range []diag.Severity{diag.Error, diag.Warning, diag.Note} {
		if got := s.String(); got != []string{"error", "warning", "note"}[i] {
			t.Errorf("Severity(%d) = %q", s, got)
		}
	}
}

func TestSame(t *testing.T) {
	at := token.Position{Filename: "a.go", Line: 1, Column: 1}
	a, b := diag.Errorf(at, "e"), diag.Errorf(at, "e")
	b.Fix.Edits = []diag.Edit{{Pos: at, End: at, NewText: "x"}}
	if !a.Same(b) {
		t.Error("same place and text, edits aside: not Same")
	}
	if a.Same(diag.Warnf(at, "e")) || a.Same(diag.Errorf(at, "f")) {
		t.Error("a warning, or another message, is Same")
	}
}
