package tags

import (
	"fmt"
	"strings"
)

// ArgType is the type of a marker argument's value, in controller-tools'
// grammar.
type ArgType uint8

const (
	// StringArg is a quoted string ("..." or `...`, as in Go) or bare
	// text up to the next ',', ';' or '}', its spaces trimmed.
	StringArg ArgType = iota + 1
	// IntArg is an integer, with an optional sign.
	IntArg
	// NumberArg is a number: an integer or a decimal fraction.
	NumberArg
	// BoolArg is true or false.
	BoolArg
	// ListArg is a list of Arg.Item values: {a,b,c}, or a;b;c.
	ListArg
	// AnyArg is a value whose type is guessed from how it is written, as
	// controller-tools does: a string, a number, a boolean, a list or a
	// map ({key: value, ...}).
	AnyArg
	// JSONArg is the rest of the marker, which must be a JSON value (an
	// object, an array, a string, a number, true, false or null): gengo's
	// +default=.
	JSONArg
	// RawArg is the rest of the marker exactly as written (leading spaces
	// too): a value another tool reads in its own grammar (a gengo tag
	// read by controller-gen, which compares it as it is).
	RawArg
)

var argTypeNames = map[ArgType]string{
	StringArg: "string", IntArg: "integer", NumberArg: "number", BoolArg: "true|false",
	ListArg: "list", AnyArg: "value", JSONArg: "JSON", RawArg: "text",
}

// String names the type, for syntax listings: "string", "integer",
// "true|false"...
func (t ArgType) String() string { return argTypeNames[t] }

// Arg is one argument of a marker that takes arguments (controller-tools'
// grammar): +name:arg=value,other=value, or +name=value for the one
// unnamed argument.
type Arg struct {
	// Name is the argument's name as written before "=" (JSONPath,
	// message); "" for a marker whose value is its one argument.
	Name string
	Type ArgType
	// Item is the type of a ListArg's items (StringArg when unset).
	Item ArgType
	// Optional is set for an argument that may be left out.
	Optional bool
	// Doc says what the argument means.
	Doc string
}

// syntax is how the argument is written: "name=<string>", or "<string>"
// for the unnamed one; in brackets when optional.
func (a Arg) syntax() string {
	v := "<" + a.Type.String() + ">"
	if a.Type == ListArg {
		v = "{<" + a.itemType().String() + ">,...}"
	}
	if a.Name != "" {
		v = a.Name + "=" + v
	}
	if a.Optional {
		v = "[" + v + "]"
	}
	return v
}

func (a Arg) itemType() ArgType {
	if a.Item == 0 {
		return StringArg
	}
	return a.Item
}

// argsSyntax is how a marker with args is written after its name.
func argsSyntax(args []Arg) string {
	if len(args) == 1 && args[0].Name == "" {
		return "=" + args[0].syntax()
	}
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = a.syntax()
	}
	return ":" + strings.Join(parts, ",")
}

// anonymous reports whether args are one unnamed argument.
func anonymous(args []Arg) bool { return len(args) == 1 && args[0].Name == "" }

// Value is one parsed argument value.
type Value struct {
	// Type is what the value is: its argument's type, or for AnyArg the
	// type guessed (StringArg, IntArg, NumberArg, BoolArg, ListArg; a map
	// is AnyArg with Map set).
	Type ArgType
	// Raw is the value as written.
	Raw    string
	String string
	Int    int64
	Number float64
	Bool   bool
	List   []Value
	Map    map[string]Value
	// JSON is a JSONArg's value, as encoding/json decodes it.
	JSON any
	// Col is the 0-based byte offset of the value in its line's text.
	Col int
}

// Text returns the value as text: a string's content, a number or
// boolean as written, a list's items joined by ",".
func (v Value) Text() string {
	switch v.Type {
	case StringArg, RawArg:
		return v.String
	case ListArg:
		items := make([]string, len(v.List))
		for i, it := range v.List {
			items[i] = it.Text()
		}
		return strings.Join(items, ",")
	}
	return strings.TrimSpace(v.Raw)
}

// GoString is for test failures.
func (v Value) GoString() string { return fmt.Sprintf("%s(%s)", v.Type, v.Raw) }
