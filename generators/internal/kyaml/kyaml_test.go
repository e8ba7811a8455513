package kyaml

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The expected texts were checked by hand against go-yaml v2's emitter
// rules; the differential test (diff_test.go) checks the same rules against
// sigs.k8s.io/yaml itself.
func TestMarshal(t *testing.T) {
	long := strings.Repeat("word ", 20) + "end"
	tests := []struct {
		name string
		in   any
		want string
	}{
		{"key order", map[string]any{"b": 1, "a10": 2, "a2": 3, "A": 4, "_x": 5},
			"_x: 5\nA: 4\na2: 3\na10: 2\nb: 1\n"},
		{"strings that read as other types", map[string]any{"a": "true", "b": "1.5", "c": "null", "d": "2006-01-02", "e": "1:20", "f": "yes", "g": "", "h": "0x1F"},
			"a: \"true\"\nb: \"1.5\"\nc: \"null\"\nd: \"2006-01-02\"\ne: \"1:20\"\nf: \"yes\"\ng: \"\"\nh: \"0x1F\"\n"},
		{"single quotes", map[string]any{"a": " lead", "b": "- x", "c": "a: b", "d": "#c", "e": "it's *"},
			"a: ' lead'\nb: '- x'\nc: 'a: b'\nd: '#c'\ne: it's *\n"},
		{"escapes", map[string]any{"a": "tab\there", "b": "😀", "c": "\x00"},
			"a: \"tab\\there\"\nb: \"\\U0001F600\"\nc: \"\\0\"\n"},
		{"literal blocks", map[string]any{"a": "x\ny", "b": "x\n", "c": "x\n\n", "d": " x\ny"},
			"a: |-\n  x\n  y\nb: |\n  x\nc: |+\n  x\n\nd: |2-\n   x\n  y\n"},
		{"sequences under keys are not indented", map[string]any{"l": []any{"a", map[string]any{"k": "v", "j": []any{1}}, []any{2, 3}}},
			"l:\n- a\n- j:\n  - 1\n  k: v\n- - 2\n  - 3\n"},
		{"empty collections", map[string]any{"m": map[string]any{}, "l": []any{}, "n": nil},
			"l: []\nm: {}\n\"n\": null\n"},
		{"numbers", map[string]any{"i": 3, "f": 1.5, "big": json.Number("18446744073709551615"), "e": json.Number("1e3"), "huge": json.Number("1e400"), "neg0": json.Number("-0.0")},
			"big: 18446744073709551615\ne: 1000\nf: 1.5\nhuge: 1e400\ni: 3\nneg0: -0\n"},
		{"folded at 80 columns", map[string]any{"description": long},
			"description: word word word word word word word word word word word word word word\n  word word word word word word end\n"},
		{"complex key", map[string]any{strings.Repeat("k", 129): 1, "a\nb": 2},
			"? |-\n  a\n  b\n: 2\n? " + strings.Repeat("k", 129) + "\n: 1\n"},
		{"root scalar", "x", "x\n"},
		{"a key that reads as a boolean", map[string]any{"y": 1}, "\"y\": 1\n"},
		{"U+0085 folds like a line break", map[string]any{"a": "x\u0085y"}, "a: x y\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Marshal(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("Marshal (-want +got):\n%s", diff)
			}
		})
	}
}

func TestMarshalErrors(t *testing.T) {
	for _, in := range []any{
		map[string]any{"a": "del\x7f"},
		map[string]any{"k\u0085": 1},
		map[string]any{"a": "x\u0085--- y"},
		map[string]any{strings.Repeat("k", 1023): 1},
		map[string]any{strings.Repeat("<", 200): 1},
		func() {},
	} {
		if got, err := Marshal(in); err == nil {
			t.Errorf("Marshal(%#v) = %q, want an error", in, got)
		}
	}
}

// A key of 1022 characters is 1024 with its quotes, YAML's longest.
func TestLongestKey(t *testing.T) {
	k := strings.Repeat("k", 1022)
	got, err := Marshal(map[string]any{k: 1})
	if err != nil || string(got) != "? "+k+"\n: 1\n" {
		t.Errorf("Marshal = %q, %v", got, err)
	}
}

func TestKeyLess(t *testing.T) {
	for _, tt := range []struct{ a, b string }{
		{"a", "b"}, {"a2", "a10"}, {"1", "01"}, {"_", "a"}, {"B", "a"}, {"x", "xy"}, {"9", "10"},
	} {
		if !keyLess(tt.a, tt.b) || keyLess(tt.b, tt.a) {
			t.Errorf("want %q < %q", tt.a, tt.b)
		}
	}
}

// FuzzMarshal checks what holds for any string in any place: Marshal
// ends, does not panic, gives the same bytes twice, and ends its
// output with a newline. diff_test.go's FuzzDifferential checks the bytes.
func FuzzMarshal(f *testing.F) {
	for _, s := range []string{"", "a b", "x\ny", " ", "- a", "true", "\ufeffx", "\u0085", "😀"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tree := map[string]any{"k": s, "l": []any{s, map[string]any{"d": strings.Repeat("w ", 40) + s}}}
		if !strings.ContainsRune(s, nel) {
			tree[s] = []any{}
		}
		a, err := Marshal(tree)
		if err != nil {
			return
		}
		b, _ := Marshal(tree)
		if string(a) != string(b) || !strings.HasSuffix(string(a), "\n") {
			t.Errorf("Marshal(%q) = %q, then %q", s, a, b)
		}
	})
}
