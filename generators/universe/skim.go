package universe

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// skimBodies returns src with the inside of each top-level function's
// body blanked: every byte between its braces but newlines becomes a
// space, so that every position in the file stays where it was. The
// load never looks at a statement (funcDecl drops them, keeping the text
// of a few bodies, which it takes from the file's own bytes), and parsing
// them was most of the time spent reading the module cache's packages a
// generator asks about (apimachinery's, for openapi). A function is
// skimmed only when its declaration starts a line (as gofmt writes it)
// at the top level and its body's braces can be told by reading strings,
// runes and comments; src is returned as it is, or the function left
// whole, on anything else: the parse then sees the file unchanged.
func skimBodies(src []byte) []byte {
	var out []byte
	depth := 0
	for i := 0; i < len(src); {
		switch c := src[i]; {
		case c == '/' || c == '"' || c == '\'' || c == '`':
			end, ok := skipLiteral(src, i)
			if !ok {
				return src
			}
			if end > i {
				i = end
				continue
			}
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			if depth--; depth < 0 {
				return src
			}
		case c == 'f' && depth == 0 && (i == 0 || src[i-1] == '\n') && bytes.HasPrefix(src[i:], []byte("func")) &&
			i+4 < len(src) && (src[i+4] == ' ' || src[i+4] == '('):
			if open, close, ok := findBody(src, i+4); ok {
				if out == nil {
					out = bytes.Clone(src)
				}
				for j := open + 1; j < close; j++ {
					if out[j] != '\n' {
						out[j] = ' '
					}
				}
				i = close + 1
				continue
			}
		}
		i++
	}
	if out == nil {
		return src
	}
	return out
}

// skipLiteral returns the end of the comment, string or rune literal at
// i (i itself for a lone '/'), and false for one that does not end.
func skipLiteral(src []byte, i int) (int, bool) {
	switch c := src[i]; {
	case c == '/' && i+1 < len(src) && (src[i+1] == '/' || src[i+1] == '*'):
		return commentEnd(src, i)
	case c == '/':
		return i, true
	case c == '`':
		if j := bytes.IndexByte(src[i+1:], '`'); j >= 0 {
			return i + 1 + j + 1, true
		}
		return 0, false
	}
	q := src[i]
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case '\n':
			return 0, false
		case q:
			return j + 1, true
		}
	}
	return 0, false
}

// findBody finds the braces of the body of the function whose
// declaration goes on at i (after the func keyword): the first "{" out of
// parentheses and brackets that does not open a struct or interface
// type. false if the declaration ends first (a newline out of
// parentheses: a function without a body) or cannot be read.
func findBody(src []byte, i int) (open, close int, ok bool) {
	depth := 0
	word := ""
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\n' && depth == 0:
			return 0, 0, false
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
		case c == '/' || c == '"' || c == '\'' || c == '`':
			end, ok := skipLiteral(src, i)
			if !ok || end == i {
				return 0, 0, false
			}
			i, word = end, ""
			continue
		case isLetter(c) || isDigit(c) || c >= 0x80:
			j := i
			for j < len(src) && (isLetter(src[j]) || isDigit(src[j]) || src[j] >= 0x80) {
				j++
			}
			i, word = j, string(src[i:j])
			continue
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			if depth--; depth < 0 {
				return 0, 0, false
			}
		case c == '{':
			end, ok := matchBrace(src, i)
			if !ok {
				return 0, 0, false
			}
			if depth == 0 && word != "struct" && word != "interface" {
				return i, end, true
			}
			i, word = end+1, ""
			continue
		}
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			word = ""
		}
		i++
	}
	return 0, 0, false
}

// matchBrace returns the "}" that closes the "{" at i.
func matchBrace(src []byte, i int) (int, bool) {
	depth := 0
	for i < len(src) {
		switch c := src[i]; c {
		case '/', '"', '\'', '`':
			end, ok := skipLiteral(src, i)
			if !ok {
				return 0, false
			}
			if end > i {
				i = end
				continue
			}
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return i, true
			}
		}
		i++
	}
	return 0, false
}

// skimmed reports whether the file name is one whose function bodies the
// load skims: a file of the module cache (read-only, checked by go.sum,
// never the user's to edit), as far as GOMODCACHE, GOPATH or $HOME tell
// where it is (moduleCache).
func skimmed(name string) bool {
	dir := modCacheDir()
	return dir != "" && strings.HasPrefix(name, dir)
}

// modCacheDir is the module cache's directory with a trailing separator,
// "" if unknown.
var modCacheDir = sync.OnceValue(func() string {
	dir := moduleCache()
	if dir == "" || !filepath.IsAbs(dir) {
		return ""
	}
	if _, err := os.Stat(dir); err != nil {
		return ""
	}
	return filepath.Clean(dir) + string(filepath.Separator)
})
