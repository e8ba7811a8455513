package universe

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

var (
	worthMarkers  = []string{"+k8s:", "+groupName"}
	worthKeywords = []string{"DeepCopy", "Convert_"}
)

// TestQuickWorth: quickWorth decides as go/scanner's tokens do (scanWorth)
// whenever it says it is sure, and is sure on the code it is there for.
func TestQuickWorth(t *testing.T) {
	for _, tc := range []struct {
		name, src   string
		worth, sure bool
	}{
		{"plain code", "package a\n\nfunc f(x int) int { return x<<7 | 0x80 + 017 }\n", false, true},
		{"type keyword", "package a\ntype T int\n", true, true},
		{"type in a string", "package a\nvar s = \"type T int\\n\"\n", false, true},
		{"type in a comment", "package a\n// type T int\n", false, true},
		{"type in an identifier", "package a\nvar wireType = 2\n", false, true},
		{"tag comment", "package a\n// +k8s:deepcopy-gen=true\n", true, true},
		{"tag in a block comment", "package a\n/* +groupName=x */\n", true, true},
		{"keyword identifier", "package a\nfunc (in *T) DeepCopyInto() {}\n", true, true},
		{"keyword in a string", "package a\nvar s = `DeepCopy`\n", false, true},
		{"byte order mark first", "\uFEFFpackage a\ntype T int\n", true, true},
		{"byte order mark later", "package a // \uFEFF\n", true, true},
		{"unterminated comment", "package a\n/* x", true, true},
		{"unterminated string", "package a\nvar s = \"x", true, true},
		{"newline in a string", "package a\nvar s = \"x\ny\"\n", true, true},
		{"NUL in a raw string", "package a\nvar s = `\x00`\n", true, true},
		{"broken UTF-8 in a comment", "package a\n// \xff\n", true, true},
		{"replacement character in a comment", "package a\n// \uFFFD\n", false, true},
		{"illegal character", "package a\nvar x = 1 # 2\n", true, true},
		{"rune literals", "package a\nvar r, n = 'x', '\\n'\n", false, true},
		{"Unicode identifier", "package a\nvar é = 1\n", false, false},
		{"carriage return in a comment", "package a\n// +k8s\r:x\r\n", false, false},
		{"float", "package a\nvar f = 1.5\n", false, false},
		{"bad octal", "package a\nvar f = 09\n", false, false},
		{"unusual escape", "package a\nvar s = \"\\x41\"\n", false, false},
		{"keyword that is a Go keyword", "package a\nfunc f() {}\n", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			worth, sure := quickWorth([]byte(tc.src), worthMarkers, worthKeywords)
			if worth != tc.worth || sure != tc.sure {
				t.Errorf("quickWorth = %v, %v; want %v, %v", worth, sure, tc.worth, tc.sure)
			}
			if want := scanWorth("x.go", []byte(tc.src), worthMarkers, worthKeywords); sure && worth != want {
				t.Errorf("quickWorth says %v, go/scanner's tokens %v", worth, want)
			}
		})
	}
}

// TestQuickWorthGoRoot: on the standard library's source, quickWorth
// agrees with go/scanner's tokens on every file it is sure of.
func TestQuickWorthGoRoot(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(runtime.GOROOT(), "src", "*", "*.go"))
	if len(files) < 100 {
		t.Fatalf("found %d files under GOROOT/src; want the standard library's", len(files))
	}
	for _, keywords := range [][]string{worthKeywords, {"a", "Err", "_"}} {
		for _, name := range files {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			for _, markers := range [][]string{worthMarkers, nil} {
				worth, sure := quickWorth(src, markers, keywords)
				if want := scanWorth(name, src, markers, keywords); sure && worth != want {
					t.Errorf("%s (markers %q, keywords %q): quickWorth says %v, go/scanner's tokens %v", name, markers, keywords, worth, want)
				}
			}
		}
	}
}

// FuzzQuickWorth: whenever quickWorth is sure, it says what go/scanner's
// tokens say.
func FuzzQuickWorth(f *testing.F) {
	for _, s := range []string{"package a\ntype T int\n", "package a\n// +k8s:x\n", "var s = \"a\\n\" + `b` + 'c'", "x := 0x1F<<7 | 017", "/* DeepCopy */ Convert_a_b()", "\uFEFFpackage a", "a # b", "'\\''"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		worth, sure := quickWorth([]byte(src), worthMarkers, worthKeywords)
		if want := scanWorth("x.go", []byte(src), worthMarkers, worthKeywords); sure && worth != want {
			t.Errorf("%q: quickWorth says %v, go/scanner's tokens %v", src, worth, want)
		}
	})
}

// TestWordSet: wordSet.in is strings.Contains with any of the words, on
// random identifiers and word lists (empty words, words inside others,
// repeated ones).
func TestWordSet(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	letters := "abAB_c1"
	word := func(max int) string {
		b := make([]byte, r.IntN(max+1))
		for i := range b {
			b[i] = letters[r.IntN(len(letters))]
		}
		return string(b)
	}
	for range 20000 {
		var words []string
		for range r.IntN(4) {
			words = append(words, word(4))
		}
		lit := word(9)
		want := false
		for _, w := range words {
			want = want || strings.Contains(lit, w)
		}
		if got := newWordSet(words).in([]byte(lit)); got != want {
			t.Fatalf("wordSet(%q).in(%q) = %v, want %v", words, lit, got, want)
		}
	}
}
