package universe

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

const modelSrc = `package p

import (
	"fmt"

	"ex.com/meta"
)

// Str names a builtin.
type Str string

// first block

// Obj is a struct.
// +k8s:deepcopy-gen=true
type Obj struct {
	// Name is documented.
	Name string ` + "`json:\"name\"`" + `
	meta.Time
	Ptr   *Obj
	List  []Str
	M     map[Str]int
	Arr   [2]bool
	Ch    chan int
	Fn    func()
	Any   interface{}
	Iface interface{ Do(a int, b string) error }
	Anon  struct{}
	Undef Missing
	Gen   Box[int]
	Bad   meta.Nothing
}

type Plain struct {
	A int32
	S Str
}

type Box[T any] struct{ V T }

type Alias = Obj

type Empty struct{}

type NamedEmpty Empty

type ObjList []Obj

// addDefaultingFuncs registers defaults.
func addDefaultingFuncs(s int) error { return fmt.Errorf("x%d", s) }

func Convert(in *Obj, out *Plain) error { return nil }

func (o *Obj) DeepCopyObject() *Obj { return o }

func (o Obj) Value() {}
`

func modelUniverse(t *testing.T) *Universe {
	t.Helper()
	return load(t, map[string]map[string]string{
		"ex.com/p": {
			"p.go":   modelSrc,
			"doc.go": "// Package p.\n//\n// +k8s:deepcopy-gen=package\n// +groupName=p.ex.com\npackage p\n",
		},
		"ex.com/meta": {"m.go": "package meta\n\ntype Time struct{ N int64 }\n"},
	})
}

// TestResolveKinds builds Types from declarations: kinds, names, the
// spelling messages use, and what is unsupported.
func TestResolveKinds(t *testing.T) {
	u := modelUniverse(t)
	obj := u.Type("ex.com/p", "Obj")
	if obj == nil || obj.Kind != Struct || obj.String() != "ex.com/p.Obj" || !obj.IsNamed() || obj.Pos.Line != 16 || obj.Pos.Filename != "src/ex.com/p/p.go" {
		t.Fatalf("Obj: %+v", obj)
	}
	tests := []struct {
		field string
		kind  Kind
		short string
	}{
		{"Name", Builtin, "string"},
		{"Time", Struct, "meta.Time"},
		{"Ptr", Pointer, "*p.Obj"},
		{"List", Slice, "[]p.Str"},
		{"M", Map, "map[p.Str]int"},
		{"Arr", Array, "[2]bool"},
		{"Ch", Chan, "chan int"},
		{"Fn", Func, "func(...)"},
		{"Any", Interface, "interface{}"},
		{"Iface", Interface, "interface{...}"},
		{"Anon", Struct, "struct{}"},
		{"Undef", Unsupported, ""},
		{"Gen", Struct, "p.Box[int]"},
		{"Bad", Unsupported, ""},
	}
	if len(obj.Members) != len(tests) {
		t.Fatalf("Obj has %d members, want %d", len(obj.Members), len(tests))
	}
	for i, tt := range tests {
		m := obj.Members[i]
		if m.Name != tt.field || m.Type.Kind != tt.kind {
			t.Errorf("member %d: %s %s, want %s %s", i, m.Name, m.Type.Kind, tt.field, tt.kind)
			continue
		}
		if tt.kind == Unsupported {
			if m.Type.Why == "" {
				t.Errorf("%s: unsupported without a reason", m.Name)
			}
			continue
		}
		if got := m.Type.ShortIn(""); got != tt.short {
			t.Errorf("%s: ShortIn(\"\") = %q, want %q", m.Name, got, tt.short)
		}
	}
	if w := obj.Members[11].Type.Why; w != "undefined type Missing" {
		t.Errorf("Undef: %q", w)
	}
	if w := obj.Members[13].Type.Why; w != "undefined type ex.com/meta.Nothing" {
		t.Errorf("Bad: %q", w)
	}
	if !obj.Members[1].Embedded || obj.Members[0].Embedded || obj.Members[0].Tags != `json:"name"` {
		t.Errorf("embedded or tags wrong: %+v %+v", obj.Members[0], obj.Members[1])
	}
	if got := obj.Members[2].Type.ShortIn("ex.com/p"); got != "*Obj" {
		t.Errorf("ShortIn(own package) = %q", got)
	}
	if obj.Members[2].Type.Elem != obj {
		t.Errorf("named types are not unique: *Obj's element is another Obj")
	}
	// The interface's method signature resolves on demand.
	do := obj.Members[9].Type.Methods["Do"]
	if do == nil || len(do.Params()) != 2 || do.Params()[1].Name.Name != "string" || len(do.Results()) != 1 || do.Results()[0].Name.Name != "error" {
		t.Errorf("Iface.Do: %+v", do)
	}
	if k := Kind(99).String(); k != "unsupported type" {
		t.Errorf("Kind(99) = %q", k)
	}
	for k, want := range map[Kind]string{Builtin: "builtin", Struct: "struct", Map: "map", Slice: "slice", Pointer: "pointer", Array: "array", Interface: "interface", Alias: "named type", Func: "func", Chan: "chan"} {
		if k.String() != want {
			t.Errorf("%d: %q, want %q", int(k), k.String(), want)
		}
	}
}

// TestTypePredicates: primitives, assignability, anonymous structs,
// aliases.
func TestTypePredicates(t *testing.T) {
	u := modelUniverse(t)
	ty := func(n string) *Type { return u.Type("ex.com/p", n) }
	tests := []struct {
		name                         string
		kind                         Kind
		primitive, assignable, anony bool
	}{
		{"Str", Alias, true, true, false},
		{"Plain", Struct, false, true, false},
		{"Obj", Struct, false, false, false},
		{"Empty", Struct, false, true, false},
		{"ObjList", Alias, false, false, false},
	}
	for _, tt := range tests {
		x := ty(tt.name)
		if x == nil {
			t.Fatalf("no type %s", tt.name)
		}
		if x.Kind != tt.kind || x.IsPrimitive() != tt.primitive || x.IsAssignable() != tt.assignable || x.IsAnonymousStruct() != tt.anony {
			t.Errorf("%s: kind %s primitive %v assignable %v anonymous %v", tt.name, x.Kind, x.IsPrimitive(), x.IsAssignable(), x.IsAnonymousStruct())
		}
	}
	if got := Unalias(ty("Str")); got.Kind != Builtin || got.Name.Name != "string" {
		t.Errorf("Unalias(Str) = %v", got)
	}
	if got := Unalias(ty("ObjList")); got.Kind != Slice || got.Elem != ty("Obj") {
		t.Errorf("Unalias(ObjList) = %v", got)
	}
	anon := ty("Obj").Members[10].Type
	if !anon.IsAnonymousStruct() || !anon.IsAssignable() {
		t.Errorf("struct{}: anonymous %v assignable %v", anon.IsAnonymousStruct(), anon.IsAssignable())
	}
	p := u.Package("ex.com/p")
	var names []string
	for _, x := range p.Types() {
		names = append(names, x.Name.Name)
	}
	// Alias (type Alias = Obj) is not a type of its own.
	if want := []string{"Box", "Empty", "NamedEmpty", "Obj", "ObjList", "Plain", "Str"}; !reflect.DeepEqual(names, want) {
		t.Errorf("Types() = %v, want %v", names, want)
	}
	if p.TypeNamed("Alias") != nil || p.TypeNamed("Nope") != nil || p.TypeNamed("Plain") != ty("Plain") {
		t.Errorf("TypeNamed wrong")
	}
	if u.Type("ex.com/none", "X") != nil || u.Type("ex.com/p", "Nope") != nil {
		t.Errorf("Type of something missing is not nil")
	}
}

// TestCommentsAndFunctions reads comment blocks, tags and functions.
func TestCommentsAndFunctions(t *testing.T) {
	u := modelUniverse(t)
	obj := u.Type("ex.com/p", "Obj")
	if want := []string{"Obj is a struct.", "+k8s:deepcopy-gen=true"}; !reflect.DeepEqual(obj.CommentLines, want) {
		t.Errorf("CommentLines = %q, want %q", obj.CommentLines, want)
	}
	if want := []string{"first block"}; !reflect.DeepEqual(obj.SecondClosestCommentLines, want) {
		t.Errorf("SecondClosestCommentLines = %q, want %q", obj.SecondClosestCommentLines, want)
	}
	if want := []string{"Name is documented."}; !reflect.DeepEqual(obj.Members[0].CommentLines, want) {
		t.Errorf("Name's comment = %q", obj.Members[0].CommentLines)
	}
	if m := obj.Methods["DeepCopyObject"]; m == nil || !m.PointerReceiver || len(m.Results()) != 1 || m.Results()[0].Elem != obj {
		t.Errorf("DeepCopyObject: %+v", m)
	}
	if m := obj.Methods["Value"]; m == nil || m.PointerReceiver {
		t.Errorf("Value: %+v", m)
	}

	p := u.Package("ex.com/p")
	fns := p.Functions()
	if len(fns) != 2 || fns[0].Name != "Convert" || fns[1].Name != "addDefaultingFuncs" {
		t.Fatalf("Functions() = %v", fns)
	}
	if fns[0].Body != "" || len(fns[0].Params()) != 2 || fns[0].Params()[1].Elem != u.Type("ex.com/p", "Plain") || fns[0].Package != "ex.com/p" {
		t.Errorf("Convert: %+v", fns[0])
	}
	if !strings.Contains(fns[1].Body, `fmt.Errorf("x%d", s)`) || !reflect.DeepEqual(fns[1].CommentLines, []string{"addDefaultingFuncs registers defaults."}) {
		t.Errorf("addDefaultingFuncs: body %q comments %q", fns[1].Body, fns[1].CommentLines)
	}

	if !p.HasLineTag("+k8s:deepcopy-gen=") || !p.HasLineTag("+groupName=") || p.HasLineTag("+k8s:conversion-gen=") || !p.HasOurTags() {
		t.Errorf("line tags: %q", p.tagLines)
	}
	if u.Package("ex.com/meta").HasOurTags() {
		t.Errorf("meta has no tags")
	}
	if pos := p.DocTagPos("groupName"); pos.Filename != "src/ex.com/p/doc.go" || pos.Line != 4 || pos.Column != 1 {
		t.Errorf("DocTagPos(groupName) = %v", pos)
	}
	if pos := p.DocTagPos("k8s:register-gen"); pos.Filename != "src/ex.com/p/doc.go" || pos.Line != 1 {
		t.Errorf("DocTagPos(absent) = %v", pos)
	}
	if pos := u.Package("ex.com/meta").DocTagPos("groupName"); pos.Filename != "src/ex.com/meta" || pos.Line != 0 {
		t.Errorf("DocTagPos without doc.go = %v", pos)
	}
	if want := []string{"Package p.", "", "+k8s:deepcopy-gen=package", "+groupName=p.ex.com"}; !reflect.DeepEqual(p.DocComments, want) {
		t.Errorf("DocComments = %q", p.DocComments)
	}

	got := map[string]string{}
	for _, g := range p.CommentGroups() {
		got[g.Lines[0].Text] = g.Attached
		if g.DocGo != strings.HasSuffix(g.File, "doc.go") {
			t.Errorf("%q: DocGo %v in %s", g.Lines[0].Text, g.DocGo, g.File)
		}
		if g.Second != strings.HasSuffix(g.Attached, "(second block)") {
			t.Errorf("%q: Second %v for %q", g.Lines[0].Text, g.Second, g.Attached)
		}
	}
	for text, want := range map[string]string{
		" Package p.":                             "package",
		" Str names a builtin.":                   "type Str",
		" first block":                            "type Obj (second block)",
		" Obj is a struct.":                       "type Obj",
		" Name is documented.":                    "field Obj.Name",
		" addDefaultingFuncs registers defaults.": "func addDefaultingFuncs",
	} {
		if got[text] != want {
			t.Errorf("comment %q attached to %q, want %q", text, got[text], want)
		}
	}
}

// TestErrors reports parse errors at their position, only for packages a
// generator used, and formats errors.
func TestErrors(t *testing.T) {
	u := load(t, map[string]map[string]string{
		"ex.com/bad":  {"b.go": "package bad\n\ntype T struct {\n"},
		"ex.com/good": {"g.go": "package good\n\ntype T int\n"},
	})
	if len(u.ReadErrors()) != 0 {
		t.Errorf("errors of packages nobody used: %v", u.ReadErrors())
	}
	if err := u.Package("ex.com/bad").ParseErr(); err == nil || !strings.HasPrefix(err.Error(), "src/ex.com/bad/b.go:3:") {
		t.Errorf("ParseErr = %v", err)
	}
	u.Package("ex.com/good")
	u.Package("ex.com/bad")
	errs := u.ReadErrors()
	if len(errs) != 1 || errs[0].Pos.Filename != "src/ex.com/bad/b.go" || errs[0].Pos.Line != 3 {
		t.Errorf("ReadErrors = %v", errs)
	}
	if _, err := u.LookupType("ex.com/elsewhere", "T"); err == nil || err.Error() != "package ex.com/elsewhere is not among the packages given" {
		t.Errorf("LookupType outside the sources: %v", err)
	}
	if _, err := u.LoadPackage("ex.com/elsewhere"); err == nil {
		t.Errorf("LoadPackage outside the sources: no error")
	}
	if ty, err := u.LookupType("ex.com/good", "T"); err != nil || ty.Kind != Alias {
		t.Errorf("LookupType(good.T) = %v, %v", ty, err)
	}
	if p, err := u.LoadPackage("ex.com/good"); err != nil || p.Name != "good" {
		t.Errorf("LoadPackage(good) = %v, %v", p, err)
	}

	pos := Pos{Filename: "a.go", Line: 2, Column: 3}
	l := ErrorList{Errorf(pos, "bad %s", "thing"), {Message: "no position"}}
	if got := l.Error(); got != "a.go:2:3: bad thing\nno position" {
		t.Errorf("ErrorList.Error() = %q", got)
	}

	// What the go command says about a missing dependency gets the fix.
	for _, tt := range []struct{ msg, want string }{
		{"no required module provides package ex.com/x; to add it:\n\tgo get ex.com/x",
			"no required module provides package ex.com/x\n\tthe generators need package ex.com/x: if it is a dependency, add it to go.mod with \"go get ex.com/x\""},
		{"something odd", "package ex.com/x: something odd"},
		{"ex.com/x: other", "ex.com/x: other"},
	} {
		if got := listHint("ex.com/x", tt.msg); !strings.HasPrefix(got, tt.want) {
			t.Errorf("listHint(%q) = %q, want it to start %q", tt.msg, got, tt.want)
		}
	}
}

// TestWorthParsing skips files that cannot declare what generators ask
// about, by tokens, not text.
func TestWorthParsing(t *testing.T) {
	u := LoadSources(nil, []string{"DeepCopy"})
	p := &Package{u: u}
	for _, tt := range []struct {
		name, src string
		want      bool
	}{
		{"doc.go", "package p\n", true},
		{"a.go", "package p\n\ntype T int\n", true},
		{"a.go", "package p\n\nvar s = \"type T int\"\n", false},
		{"a.go", "package p\n\n// type T int\nvar x int\n", false},
		{"a.go", "package p\n\n// +k8s:deepcopy-gen=false\nvar x int\n", true},
		{"a.go", "package p\n\nfunc (x *X) DeepCopyInto() {}\n", true},
		{"a.go", "package p\n\nvar x = 1\n", false},
		{"a.go", "package p\n\nvar s = \"unterminated\n", true},
	} {
		if got := p.worthParsing(tt.name, []byte(tt.src)); got != tt.want {
			t.Errorf("worthParsing(%s, %q) = %v, want %v", tt.name, tt.src, got, tt.want)
		}
	}
	for _, tt := range []struct {
		src    string
		offset int
		want   bool
	}{
		{"// x", 0, true},
		{"\t  // x", 3, true},
		{"a // x", 2, false},
		{"\uFEFF// x", 3, true},
		{"x\n  // y", 4, true},
	} {
		if got := startsLine([]byte(tt.src), tt.offset); got != tt.want {
			t.Errorf("startsLine(%q, %d) = %v", tt.src, tt.offset, got)
		}
	}
}

// TestLoad loads a module from disk with the go command, leaving out
// generated files by their build tag.
func TestLoad(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	dir := writeModule(t, map[string]string{
		"go.mod":            "module example.com/m\n\ngo 1.24\n",
		"a/a.go":            "package a\n\nimport \"example.com/m/b\"\n\ntype A struct{ B b.B }\n",
		"a/zz_generated.go": "//go:build !ignore_autogenerated\n\npackage a\n\ntype A struct{}\n",
		"b/b.go":            "package b\n\ntype B int\n",
		"c/c.go":            "package c\n\ntype C struct{}\n",
	})
	if _, err := Load(Config{Dir: dir}); err == nil || !strings.Contains(err.Error(), "no packages given") {
		t.Errorf("no patterns: %v", err)
	}
	u, err := Load(Config{Dir: dir, Patterns: []string{"./a"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(u.Roots) != 1 || u.Roots[0].Path != "example.com/m/a" || len(u.Roots[0].GoFiles) != 1 {
		t.Fatalf("roots: %+v", u.Roots)
	}
	a := u.Type("example.com/m/a", "A")
	if a == nil || a.Members[0].Type != u.Type("example.com/m/b", "B") || a.Members[0].Type.Kind != Alias {
		t.Errorf("A: %+v", a)
	}
	// Rel remembers its answers (Universe.rel): asked twice, and for a
	// name outside the directory, which stays as it is.
	outside := filepath.Join(filepath.Dir(dir), "elsewhere", "x.go")
	for range 2 {
		if got := u.Rel(filepath.Join(dir, "a", "a.go")); got != filepath.Join("a", "a.go") {
			t.Errorf("Rel = %q", got)
		}
		if got := u.Rel(outside); got != outside {
			t.Errorf("Rel(%s) = %q", outside, got)
		}
		if got := u.Rel(dir); got != "." {
			t.Errorf("Rel(%s) = %q", dir, got)
		}
	}
	// A package outside the first load is listed on demand.
	c, err := u.LookupType("example.com/m/c", "C")
	if err != nil || c == nil || c.Kind != Struct {
		t.Errorf("LookupType(c.C) = %v, %v", c, err)
	}
	if _, err := u.LoadPackage("example.com/m/nope"); err != nil {
		t.Errorf("LoadPackage(nope): %v", err)
	}
	if errs := u.ReadErrors(); len(errs) != 1 || !strings.Contains(errs[0].Message, "example.com/m/nope") {
		t.Errorf("ReadErrors = %v", errs)
	}
}

// TestListedImports: the imports of a package as the go command listed
// them, without parsing it or anything it imports. conversion-gen's
// import-cycle check walks every dependency this way; it used to parse
// them all (apimachinery, the standard library), tripling the run's time
// and memory, and made their errors the run's.
func TestListedImports(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	dir := writeModule(t, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.24\n",
		"a/a.go": "package a\n\nimport (\n\t\"fmt\"\n\n\t\"example.com/m/b\"\n)\n\nvar _ = fmt.Sprint(b.B(0))\n\ntype A struct{}\n",
		"b/b.go": "package b\n\ntype B int\n\nfunc broken( {\n",
	})
	u, err := Load(Config{Dir: dir, Patterns: []string{"./a"}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := u.ListedImports("example.com/m/a"), []string{"example.com/m/b", "fmt"}; !slices.Equal(got, want) {
		t.Errorf("ListedImports(a) = %v, want %v", got, want)
	}
	if got := u.ListedImports("example.com/m/nope"); got != nil {
		t.Errorf("ListedImports(nope) = %v, want nil", got)
	}
	u.ListedImports("example.com/m/b")
	u.ListedImports("fmt")
	if errs := u.ReadErrors(); len(errs) != 0 {
		t.Errorf("ListedImports made packages' errors the run's: %v", errs)
	}
	for _, path := range []string{"example.com/m/b", "fmt"} {
		if p := u.pkg(path); p == nil || p.used.Load() {
			t.Errorf("%s: listed %v, marked used", path, p != nil)
		}
	}
}

// writeModule writes files (slash-separated paths) into a new directory,
// for Load to read with the go command offline, and returns it.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	dir := t.TempDir()
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// A comment block directly above a type is that type's, even when another
// type follows it directly: it is not the second block of the next one
// (found on upstream defaulter-gen's output tests, where lint said a
// +default above a type was in an unread block).
func TestCommentOfAdjacentTypes(t *testing.T) {
	u := load(t, map[string]map[string]string{
		"ex.com/p": {"t.go": "package p\n\n// +default=\"x\"\ntype A string\ntype B *A\n"},
	})
	for _, g := range u.Package("ex.com/p").CommentGroups() {
		if g.Attached != "type A" || g.Second {
			t.Errorf("%q attached to %q (second block: %v), want type A", g.Lines[0].Text, g.Attached, g.Second)
		}
	}
}

// DeclaresValue finds constants and variables, also in files the keyword
// filter passed over, and nothing else.
func TestDeclaresValue(t *testing.T) {
	u := load(t, map[string]map[string]string{
		"ex.com/p": {
			"t.go": "package p\n\ntype T struct{}\n\nvar V, W = 1, 2\n\nfunc F() {}\n",
			"c.go": "package p\n\nconst C = \"c\"\n",
		},
	})
	p := u.Package("ex.com/p")
	for name, want := range map[string]bool{"C": true, "V": true, "W": true, "T": false, "F": false, "Nope": false} {
		if got := p.DeclaresValue(name); got != want {
			t.Errorf("DeclaresValue(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestArrayLenOfLiteral: len of a composite literal's array field, or of
// an array literal, is a constant array length (controller-tools'
// testdata has [len(struct{ X [3]int }{}.X)]string).
func TestArrayLenOfLiteral(t *testing.T) {
	u := load(t, map[string]map[string]string{"ex.com/a": {"a.go": "package a\n\ntype T struct {\n\tA [len(struct{ X [3]int }{}.X)]string\n\tB [len([2]int{})]bool\n\tC [len(\"abcd\")]int\n}\n"}})
	typ := u.Type("ex.com/a", "T")
	for i, want := range []int64{3, 2, 4} {
		m := typ.Members[i]
		if m.Type.Kind != Array || m.Type.Len != want {
			t.Errorf("%s: %s %d (%s), want an array of %d", m.Name, m.Type.Kind, m.Type.Len, m.Type.Why, want)
		}
	}
}

// TestAliasDecl: a field's expression that names a Go alias gives the
// alias's declaration with its doc comment; one that names a declared
// type gives none.
func TestAliasDecl(t *testing.T) {
	u := load(t, map[string]map[string]string{"ex.com/a": {"a.go": "package a\n\n// Short is short.\n// +max=3\ntype Short = string\n\ntype Long string\n\ntype T struct {\n\tA Short\n\tB *Short\n\tC Long\n}\n"}})
	typ := u.Type("ex.com/a", "T")
	a := typ.Members[0].Expr.AliasDecl()
	if a == nil || a.Name.Name != "Short" || a.Pos.Line != 5 || len(a.CommentLines) != 2 || a.CommentLines[1] != "+max=3" {
		t.Fatalf("A: %+v", a)
	}
	if b := typ.Members[1].Expr.Elem().AliasDecl(); b == nil || b.Name.Name != "Short" {
		t.Errorf("B's elem: %+v", b)
	}
	if c := typ.Members[2].Expr.AliasDecl(); c != nil {
		t.Errorf("C: %+v, want nil", c)
	}
}
