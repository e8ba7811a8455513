package emit

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"maps"
	pathpkg "path"
	"slices"
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/internal/fmtcache"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// File is one generated Go file as its declarations are built: it owns the
// file's imports. Every identifier of another package is spelled through
// it (Use, Type, Text), which names the package and records the import at
// that moment, so code that names a package the file does not import
// cannot be written. Import names depend on the order in which packages
// are first recorded, as upstream's do: build declarations in the order
// upstream's generator names its imports.
type File struct {
	path, name string
	names      naming
	oneGroup   bool
}

// naming is a way of giving imports local names: k8s.io/code-generator's
// (k8sNames) or controller-gen's (cgNames).
type naming interface {
	add(path string) (name, importPath string)
	reserve(names ...string)
	alias(path, name string)
	bare(path string)
	list() []Import
	// rename gives the package at path, named already, a new name: its
	// name with the first number that makes it free (len1).
	rename(path string)
}

// NewFile starts a file of the package at pkgPath, named pkgName, whose
// imports are named as k8s.io/code-generator names them (metav1, corev1)
// and written in goimports' groups.
func NewFile(pkgPath, pkgName string) *File {
	return &File{path: pkgPath, name: pkgName, names: newK8sNames(pkgPath)}
}

// NewControllerGenFile starts a file of the package at pkgPath, named
// pkgName, whose imports are named as controller-gen's object generator
// names them and written in one group (see OneGroup). direct returns the
// name of a package that the package imports directly (ok false for the
// others): such an import is written without a name when it keeps its own.
func NewControllerGenFile(pkgPath, pkgName string, direct func(path string) (name string, ok bool)) *File {
	return &File{path: pkgPath, name: pkgName, names: newCGNames(pkgName, direct), oneGroup: true}
}

// PkgPath is the import path of the file's package.
func (f *File) PkgPath() string { return f.path }

// Name is the name of the file's package.
func (f *File) Name() string { return f.name }

// OneGroup reports whether the imports are written as controller-gen
// writes them: one group, a name only where an import is not Bare, and
// "import ()" when there are none.
func (f *File) OneGroup() bool { return f.oneGroup }

// Reserve keeps names from being given to imports: the identifiers the
// generated code declares inside its functions (parameters such as in, out,
// s), which would shadow an import of that name. Upstream does not, and its
// code then does not compile (a peer package named a, b or scope in
// conversion-gen's RegisterConversions); only such cases are named
// differently. Call it before anything is recorded.
func (f *File) Reserve(names ...string) { f.names.reserve(names...) }

// Import records that the file imports the package at path, naming it now
// if it is new, without spelling anything: for upstream's bookkeeping,
// which names some packages before the code that uses them is written (a
// conversion function's name, the references of a defaulter's tree). The
// code must still use the package, through Use or Type.
func (f *File) Import(path string) {
	if path != "" && path != f.path {
		f.names.add(path)
	}
}

// ImportAs records that the file imports the package at path under
// name, whatever name the file would give it: upstream's templates that
// write import lines of their own do so (client-gen's clientset and
// scheme name a group's packages wardlev1alpha1). Call it before the
// package is otherwise recorded; identifiers of the package are then
// spelled with name.
func (f *File) ImportAs(path, name string) {
	if path != "" && path != f.path {
		f.names.alias(path, name)
	}
}

// ImportBare records that the file imports the package at path without
// a name, as upstream's own import lines do ("k8s.io/client-go/testing"
// in client-gen's fake clientset): its identifiers are spelled with the
// last element of its path. Call it before the package is otherwise
// recorded.
func (f *File) ImportBare(path string) {
	if path != "" && path != f.path {
		f.names.alias(path, pathpkg.Base(path))
		f.names.bare(path)
	}
}

// Use spells id as code, qualified by its package's local name, and
// records the import. An identifier of the file's own package, or a
// predeclared one, is spelled bare.
func (f *File) Use(id Ident) *jen.Statement {
	if id.Path == "" || id.Path == f.path {
		return jen.Id(id.Name)
	}
	_, path := f.names.add(id.Path)
	return jen.Qual(path, id.Name)
}

// Text spells id as text, for comments and strings (v1.Pod, or Pod in
// the file's own package), and records the import as Use does.
func (f *File) Text(id Ident) string {
	if id.Path == "" || id.Path == f.path {
		return id.Name
	}
	name, _ := f.names.add(id.Path)
	return name + "." + id.Name
}

// Imports returns the imports recorded so far, ordered by path.
func (f *File) Imports() []Import { return f.names.list() }

// Render writes code as Go source, spelling the identifiers of other
// packages with the local names of the file's imports. Code that names a
// package the file did not record (spelled by another File) is an error,
// not a file that does not compile. An import named like a predeclared
// identifier (copy, len, error) keeps that name, as upstream's, unless the
// code also uses the predeclared identifier: then it is renamed (len1), so
// that the code compiles (#29 item 7). Call Imports after Render.
func (f *File) Render(w io.Writer, code *jen.Statement) error {
	return f.RenderCached(w, code, nil)
}

// RenderCached is Render formatting through fc (nil formats every time):
// the same bytes, without go/format's parse and print for code whose
// unformatted text fc has seen.
func (f *File) RenderCached(w io.Writer, code *jen.Statement, fc *fmtcache.Cache) error {
	b, err := f.render(code, fc)
	if err != nil {
		return err
	}
	if clashes := shadowing(b, f.Imports()); len(clashes) > 0 {
		for _, p := range clashes {
			f.names.rename(p)
		}
		if b, err = f.render(code, fc); err != nil {
			return err
		}
	}
	_, err = w.Write(b)
	return err
}

// render is Render's rendering: jennifer never gives an import a
// predeclared identifier's name (it would write copy1), so such an
// import is given a placeholder that the rendered code then trades for
// the recorded name.
func (f *File) render(code *jen.Statement, fc *fmtcache.Cache) ([]byte, error) {
	jf := jen.NewFilePathName(f.path, f.name)
	recorded := map[string]bool{}
	var swaps []string
	for _, im := range f.Imports() {
		name := im.Name
		if jen.IsReservedWord(name) && !token.IsKeyword(name) {
			name = fmt.Sprintf("gvkgenPredeclared%dx", len(swaps))
			swaps = append(swaps, name+".", im.Name+".")
		}
		jf.ImportAlias(im.Path, name)
		recorded[im.Path] = true
	}
	head, body, err := renderUnformatted(jf, f.name, code)
	if err != nil {
		return nil, err
	}
	// What jennifer's Statement.RenderWithFile does, with the same error.
	b, err := fc.Source(body)
	if err != nil {
		return nil, fmt.Errorf("Error %s while formatting source:\n%s", err, body)
	}
	used, err := parser.ParseFile(token.NewFileSet(), "", head, parser.ImportsOnly)
	if err != nil {
		return nil, err
	}
	for _, is := range used.Imports {
		if p, _ := strconv.Unquote(is.Path.Value); !recorded[p] {
			return nil, fmt.Errorf("the code names package %s, which the file of package %s does not import (it was spelled with another emit.File)", p, f.path)
		}
	}
	if len(swaps) == 0 {
		return b, nil
	}
	return []byte(strings.NewReplacer(swaps...).Replace(string(b))), nil
}

// renderUnformatted renders code with jf, unformatted, as jennifer's
// Statement.RenderWithFile renders it before formatting (body), and the
// package clause and the imports jennifer then knows the code names
// (head): one rendering of jf holding code, which jennifer writes as the
// package clause, its import declaration, then each of its items after a
// newline (none for a null item).
func renderUnformatted(jf *jen.File, name string, code *jen.Statement) (head, body []byte, err error) {
	jf.NoFormat = true
	jf.Add(code)
	var src bytes.Buffer
	if err := jf.Render(&src); err != nil {
		return nil, nil, err
	}
	n, ok := headLen(src.Bytes(), name)
	if !ok {
		return nil, nil, fmt.Errorf("jennifer's rendering of package %s does not start with its package clause and imports as expected: %.300q", name, src.Bytes())
	}
	return src.Bytes()[:n], bytes.TrimPrefix(src.Bytes()[n:], []byte("\n")), nil
}

// headLen is the length of the package clause and import declaration
// that jennifer writes at the start of src, a file of package name: the
// clause, a blank line, and no import, "import P\n\n" or a block
// "import (\n...)\n\n" (import paths are quoted, so no line of the
// block is ")"). ok is false unless what follows is empty or a newline,
// which jennifer writes before the code.
func headLen(src []byte, name string) (n int, ok bool) {
	clause := "package " + name + "\n\n"
	if !bytes.HasPrefix(src, []byte(clause)) {
		return 0, false
	}
	n = len(clause)
	rest := src[n:]
	end := ""
	switch {
	case bytes.HasPrefix(rest, []byte("import (\n")):
		end = "\n)\n\n"
	case bytes.HasPrefix(rest, []byte("import ")):
		end = "\n\n"
	}
	if end != "" {
		i := bytes.Index(rest, []byte(end))
		if i < 0 {
			return 0, false
		}
		n += i + len(end)
	}
	return n, n == len(src) || src[n] == '\n'
}

// shadowing returns the paths of the imports of src (declarations) named
// like a predeclared identifier that src also uses bare, which the import
// would shadow.
func shadowing(src []byte, imports []Import) []string {
	byName := map[string]string{}
	for _, im := range imports {
		if jen.IsReservedWord(im.Name) && !token.IsKeyword(im.Name) {
			byName[im.Name] = im.Path
		}
	}
	if len(byName) == 0 {
		return nil
	}
	file, err := parser.ParseFile(token.NewFileSet(), "", append([]byte("package p\n"), src...), parser.SkipObjectResolution)
	if err != nil {
		return nil
	}
	qualifiers := map[*ast.Ident]bool{}
	found := map[string]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if x, ok := n.X.(*ast.Ident); ok {
				qualifiers[x] = true
			}
			qualifiers[n.Sel] = true
		case *ast.Ident:
			if p, ok := byName[n.Name]; ok && !qualifiers[n] {
				found[p] = true
			}
		}
		return true
	})
	return slices.Sorted(maps.Keys(found))
}

// Type returns code spelling t, recording the imports of the packages it
// names.
func (f *File) Type(t *universe.Type) *jen.Statement {
	if t.Origin != nil {
		// An instance of a generic type: sets.Set[string].
		var args []jen.Code
		for _, a := range t.TypeArgs {
			args = append(args, f.Type(a))
		}
		return f.Type(t.Origin).Types(args...)
	}
	if t.Name.Package != "" {
		return f.Use(IdentOf(t.Name))
	}
	switch t.Kind {
	case universe.Map:
		return jen.Map(f.Type(t.Key)).Add(f.Type(t.Elem))
	case universe.Slice:
		return jen.Index().Add(f.Type(t.Elem))
	case universe.Array:
		return jen.Index(jen.Lit(int(t.Len))).Add(f.Type(t.Elem))
	case universe.Pointer:
		return jen.Op("*").Add(f.Type(t.Elem))
	case universe.Chan:
		return jen.Chan().Add(f.Type(t.Elem))
	case universe.Struct:
		// Spelled on one line, struct{A int32; B string}, as upstream
		// spells it; gofmt then prints struct{ A int32 } for one field and
		// one field a line for more.
		return jen.Id(f.TypeText(t))
	}
	return jen.Id(t.Name.Name)
}

// TypeText spells t as source text, naming other packages by their local
// names and recording their imports: v1.Time, map[string]*v1.Pod,
// struct{A int32; B string}. Struct fields keep their tags and embedded
// fields are spelled as such, so that the spelling is the same type.
func (f *File) TypeText(t *universe.Type) string {
	if t.Origin != nil {
		var args []string
		for _, a := range t.TypeArgs {
			args = append(args, f.TypeText(a))
		}
		return f.TypeText(t.Origin) + "[" + strings.Join(args, ", ") + "]"
	}
	if t.Name.Package != "" {
		return f.Text(IdentOf(t.Name))
	}
	switch t.Kind {
	case universe.Map:
		return "map[" + f.TypeText(t.Key) + "]" + f.TypeText(t.Elem)
	case universe.Slice:
		return "[]" + f.TypeText(t.Elem)
	case universe.Array:
		return "[" + strconv.FormatInt(t.Len, 10) + "]" + f.TypeText(t.Elem)
	case universe.Pointer:
		return "*" + f.TypeText(t.Elem)
	case universe.Chan:
		return "chan " + f.TypeText(t.Elem)
	case universe.Struct:
		var fields []string
		for _, m := range t.Members {
			field := f.TypeText(m.Type)
			if !m.Embedded {
				field = m.Name + " " + field
			}
			if m.Tags != "" {
				if strconv.CanBackquote(m.Tags) {
					field += " `" + m.Tags + "`"
				} else {
					field += " " + strconv.Quote(m.Tags)
				}
			}
			fields = append(fields, field)
		}
		return "struct{" + strings.Join(fields, "; ") + "}"
	}
	return t.Name.Name
}
