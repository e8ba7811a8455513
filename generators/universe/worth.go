package universe

import (
	"bytes"
	"go/token"
	"strings"
	"unicode/utf8"
)

// quickWorth is worthParsing's tokenizer in a hurry: it reads src as
// go/scanner would, without building tokens, and tells whether the file
// has a type keyword, a comment mentioning one of markers or an
// identifier containing one of keywords, or something the scanner reports
// as an error (a file the scanner cannot read is parsed, to report why).
// sure is false when src holds what it does not read as go/scanner does
// (a letter outside ASCII in code, a carriage return in a comment, an
// unusual escape or number): the caller then asks go/scanner. Most of a
// tree's source is generated code that no generator reads (protobuf
// marshalling), and tokenizing it was a tenth of a run.
func quickWorth(src []byte, markers, keywords []string) (worth, sure bool) {
	words := newWordSet(keywords)
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '/' && i+1 < len(src) && (src[i+1] == '/' || src[i+1] == '*'):
			end, done, worth, sure := quickComment(src, i, markers)
			if done {
				return worth, sure
			}
			i = end
		case isLetter(c):
			j := i + 1
			for j < len(src) && (isLetter(src[j]) || isDigit(src[j])) {
				j++
			}
			if j < len(src) && src[j] >= utf8.RuneSelf {
				return false, false // an identifier may go on in Unicode
			}
			if w := identWorth(src[i:j], words); w {
				return true, true
			}
			i = j
		case isDigit(c) || c == '.' && i+1 < len(src) && isDigit(src[i+1]):
			j, ok := numberEnd(src, i)
			if !ok {
				return false, false
			}
			i = j
		case c == '"' || c == '\'' || c == '`':
			j, bad, ok := literalEnd(src, i)
			if !ok {
				return false, false
			}
			if bad {
				return true, true
			}
			i = j
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRune(src[i:])
			if r == utf8.RuneError && n == 1 || r == '\uFEFF' && i > 0 {
				return true, true // illegal encoding or byte order mark
			}
			if r != '\uFEFF' {
				return false, false // a Unicode letter or an illegal character
			}
			i += n
		case strings.IndexByte("+-*/%&|^<>=!()[]{},;:.~", c) >= 0:
			i++
		default:
			return true, true // #, $, ?, @, \, a control character: illegal
		}
	}
	return false, true
}

// quickComment reads the comment at i for quickWorth: done when it
// decides the file (a marker, an error, text it does not read as the
// scanner does), with its verdict; else the comment's end.
func quickComment(src []byte, i int, markers []string) (end int, done, worth, sure bool) {
	end, ok := commentEnd(src, i)
	if !ok {
		return 0, true, true, true // unterminated comment: an error
	}
	text := string(src[i:end])
	switch {
	case badText(text):
		return 0, true, true, true
	case strings.IndexByte(text, '\r') >= 0:
		return 0, true, false, false // the scanner drops them from the text
	case mentions(text, markers):
		return 0, true, true, true
	}
	return end, false, false, false
}

// identWorth says whether an identifier (or keyword) makes a file worth
// parsing: the type keyword, or an identifier containing a keyword.
func identWorth(lit []byte, words *wordSet) bool {
	if string(lit) == "type" {
		return true
	}
	return words.in(lit) && !token.IsKeyword(string(lit))
}

// wordSet tells whether an identifier contains one of a set of words
// (Config.Keywords): as strings.Contains with each word, without a call
// per word and identifier, and without making the identifier a string.
// Most identifiers of generated code are shorter than every word, or
// hold no byte a word starts with.
type wordSet struct {
	words  []string
	minLen int
	first  [256]bool
	// any is set by an empty word, which every identifier contains.
	any bool
}

func newWordSet(words []string) *wordSet {
	s := &wordSet{}
	for _, w := range words {
		if w == "" {
			s.any = true
			continue
		}
		s.words = append(s.words, w)
		s.first[w[0]] = true
		if s.minLen == 0 || len(w) < s.minLen {
			s.minLen = len(w)
		}
	}
	return s
}

// in reports whether lit contains one of the words.
func (s *wordSet) in(lit []byte) bool {
	if s.any {
		return true
	}
	if len(s.words) == 0 || len(lit) < s.minLen {
		return false
	}
	for i := 0; i+s.minLen <= len(lit); i++ {
		if !s.first[lit[i]] {
			continue
		}
		for _, w := range s.words {
			if len(w) <= len(lit)-i && string(lit[i:i+len(w)]) == w {
				return true
			}
		}
	}
	return false
}

// badText reports whether a comment holds what the scanner reports as an
// error: a NUL, broken UTF-8, a byte order mark.
func badText(text string) bool {
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if r == 0 || r == utf8.RuneError && n == 1 || r == '\uFEFF' {
			return true
		}
		i += n
	}
	return false
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }

// commentEnd returns the end of the comment starting at i, and false for
// a /* comment without its end. A // comment ends before its newline.
func commentEnd(src []byte, i int) (int, bool) {
	if src[i+1] == '/' {
		if j := bytes.IndexByte(src[i+2:], '\n'); j >= 0 {
			return i + 2 + j, true
		}
		return len(src), true
	}
	if j := bytes.Index(src[i+2:], []byte("*/")); j >= 0 {
		return i + 2 + j + 2, true
	}
	return 0, false
}

// numberEnd returns the end of the number literal starting at i, when it
// is one quickWorth reads: decimal digits (a single 0, or an octal 0...
// of digits 0 to 7), or 0x and hexadecimal digits. Anything else (floats,
// underscores, other bases, a letter or dot after the digits) is not
// read, and goes to go/scanner.
func numberEnd(src []byte, i int) (int, bool) {
	j := i
	switch {
	case src[i] == '0' && i+1 < len(src) && (src[i+1] == 'x' || src[i+1] == 'X'):
		j = i + 2
		for j < len(src) && strings.IndexByte("0123456789abcdefABCDEF", src[j]) >= 0 {
			j++
		}
		if j == i+2 {
			return 0, false
		}
	case src[i] == '0':
		for j < len(src) && '0' <= src[j] && src[j] <= '7' {
			j++
		}
	default:
		for j < len(src) && isDigit(src[j]) {
			j++
		}
	}
	if j < len(src) && (isLetter(src[j]) || isDigit(src[j]) || src[j] == '.' || src[j] >= utf8.RuneSelf) {
		return 0, false
	}
	return j, j > i
}

// literalEnd returns the end of the string, raw string or rune literal
// starting at i. bad is set for one the scanner reports as an error (not
// terminated, a newline in a string, a NUL or broken UTF-8); ok is false
// for one quickWorth does not read (an escape other than \n, \t, \\, \"
// and the like; a rune literal of other than one ASCII character).
func literalEnd(src []byte, i int) (end int, bad, ok bool) {
	q := src[i]
	for j := i + 1; j < len(src); j++ {
		c := src[j]
		switch {
		case c == q:
			if q == '\'' && j != i+2 && !(j == i+3 && src[i+1] == '\\') {
				return 0, false, false
			}
			return j + 1, false, true
		case c == 0:
			return 0, true, true
		case c == '\n' && q != '`':
			return 0, true, true
		case c == '\\' && q != '`':
			if j+1 >= len(src) || strings.IndexByte(`abfnrtv\`+string(q), src[j+1]) < 0 {
				return 0, false, false
			}
			j++
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRune(src[j:])
			if r == utf8.RuneError && n == 1 || r == '\uFEFF' {
				return 0, true, true
			}
			if q == '\'' {
				return 0, false, false
			}
			j += n - 1
		}
	}
	return 0, true, true // not terminated
}
