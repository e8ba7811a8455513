package emit

import (
	"go/token"
	"maps"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Imports assigns local names to imported packages the way
// k8s.io/code-generator does, so output is byte-identical: a package is
// named by its last path element, or by more of its path joined together
// ("metav1", "corev1") when that name is taken or equals the output
// package's own name. Names depend on the order packages are first added.
type Imports struct {
	local     string
	localLeaf string
	byPath    map[string]string
	byName    map[string]string
}

// NewImports starts naming imports for a file of package localPath.
func NewImports(localPath string) *Imports {
	return &Imports{local: localPath, localLeaf: path.Base(localPath), byPath: map[string]string{}, byName: map[string]string{}}
}

// Reserve keeps names from being given to imports: the identifiers the
// generated code declares inside its functions (parameters such as in, out,
// s), which would shadow an import of that name. Upstream does not, and its
// code then does not compile (a peer package named a, b or scope in
// conversion-gen's RegisterConversions); only such cases are named
// differently.
func (im *Imports) Reserve(names ...string) {
	for _, n := range names {
		if _, taken := im.byName[n]; !taken {
			im.byName[n] = ""
		}
	}
}

// Add names the package at path, if it is not named yet, and returns its
// local name ("" for the output package itself).
func (im *Imports) Add(p string) string {
	if p == im.local || p == "" {
		return ""
	}
	if n, ok := im.byPath[p]; ok {
		return n
	}
	dirs := strings.Split(p, "/")
	for i := len(dirs) - 1; i >= 0; i-- {
		name := strings.Join(dirs[i:], "")
		name = strings.NewReplacer("_", "", ".", "", "-", "").Replace(name)
		if _, taken := im.byName[name]; taken || name == im.localLeaf {
			continue
		}
		if token.Lookup(name).IsKeyword() {
			name = "_" + name
		}
		im.byName[name] = p
		im.byPath[p] = name
		return name
	}
	// Every suffix of the path is taken: only possible with paths that are
	// suffixes of each other all the way down. Fall back to a numbered name.
	for i := 2; ; i++ {
		name := path.Base(p) + strings.Repeat("x", i)
		if _, taken := im.byName[name]; !taken {
			im.byName[name] = p
			im.byPath[p] = name
			return name
		}
	}
}

// Import is one line of an import block.
type Import struct {
	Name string
	Path string
	// Bare is written without its name (controller-gen's style; see
	// output.File.OneGroup).
	Bare bool
}

// List returns the imports, ordered by path.
func (im *Imports) List() []Import {
	var out []Import
	for p, n := range im.byPath {
		out = append(out, Import{Name: n, Path: p})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// Namer spells types as jennifer code for a file of one package, adding
// imports as types from other packages are named.
type Namer struct {
	Pkg     string
	Imports *Imports
}

// NewNamer returns a namer for a file of package pkg.
func NewNamer(pkg string) *Namer {
	return &Namer{Pkg: pkg, Imports: NewImports(pkg)}
}

// Type returns code spelling t.
func (n *Namer) Type(t *universe.Type) *jen.Statement {
	if t.Origin != nil {
		// An instance of a generic type: sets.Set[string].
		var args []jen.Code
		for _, a := range t.TypeArgs {
			args = append(args, n.Type(a))
		}
		return n.Type(t.Origin).Types(args...)
	}
	if t.Name.Package != "" {
		if t.Name.Package == n.Pkg {
			return jen.Id(t.Name.Name)
		}
		n.Imports.Add(t.Name.Package)
		return jen.Qual(t.Name.Package, t.Name.Name)
	}
	switch t.Kind {
	case universe.Builtin:
		return jen.Id(t.Name.Name)
	case universe.Map:
		return jen.Map(n.Type(t.Key)).Add(n.Type(t.Elem))
	case universe.Slice:
		return jen.Index().Add(n.Type(t.Elem))
	case universe.Array:
		return jen.Index(jen.Lit(int(t.Len))).Add(n.Type(t.Elem))
	case universe.Pointer:
		return jen.Op("*").Add(n.Type(t.Elem))
	case universe.Chan:
		return jen.Chan().Add(n.Type(t.Elem))
	case universe.Struct:
		// Spelled on one line, struct{A int32; B string}, as upstream
		// spells it; gofmt then prints struct{ A int32 } for one field and
		// one field a line for more.
		return jen.Id(n.Raw(t))
	case universe.Interface:
		if len(t.Methods) == 0 {
			return jen.Id(t.Name.Name)
		}
	}
	return jen.Id(t.Name.Name)
}

// Raw spells t as source text, naming other packages by their local names
// (which it adds to the imports): v1.Time, map[string]*v1.Pod,
// struct{A int32; B string}. Struct fields keep their tags and embedded
// fields are spelled as such, so that the spelling is the same type.
func (n *Namer) Raw(t *universe.Type) string {
	if t.Origin != nil {
		var args []string
		for _, a := range t.TypeArgs {
			args = append(args, n.Raw(a))
		}
		return n.Raw(t.Origin) + "[" + strings.Join(args, ", ") + "]"
	}
	if t.Name.Package != "" {
		if t.Name.Package == n.Pkg {
			return t.Name.Name
		}
		return n.Imports.Add(t.Name.Package) + "." + t.Name.Name
	}
	switch t.Kind {
	case universe.Map:
		return "map[" + n.Raw(t.Key) + "]" + n.Raw(t.Elem)
	case universe.Slice:
		return "[]" + n.Raw(t.Elem)
	case universe.Array:
		return "[" + strconv.FormatInt(t.Len, 10) + "]" + n.Raw(t.Elem)
	case universe.Pointer:
		return "*" + n.Raw(t.Elem)
	case universe.Chan:
		return "chan " + n.Raw(t.Elem)
	case universe.Struct:
		var fields []string
		for _, m := range t.Members {
			f := n.Raw(m.Type)
			if !m.Embedded {
				f = m.Name + " " + f
			}
			if m.Tags != "" {
				if strconv.CanBackquote(m.Tags) {
					f += " `" + m.Tags + "`"
				} else {
					f += " " + strconv.Quote(m.Tags)
				}
			}
			fields = append(fields, f)
		}
		return "struct{" + strings.Join(fields, "; ") + "}"
	}
	return t.Name.Name
}

// PublicName names a type the way conversion function names spell it:
// the last element of its package path and its name, joined by "_"
// (v1_Pod), and for unnamed types a description (Slice_string,
// Map_string_To_Pointer_int32). This is upstream's conversion namer.
func PublicName(t *universe.Type) string {
	if t.Name.Package != "" {
		dirs := strings.Split(t.Name.Package, "/")
		last := strings.NewReplacer("-", "_", ".", "").Replace(dirs[len(dirs)-1])
		return last + "_" + t.Name.Name
	}
	switch t.Kind {
	case universe.Map:
		return "Map_" + PublicName(t.Key) + "_To_" + PublicName(t.Elem)
	case universe.Slice:
		return "Slice_" + PublicName(t.Elem)
	case universe.Array:
		return "Array_" + strconv.FormatInt(t.Len, 10) + "_" + PublicName(t.Elem)
	case universe.Pointer:
		return "Pointer_" + PublicName(t.Elem)
	case universe.Chan:
		return "Chan_" + PublicName(t.Elem)
	case universe.Struct:
		parts := []string{"Struct"}
		for _, m := range t.Members {
			parts = append(parts, PublicName(m.Type))
		}
		return strings.Join(parts, "_")
	case universe.Interface:
		// interface{} and any are Interface, as upstream names them
		// (Convert_Interface_To_v1_Value); error keeps its name.
		if t.Name.Name != "error" {
			parts := []string{"Interface"}
			for _, m := range slices.Sorted(maps.Keys(t.Methods)) {
				parts = append(parts, m)
			}
			return strings.Join(parts, "_")
		}
	}
	return t.Name.Name
}
