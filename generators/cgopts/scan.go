package cgopts

import (
	"fmt"
	"go/token"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/lint"
)

// Error is a mistake in one argument of the command line: a diagnostic
// whose Pos.Filename is the argument as given (empty for a mistake of the
// whole command line: no generator) and whose Pos.Column is the 1-based
// byte column of the argument where it goes wrong (Pos.Line is 0: an
// argument is no file). Its Message says what is wrong and how to fix it.
type Error = diag.Diagnostic

// ErrorList is every mistake of a command line.
type ErrorList = diag.List

// argError is the error msg at column col of argument arg.
func argError(arg string, col int, msg string) *Error {
	return &Error{Pos: token.Position{Filename: arg, Column: col}, Message: msg}
}

// Text is e as gvkgen prints it: argument "<arg>", column <col>: <message>,
// or the message alone for a mistake of the whole command line.
func Text(e *Error) string {
	if e.Pos.Filename == "" && e.Pos.Column == 0 {
		return e.Message
	}
	return fmt.Sprintf("argument %q, column %d: %s", e.Pos.Filename, e.Pos.Column, e.Message)
}

// Pointer returns e's argument and, on the next line, a caret under the
// column, each line indented by four spaces; empty without an argument.
func Pointer(e *Error) string {
	arg := e.Pos.Filename
	if arg == "" || e.Pos.Column < 1 {
		return ""
	}
	col := min(e.Pos.Column-1, len(arg))
	return "    " + arg + "\n    " + strings.Repeat(" ", utf8.RuneCountInString(arg[:col])) + "^\n"
}

// scanner reads one argument from pos, as controller-tools' marker parser
// does: spaces between tokens are skipped, a value is a Go string literal
// or the bare text up to the next delimiter.
type scanner struct {
	s   string
	pos int
}

func (sc *scanner) end() bool { return sc.pos >= len(sc.s) }

// peek is the next byte, 0 at the end.
func (sc *scanner) peek() byte {
	if sc.end() {
		return 0
	}
	return sc.s[sc.pos]
}

// rest is what is left of the argument.
func (sc *scanner) rest() string { return sc.s[sc.pos:] }

func (sc *scanner) skipSpace() {
	for !sc.end() && strings.IndexByte(" \t\r\n", sc.s[sc.pos]) >= 0 {
		sc.pos++
	}
}

// ident reads a field name: a letter or _, then letters, digits and _.
func (sc *scanner) ident() string {
	start := sc.pos
	for !sc.end() {
		c := sc.s[sc.pos]
		letter := c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z')
		if !letter && (sc.pos == start || c < '0' || c > '9') {
			break
		}
		sc.pos++
	}
	return sc.s[start:sc.pos]
}

// errorf is an error at byte offset pos of the argument.
func (sc *scanner) errorf(pos int, format string, args ...any) *Error {
	return argError(sc.s, pos+1, fmt.Sprintf(format, args...))
}

// value reads a string value: a Go string literal ("a", `a`), or the bare
// text up to the next ',', ';', '}' or the end, without surrounding
// spaces.
func (sc *scanner) value() (string, *Error) {
	sc.skipSpace()
	start := sc.pos
	switch sc.peek() {
	case '"', '`':
		end := sc.closing(sc.peek())
		if end < 0 {
			return "", sc.errorf(start, "a string without its closing %c", sc.peek())
		}
		v, err := strconv.Unquote(sc.s[start : end+1])
		if err != nil {
			return "", sc.errorf(start, "not a valid Go string: %s", sc.s[start:end+1])
		}
		sc.pos = end + 1
		return v, nil
	}
	for !sc.end() && strings.IndexByte(",;}", sc.s[sc.pos]) < 0 {
		sc.pos++
	}
	return strings.TrimSpace(sc.s[start:sc.pos]), nil
}

// closing returns the offset of the quote q closing the literal at pos,
// or -1.
func (sc *scanner) closing(q byte) int {
	for i := sc.pos + 1; i < len(sc.s); i++ {
		switch {
		case sc.s[i] == q:
			return i
		case sc.s[i] == '\\' && q == '"':
			i++
		}
	}
	return -1
}

// list reads a list value: one item, a ;-separated list or a {a, b}
// list, each item bare or quoted; noun names an item in messages.
func (sc *scanner) list(noun string) ([]string, *Error) {
	sc.skipSpace()
	if sc.peek() == '{' {
		return sc.braced(noun)
	}
	return sc.separated(noun)
}

// braced reads {a, b, ...} (a trailing comma allowed, as upstream).
func (sc *scanner) braced(noun string) ([]string, *Error) {
	sc.pos++ // '{'
	var out []string
	for {
		sc.skipSpace()
		switch {
		case sc.end():
			return nil, sc.errorf(sc.pos, "the list of %ss has no closing }: {a,b}", noun)
		case sc.peek() == '}':
			sc.pos++
			return out, nil
		}
		p, err := sc.item(noun)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
		sc.skipSpace()
		switch {
		case sc.peek() == ',':
			sc.pos++
		case sc.peek() == '}', sc.end():
		default:
			return nil, sc.errorf(sc.pos, "expected , or } after %q in the list of %ss", p, noun)
		}
	}
}

// separated reads a;b;... .
func (sc *scanner) separated(noun string) ([]string, *Error) {
	var out []string
	for !sc.end() && sc.peek() != ',' {
		p, err := sc.item(noun)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
		sc.skipSpace()
		if sc.peek() != ';' {
			break
		}
		sc.pos++
	}
	return out, nil
}

// item reads one non-empty item of a list.
func (sc *scanner) item(noun string) (string, *Error) {
	sc.skipSpace()
	start := sc.pos
	p, err := sc.value()
	if err == nil && p == "" {
		err = sc.errorf(start, "an empty %s; remove the extra separator", noun)
	}
	return p, err
}

// didYouMean is " (did you mean X?)" for the candidate closest to name,
// if it is close (same letters in another case, or two edits), or "".
func didYouMean(name string, candidates ...string) string {
	best, bestD := "", 3
	for _, c := range candidates {
		n, lc := strings.ToLower(name), strings.ToLower(c)
		d := lint.Distance(n, lc)
		if len(n) >= 3 && len(lc) >= 3 && (strings.HasPrefix(n, lc) || strings.HasPrefix(lc, n)) {
			// maxDescLength for maxDescLen, crdVersion for crdVersions.
			d = min(d, 2)
		}
		if d < bestD {
			best, bestD = c, d
		}
	}
	if best == "" || name == best {
		return ""
	}
	return fmt.Sprintf(" (did you mean %s?)", best)
}
