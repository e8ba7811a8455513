package diag

import (
	"fmt"
	"go/token"
	"strings"
)

// Severity is how bad a diagnostic is.
type Severity uint8

const (
	// Error: nothing is written.
	Error Severity = iota
	// Warning: input upstream accepts silently, or a tag that is ignored.
	Warning
	// Note: information, not a problem.
	Note
)

// String is "error", "warning" or "note": what the json, github and SARIF
// formats print.
func (s Severity) String() string {
	switch s {
	case Warning:
		return "warning"
	case Note:
		return "note"
	}
	return "error"
}

// Diagnostic is a problem found in the user's code, flags or command line:
// where (Pos, and End when the span is known), how bad, what is wrong and
// how to fix it.
type Diagnostic struct {
	// Pos is where the problem starts. It may be invalid (no position);
	// its Filename alone may name what is not a file (a flag:
	// "--extra-peer-dirs"; a command-line argument).
	Pos token.Position
	// End is where the problem ends (just after it), when known: the end
	// of a tag's name or of a marker's argument.
	End      token.Position
	Severity Severity
	// Message says what is wrong (and, often, what to do).
	Message string
	// Fix is what to do, when Message does not say it, and the edits
	// that do it, when they are mechanical.
	Fix Fix
	// Code names the kind of problem for the printers that sort by it
	// (SARIF rules, go vet's categories): "unknown-tag", "ignored-tag";
	// empty for a generator's own findings.
	Code string
	// Tag is the name of the tag the diagnostic is about, without its
	// "+" ("k8s:deepcopy-gen"), when it is about one.
	Tag string
}

// Fix is what to do about a diagnostic.
type Fix struct {
	// Message says what to do, for a reader; "" when the diagnostic's
	// Message says it.
	Message string
	// Edits, applied together, fix the problem (go vet -fix, an editor):
	// set only when the fix is certain enough to apply.
	Edits []Edit
}

// Edit replaces the text between Pos and End (same file, same line) with
// NewText.
type Edit struct {
	Pos, End token.Position
	NewText  string
}

// Errorf returns an error at pos.
func Errorf(pos token.Position, format string, args ...any) *Diagnostic {
	return &Diagnostic{Pos: pos, Message: fmt.Sprintf(format, args...)}
}

// Warnf returns a warning at pos.
func Warnf(pos token.Position, format string, args ...any) *Diagnostic {
	return &Diagnostic{Pos: pos, Message: fmt.Sprintf(format, args...), Severity: Warning}
}

// Error is "file:line:col: message", or the message alone when Pos has no
// line: what the text format prints.
func (d *Diagnostic) Error() string {
	if d.Pos.IsValid() {
		return d.Pos.String() + ": " + d.Message
	}
	return d.Message
}

// String is d.Error().
func (d Diagnostic) String() string { return d.Error() }

// IsError reports whether d is an error.
func (d *Diagnostic) IsError() bool { return d.Severity == Error }

// List is several diagnostics, reported together; as an error, one per
// line.
type List []*Diagnostic

func (l List) Error() string {
	var b strings.Builder
	for i, d := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(d.Error())
	}
	return b.String()
}

// OK reports whether l holds no error (warnings and notes aside).
func (l List) OK() bool {
	for _, d := range l {
		if d.IsError() {
			return false
		}
	}
	return true
}

// Errors returns the errors of l, in order.
func (l List) Errors() List { return l.filter(true) }

// Warnings returns what in l is not an error, in order.
func (l List) Warnings() List { return l.filter(false) }

func (l List) filter(errs bool) List {
	var out List
	for _, d := range l {
		if d.IsError() == errs {
			out = append(out, d)
		}
	}
	return out
}

// Same reports whether d and o say the same thing at the same place (their
// fixes' edits aside): a diagnostic found twice is printed once.
func (d *Diagnostic) Same(o *Diagnostic) bool {
	return d.Pos == o.Pos && d.End == o.End && d.Severity == o.Severity && d.Message == o.Message &&
		d.Fix.Message == o.Fix.Message && d.Code == o.Code && d.Tag == o.Tag
}
