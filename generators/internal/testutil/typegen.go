package testutil

import (
	"fmt"
	"strings"
)

// TypeDecls turns fuzz input into Go type declarations for package pkg:
// structs, named maps, slices and builtins, with fields of every shape the
// generators meet (builtins, pointers, slices, arrays, maps, named types,
// interfaces, funcs and chans, nested to a small depth). The same input
// always gives the same declarations. Names are T0..Tn; Iface is a named
// interface with a DeepCopyIface method.
func TypeDecls(pkg string, data []byte) string {
	r := &byteReader{data: data}
	n := 1 + r.next()%4
	var b strings.Builder
	fmt.Fprintf(&b, "package %s\n\n", pkg)
	b.WriteString("// Iface is an interface with a deep-copy method.\ntype Iface interface {\n\tDeepCopyIface() Iface\n}\n\n")
	for i := 0; i < n; i++ {
		switch r.next() % 5 {
		case 0:
			fmt.Fprintf(&b, "type T%d []%s\n\n", i, r.typ(n, 2))
		case 1:
			fmt.Fprintf(&b, "type T%d map[string]%s\n\n", i, r.typ(n, 2))
		case 2:
			fmt.Fprintf(&b, "type T%d string\n\n", i)
		default:
			fmt.Fprintf(&b, "type T%d struct {\n", i)
			fields := 1 + r.next()%5
			for j := 0; j < fields; j++ {
				tag := ""
				if r.next()%2 == 0 {
					tag = fmt.Sprintf(" `json:\"f%d\"`", j)
				}
				fmt.Fprintf(&b, "\tF%d %s%s\n", j, r.typ(n, 3), tag)
			}
			b.WriteString("}\n\n")
		}
	}
	return b.String()
}

type byteReader struct {
	data []byte
	i    int
}

func (r *byteReader) next() int {
	if r.i >= len(r.data) {
		return 0
	}
	r.i++
	return int(r.data[r.i-1])
}

var builtins = []string{"string", "int32", "int64", "bool", "byte", "float64", "uint16", "rune"}

func (r *byteReader) typ(n, depth int) string {
	k := r.next() % 14
	if depth <= 0 {
		k %= 3
	}
	switch k {
	case 0:
		return builtins[r.next()%len(builtins)]
	case 1, 2:
		return fmt.Sprintf("T%d", r.next()%n)
	case 3:
		return "*" + r.typ(n, depth-1)
	case 4, 5:
		return "[]" + r.typ(n, depth-1)
	case 6, 7:
		return "map[string]" + r.typ(n, depth-1)
	case 8:
		return "[2]" + r.typ(n, depth-1)
	case 9:
		return "Iface"
	case 10:
		return "func()"
	case 11:
		return "chan int"
	case 12:
		return "any"
	}
	return "map[" + builtins[r.next()%len(builtins)] + "]" + r.typ(n, depth-1)
}
