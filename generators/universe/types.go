package universe

import (
	"go/token"
	"path"
	"strconv"
	"strings"
	"sync"
)

// Kind classifies a Type the way the code-generator tools think of types,
// which is not quite the way go/types does: a named type over a builtin, map
// or slice is an Alias of that underlying type; a named type over a struct or
// an interface is that struct or interface under its own name; a named type
// over a pointer, array, chan or func is flattened into that kind.
type Kind int

const (
	Builtin Kind = iota
	Struct
	Map
	Slice
	Pointer
	Array
	Interface
	Alias
	Func
	Chan
	// Unsupported covers unsafe.Pointer, generic instantiations and type
	// parameters: shapes that no generator here can handle.
	Unsupported
)

func (k Kind) String() string {
	switch k {
	case Builtin:
		return "builtin"
	case Struct:
		return "struct"
	case Map:
		return "map"
	case Slice:
		return "slice"
	case Pointer:
		return "pointer"
	case Array:
		return "array"
	case Interface:
		return "interface"
	case Alias:
		return "named type"
	case Func:
		return "func"
	case Chan:
		return "chan"
	}
	return "unsupported type"
}

// Name identifies a named type. Package is empty for builtins and for unnamed
// (literal) types, whose Name is then their Go spelling.
type Name struct {
	Package string
	Name    string
}

// Type is one type of the universe. Named types are unique: two references
// to the same named type yield the same *Type.
type Type struct {
	Name Name
	Kind Kind

	// Elem is the element of a map, slice, array, pointer or chan.
	Elem *Type
	// Key is the key of a map.
	Key *Type
	// Underlying is what an Alias names.
	Underlying *Type
	// Len is the length of an array.
	Len int64
	// Members are the fields of a struct, in declaration order.
	Members []Member
	// Methods are the methods declared on a named type (not promoted ones),
	// or the methods of an interface.
	Methods map[string]*Method

	// CommentLines is the comment block directly above the type's name;
	// SecondClosestCommentLines the block before that, separated by one
	// blank line.
	CommentLines              []string
	SecondClosestCommentLines []string
	// CommentAt and SecondClosestCommentAt are those lines with where
	// each is (nil when not known): a tag is reported at its line.
	CommentAt, SecondClosestCommentAt []CommentLine

	// Pos is where a named type is declared.
	Pos token.Position
	// Generic is set for a named type with type parameters.
	Generic bool
	// Origin is the generic type that an instance (sets.Set[string])
	// instantiates, with TypeArgs; nil for any other type. An instance's
	// Name.Name spells its arguments as go/types does: Set[string].
	Origin   *Type
	TypeArgs []*Type
	// Why says what is unsupported about an Unsupported type.
	Why string
	// Decl is the expression a declared type is defined by.
	Decl TypeExpr

	// opaque marks an unnamed type whose spelling does not identify it (a
	// func, an interface with methods, or anything built on them): such a
	// type is never shared, so two of them are never the same *Type.
	opaque bool
}

// Member is one field of a struct.
type Member struct {
	Name     string
	Embedded bool
	Type     *Type
	Tags     string
	Pos      token.Position
	// CommentLines is the field's doc comment; CommentAt its lines with
	// where each is (nil when not known).
	CommentLines []string
	CommentAt    []CommentLine
	// Expr is the field's type as written (see TypeExpr).
	Expr TypeExpr
}

// Method is a method declared on a named type, or a top-level function
// (then Package is set and there is no receiver).
type Method struct {
	Name string
	// Package is the import path of a top-level function's package.
	Package string
	// CommentLines is the function's doc comment, where tags such as
	// +k8s:conversion-fn live; CommentAt its lines with where each is
	// (nil when not known).
	CommentLines []string
	CommentAt    []CommentLine
	// Body is the body's source, kept only for top-level functions whose
	// name starts with "add" (registration helpers such as
	// addDefaultingFuncs).
	Body string
	// PointerReceiver is true for func (x *T), false for func (x T).
	PointerReceiver bool
	Pos             token.Position

	sig func() (params, results []*Type)
	// arity, when set, is how many parameters and results sig returns:
	// known from the declaration without resolving a type.
	arity           *[2]int
	once            sync.Once
	params, results []*Type
}

// IsNamed reports whether t is a declared (not builtin, not literal) type.
func (t *Type) IsNamed() bool { return t.Name.Package != "" }

// String is the fully qualified spelling of t, used for sorting and messages.
func (t *Type) String() string {
	if t.Name.Package != "" {
		return t.Name.Package + "." + t.Name.Name
	}
	return t.Name.Name
}

// IsPrimitive reports whether t is a builtin or names one.
func (t *Type) IsPrimitive() bool {
	return t.Kind == Builtin || (t.Kind == Alias && t.Underlying.Kind == Builtin)
}

// IsAssignable reports whether a plain assignment copies t completely: true
// for builtins and for structs made only of such.
func (t *Type) IsAssignable() bool {
	return t.isAssignable(map[*Type]bool{})
}

func (t *Type) isAssignable(seen map[*Type]bool) bool {
	if t.IsPrimitive() {
		return true
	}
	if t.Kind != Struct {
		return false
	}
	if seen[t] {
		// A struct can only contain itself through a reference, so a cycle
		// here means a pointer or slice was already found not assignable.
		return true
	}
	seen[t] = true
	for _, m := range t.Members {
		if !m.Type.isAssignable(seen) {
			return false
		}
	}
	return true
}

// IsAnonymousStruct reports whether t is struct{} or names it.
func (t *Type) IsAnonymousStruct() bool {
	return (t.Kind == Struct && t.Name.Name == "struct{}") || (t.Kind == Alias && t.Underlying.IsAnonymousStruct())
}

// Unalias follows Alias types to the type they name.
func Unalias(t *Type) *Type {
	for t.Kind == Alias {
		t = t.Underlying
	}
	return t
}

// ShortIn spells t as source code written in package pkg does, with other
// packages by their last path element and pkg's own types by their name
// alone: sets.Set[string], []*v1.Pod, map[string]int. Messages name types
// this way (pkg "" names every package).
func (t *Type) ShortIn(pkg string) string {
	if t.Name.Package != "" {
		name := t.Name.Name
		if t.Origin != nil {
			var args []string
			for _, a := range t.TypeArgs {
				args = append(args, a.ShortIn(pkg))
			}
			name = t.Origin.Name.Name + "[" + strings.Join(args, ", ") + "]"
		}
		if t.Name.Package == pkg {
			return name
		}
		return path.Base(t.Name.Package) + "." + name
	}
	switch t.Kind {
	case Map:
		return "map[" + t.Key.ShortIn(pkg) + "]" + t.Elem.ShortIn(pkg)
	case Slice:
		return "[]" + t.Elem.ShortIn(pkg)
	case Array:
		return "[" + strconv.FormatInt(t.Len, 10) + "]" + t.Elem.ShortIn(pkg)
	case Pointer:
		return "*" + t.Elem.ShortIn(pkg)
	case Chan:
		return "chan " + t.Elem.ShortIn(pkg)
	case Struct:
		var parts []string
		for _, m := range t.Members {
			if m.Embedded {
				parts = append(parts, m.Type.ShortIn(pkg))
			} else {
				parts = append(parts, m.Name+" "+m.Type.ShortIn(pkg))
			}
		}
		return "struct{" + strings.Join(parts, "; ") + "}"
	}
	return t.Name.Name
}

// literalName spells an unnamed type the way go/types prints it, which is
// how the upstream tools name such types.
func literalName(t *Type) string {
	q := func(x *Type) string {
		if x.Name.Package != "" {
			return x.Name.Package + "." + x.Name.Name
		}
		return x.Name.Name
	}
	switch t.Kind {
	case Map:
		return "map[" + q(t.Key) + "]" + q(t.Elem)
	case Slice:
		return "[]" + q(t.Elem)
	case Array:
		return "[" + strconv.FormatInt(t.Len, 10) + "]" + q(t.Elem)
	case Pointer:
		return "*" + q(t.Elem)
	case Chan:
		return "chan " + q(t.Elem)
	case Struct:
		var parts []string
		for _, m := range t.Members {
			if m.Embedded {
				parts = append(parts, q(m.Type))
			} else {
				parts = append(parts, m.Name+" "+q(m.Type))
			}
		}
		return "struct{" + strings.Join(parts, "; ") + "}"
	case Interface:
		if len(t.Methods) == 0 {
			return "interface{}"
		}
		return "interface{...}"
	case Func:
		return "func(...)"
	}
	return t.Name.Name
}

var builtinNames = []string{
	"bool", "byte", "complex128", "complex64", "float32", "float64",
	"int", "int16", "int32", "int64", "int8", "rune", "string",
	"uint", "uint16", "uint32", "uint64", "uint8", "uintptr",
}
