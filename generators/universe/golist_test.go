package universe

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// listedView is what the load takes from a listing, for comparing.
type listedView struct {
	Roots   []string
	Errors  map[string][]string
	Imports map[string]map[string]string
	Local   map[string]bool
}

func viewOf(l *listing) listedView {
	v := listedView{Roots: l.roots, Errors: map[string][]string{}, Imports: map[string]map[string]string{}, Local: map[string]bool{}}
	for id, p := range l.pkgs {
		if errs := p.errors(l.moved[id]); len(errs) > 0 {
			v.Errors[p.pkgPath()] = errs
		}
		if imps := p.imports(l); len(imps) > 0 {
			v.Imports[p.pkgPath()] = imps
		}
		if isLocal(p.Module) {
			v.Local[p.pkgPath()] = true
		}
	}
	return v
}

// TestDecodeListing: go list's JSON stream becomes the packages, roots,
// errors and imports the load uses, as go/packages made them.
func TestDecodeListing(t *testing.T) {
	tests := []struct {
		name string
		json string
		want listedView
		err  string
	}{
		{
			name: "roots, dependencies, vendored and cgo imports, modules",
			json: `{"ImportPath":"m/a","Name":"a","Imports":["m/b","v/m/c","C"],"ImportMap":{"c":"v/m/c"},"Module":{"Path":"m","Main":true}}
{"ImportPath":"m/b","Name":"b","DepOnly":true,"Module":{"Path":"m","Main":true}}
{"ImportPath":"v/m/c","Name":"c","DepOnly":true,"Module":{"Path":"c","Version":"v1.0.0","Replace":{"Path":"../c"}}}
{"ImportPath":"d","Name":"d","DepOnly":true,"Module":{"Path":"d","Version":"v1.0.0","Replace":{"Path":"e","Version":"v1.1.0"}}}`,
			want: listedView{
				Roots:   []string{"m/a"},
				Errors:  map[string][]string{},
				Imports: map[string]map[string]string{"m/a": {"m/b": "m/b", "c": "v/m/c"}},
				Local:   map[string]bool{"m/a": true, "m/b": true, "v/m/c": true},
			},
		},
		{
			name: "errors with and without a position, import cycle",
			json: `{"ImportPath":"m/a","Error":{"ImportStack":["m/a"],"Pos":"a/a.go:3:8","Err":"no required module provides package x\n"}}
{"ImportPath":"m/b","Error":{"Pos":"","Err":"no Go files in /m/b"}}
{"ImportPath":"m/c","Error":{"Pos":"-","Err":"boom"}}
{"ImportPath":"m/d","Error":{"ImportStack":["m/d","m/e","m/d"],"Err":"import cycle not allowed"}}`,
			want: listedView{
				Roots: []string{"m/a", "m/b", "m/c", "m/d"},
				Errors: map[string][]string{
					"m/a": {"a/a.go:3:8: no required module provides package x"},
					"m/b": {"no Go files in /m/b"},
					"m/c": {"boom"},
					"m/d": {"import cycle not allowed: import stack: [m/d m/e m/d]"},
				},
				Imports: map[string]map[string]string{},
				Local:   map[string]bool{},
			},
		},
		{
			// Older go commands listed an imported main or internal package
			// twice: with the importer's error, then as it is.
			name: "error variant of an imported package goes to its importer",
			json: `{"ImportPath":"m/a","Imports":["m/cmd","o/internal/x"]}
{"ImportPath":"m/cmd","DepOnly":true,"Error":{"ImportStack":["m/a","m/cmd"],"Pos":"a/a.go:3:8","Err":"import \"m/cmd\" is a program, not an importable package"}}
{"ImportPath":"o/internal/x","DepOnly":true,"Error":{"ImportStack":["m/a"],"Pos":"a/a.go:4:8","Err":"use of internal package o/internal/x not allowed"}}
{"ImportPath":"m/cmd","Name":"main","DepOnly":true}
{"ImportPath":"o/internal/x","Name":"x","DepOnly":true}
{"ImportPath":"m/cmd","DepOnly":true,"Error":{"Err":"a later variant with an error is dropped"}}`,
			want: listedView{
				Roots: []string{"m/a"},
				Errors: map[string][]string{"m/a": {
					`a/a.go:3:8: import "m/cmd" is a program, not an importable package`,
					"a/a.go:4:8: use of internal package o/internal/x not allowed",
				}},
				Imports: map[string]map[string]string{"m/a": {"m/cmd": "m/cmd", "o/internal/x": "o/internal/x"}},
				Local:   map[string]bool{},
			},
		},
		{
			name: "a package listed twice is one root",
			json: `{"ImportPath":"m/a","Error":{"Err":"first"}}
{"ImportPath":"m/a","Error":{"Err":"second"}}`,
			want: listedView{Roots: []string{"m/a"}, Errors: map[string][]string{"m/a": {"second"}}, Imports: map[string]map[string]string{}, Local: map[string]bool{}},
		},
		{name: "not JSON", json: `{"ImportPath":`, err: "JSON decoding failed: unexpected EOF"},
		{name: "error without an import path", json: `{"Error":{"Err":"named files must be .go files"}}`, err: "-: named files must be .go files"},
		{name: "error with a position without an import path", json: `{"Error":{"Pos":"a.go:1:1","Err":"bad"}}`, err: "a.go:1:1: bad"},
		{name: "no import path", json: `{"Name":"a"}`, err: "package missing import path"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := &listing{pkgs: map[string]*listedPackage{}, moved: map[string][]listError{}}
			err := l.decode([]byte(tt.json), t.TempDir())
			if tt.err != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.want, viewOf(l)); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// TestListedFiles: a package's files are absolute, cgo files included; a
// package left without files by an error in one of its own files (a broken
// package clause) gets that file, from the error's position or, failing
// that, its text, as go/packages did, so that the package has a directory.
func TestListedFiles(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "kw"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "kw", "k.go"), []byte("package func\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	k := filepath.Join(dir, "kw", "k.go")
	tests := []struct {
		name string
		p    listedPackage
		want []string
	}{
		{"go and cgo files", listedPackage{ImportPath: "m/a", Dir: "/src/a", GoFiles: []string{"a.go", "/abs/b.go"}, CgoFiles: []string{"c.go"}}, []string{"/src/a/a.go", "/abs/b.go", "/src/a/c.go"}},
		{"file of the error's position", listedPackage{ImportPath: "m/kw", Error: &listError{ImportStack: []string{"m/kw"}, Pos: "kw/k.go:1:9", Err: "expected 'IDENT', found 'func'"}}, []string{k}},
		{"absolute position, no import stack", listedPackage{ImportPath: "m/kw", Error: &listError{Pos: k + ":1:9", Err: "x"}}, []string{k}},
		{"file in the error's text", listedPackage{ImportPath: "m/kw", Error: &listError{Err: "kw/k.go:1:9: expected 'IDENT'"}}, []string{k}},
		{"no such file", listedPackage{ImportPath: "m/kw", Error: &listError{Pos: "kw/nope.go:1:9", Err: "x"}}, nil},
		{"error of an importer", listedPackage{ImportPath: "m/kw", Error: &listError{ImportStack: []string{"m/a"}, Pos: "kw/k.go:1:9", Err: "x"}}, nil},
		{"no error", listedPackage{ImportPath: "m/kw"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if d := cmp.Diff(tt.want, tt.p.files(dir)); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// TestFailedList: a go command that exits with an error is what
// go/packages made of it: an error quoting its standard error, or a
// package with the error, or what it listed.
func TestFailedList(t *testing.T) {
	exit := exec.Command("sh", "-c", "exit 1").Run().(*exec.ExitError)
	tests := []struct {
		name, stdout, stderr string
		args                 []string
		// err is the error wanted; else pkg, the ImportPath of the one
		// package wanted, with stderr as its error; else stdout as it is.
		err, pkg string
	}{
		{name: "broken go.mod", stderr: "go: errors parsing go.mod:\ngo.mod:5: syntax error\n", args: []string{"./..."}, err: "err: exit status 1: stderr: go: errors parsing go.mod:\ngo.mod:5: syntax error\n"},
		{name: "old go", stderr: "flag provided but not defined: -pgo\n", err: "unsupported version of go: exit status 1: flag provided but not defined: -pgo\n"},
		{name: "no such tool", stdout: "{}", stderr: "go: no such tool \"compile\"\n", args: []string{"a.go"}, err: "err: exit status 1: stderr: go: no such tool \"compile\"\n"},
		{name: "cgo", stdout: `{"ImportPath":"m/c"}`, stderr: "# m/c\nexec: \"gcc\": not found\n"},
		{name: "pkg-config", stdout: `{"ImportPath":"m/c"}`, stderr: "# pkg-config --cflags -- x\nnot found\n"},
		{name: "not cgo", stderr: "# what\tever\n", err: "err: exit status 1: stderr: # what\tever\n"},
		{name: "named files", stderr: "named files must be .go files: a.txt\n", pkg: "command-line-arguments"},
		{name: "missing file", stderr: "stat x.go: no such file or directory\n", pkg: "command-line-arguments"},
		{name: "outside module root", stderr: "dir ../x outside module root\n", pkg: "command-line-arguments"},
		{name: "no such directory", stderr: "cannot find package: no such directory /a/b\n", pkg: "/a/b"},
		{name: "no Go files, nothing listed", stderr: "go build m/x: no Go files in /m/x\n", pkg: "m/x"},
		{name: "no Go files, something listed", stdout: `{"ImportPath":"m/x"}`, stderr: "no Go files in /m/x\n"},
		{name: "a pattern is a Go file", stdout: `{"ImportPath":"m/x"}`, stderr: "something else\n", args: []string{"x.go"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := failedList([]byte(tt.stdout), tt.stderr, exit, tt.args)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tt.pkg == "" {
				if string(out) != tt.stdout {
					t.Errorf("output %q, want go list's %q", out, tt.stdout)
				}
				return
			}
			var p listedPackage
			if err := json.Unmarshal(out, &p); err != nil {
				t.Fatal(err)
			}
			if p.ImportPath != tt.pkg || p.Error == nil || p.Error.Err != strings.Trim(tt.stderr, "\n") {
				t.Errorf("package %+v (error %+v), want %s with error %q", p, p.Error, tt.pkg, tt.stderr)
			}
		})
	}
}

// TestQueryPatterns: go/packages' "query=" patterns.
func TestQueryPatterns(t *testing.T) {
	tests := []struct {
		in   []string
		want []string
		err  string
	}{
		{in: []string{"./...", "k8s.io/api/core/v1"}, want: []string{"./...", "k8s.io/api/core/v1"}},
		{in: []string{"pattern=./a"}, want: []string{"./a"}},
		{in: []string{"=x", "Ab=c", "a.b=c"}, want: []string{"=x", "Ab=c", "a.b=c"}},
		{in: []string{"file=pkg/a/a.go"}, err: "file=pkg/a/a.go names a file; name packages instead (./pkg/a)"},
		{in: []string{"file=/src/a/a.go"}, err: "file=/src/a/a.go names a file; name packages instead (/src/a)"},
		{in: []string{"./a", "name=b"}, err: `invalid query type "name" in query pattern "name=b"`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.in, " "), func(t *testing.T) {
			got, err := queryPatterns(tt.in)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// TestChunks: patterns longer together than one command line may hold are
// split, in order, none lost.
func TestChunks(t *testing.T) {
	long := strings.Repeat("x", maxListArgs/2)
	tests := []struct {
		name string
		in   []string
		want [][]string
	}{
		{"none", nil, [][]string{nil}},
		{"few", []string{"a", "b"}, [][]string{{"a", "b"}}},
		{"two long", []string{long, long}, [][]string{{long}, {long}}},
		{"split", []string{"a", long, long, "b"}, [][]string{{"a", long}, {long, "b"}}},
		{"one too long", []string{long + long + long}, [][]string{{long + long + long}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if d := cmp.Diff(tt.want, chunks(tt.in)); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// TestLoadListed: what the go command says about packages reaches
// ListErrors, GoFiles, Dir and Local as go/packages gave them.
func TestLoadListed(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	dir := writeModule(t, map[string]string{
		"go.mod":            "module example.com/m\n\ngo 1.24\n\nrequire example.com/lib v0.0.0\n\nreplace example.com/lib => ./lib\n",
		"a/a.go":            "package a\n\nimport (\n\t_ \"example.com/lib\"\n\t_ \"example.com/m/cmd\"\n\t_ \"example.com/nope\"\n)\n",
		"cmd/main.go":       "package main\n\nfunc main() {}\n",
		"kw/k.go":           "package func\n",
		"tagged/t.go":       "//go:build foo\n\npackage tagged\n",
		"gen/g.go":          "package gen\n",
		"gen/zz_gen.go":     "//go:build !ignore_autogenerated\n\npackage gen\n\nimport _ \"fmt\"\n",
		"nogo/README.md":    "no Go here\n",
		"lib/go.mod":        "module example.com/lib\n\ngo 1.24\n",
		"lib/l.go":          "package lib\n",
		"lib/internal/i.go": "package internal\n",
	})
	u, err := Load(Config{Dir: dir, Patterns: []string{"./a", "./kw", "./tagged", "./gen", "./nogo", filepath.Join(dir, "gone")}})
	if err != nil {
		t.Fatal(err)
	}
	type pkg struct {
		Dir        string
		GoFiles    []string
		ListErrors []string
		Local      bool
	}
	got := map[string]pkg{}
	var roots []string
	for _, r := range u.Roots {
		roots = append(roots, r.Path)
	}
	for path, p := range u.pkgs {
		var files []string
		for _, f := range p.GoFiles {
			files = append(files, u.Rel(f))
		}
		sort.Strings(files)
		got[path] = pkg{Dir: u.Rel(p.Dir), GoFiles: files, ListErrors: p.ListErrors, Local: p.Local}
	}
	// A directory without Go files keeps the pattern as its path, as the
	// go command lists it.
	wantRoots := []string{"./nogo", "example.com/m/a", "example.com/m/gen", "example.com/m/gone", "example.com/m/kw", "example.com/m/tagged"}
	if d := cmp.Diff(wantRoots, roots); d != "" {
		t.Errorf("roots (-want +got):\n%s", d)
	}
	want := map[string]pkg{
		"example.com/m/a": {Dir: "a", GoFiles: []string{"a/a.go"}, Local: true, ListErrors: []string{
			`a/a.go:5:2: import "example.com/m/cmd" is a program, not an importable package`,
		}},
		"example.com/m/cmd":    {Dir: "cmd", GoFiles: []string{"cmd/main.go"}, Local: true},
		"example.com/lib":      {Dir: "lib", GoFiles: []string{"lib/l.go"}, Local: true},
		"example.com/nope":     {ListErrors: []string{"a/a.go:6:2: cannot find module providing package example.com/nope: module lookup disabled by GOPROXY=off"}},
		"example.com/m/gen":    {Dir: "gen", GoFiles: []string{"gen/g.go"}, Local: true},
		"example.com/m/gone":   {ListErrors: []string{"stat " + filepath.Join(dir, "gone") + ": directory not found"}},
		"example.com/m/kw":     {Dir: "kw", GoFiles: []string{"kw/k.go"}, Local: true, ListErrors: []string{"kw/k.go:1:9: expected 'IDENT', found 'func'"}},
		"./nogo":               {Dir: "nogo", ListErrors: []string{"no Go files in " + filepath.Join(dir, "nogo")}},
		"example.com/m/tagged": {Dir: "tagged", Local: true, ListErrors: []string{"build constraints exclude all Go files in " + filepath.Join(dir, "tagged")}},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("packages (-want +got):\n%s", d)
	}
}

// TestLoadExtra: the packages of Config.Extra are listed in the load's one
// go list: known afterwards without the go command (LoadPackage runs none
// for them), and roots only when a pattern names them too.
func TestLoadExtra(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	dir := writeModule(t, map[string]string{
		"go.mod":      "module example.com/m\n\ngo 1.24\n",
		"a/a.go":      "package a\n",
		"peer/p.go":   "package peer\n\ntype P struct{}\n",
		"both/b.go":   "package both\n",
		"other/o.go":  "package other\n",
		"peer2/p2.go": "package peer2\n",
		"same/s.go":   "package same\n",
	})
	// same is named alike as a pattern and an extra package (a package
	// generated for and a peer of conversion's): it was no root.
	u, err := Load(Config{Dir: dir, Patterns: []string{"./a", "./both", "example.com/m/same"}, Extra: []string{"example.com/m/peer", "example.com/m/both", "example.com/m/same"}})
	if err != nil {
		t.Fatal(err)
	}
	var roots []string
	for _, r := range u.Roots {
		roots = append(roots, r.Path)
	}
	if d := cmp.Diff([]string{"example.com/m/a", "example.com/m/both", "example.com/m/same"}, roots); d != "" {
		t.Errorf("roots (-want +got):\n%s", d)
	}
	t.Setenv("PATH", "")
	if p, err := u.LoadPackage("example.com/m/peer"); err != nil || p == nil || p.TypeNamed("P") == nil {
		t.Errorf("the extra package needed the go command again: %v", err)
	}
	if _, err := u.LoadPackage("example.com/m/other"); err == nil {
		t.Error("a package outside the load was found without the go command: the test proves nothing")
	}
}

// TestStandardPackages: go list's Standard marks the standard library's
// packages (whose function bodies the load skims, as the module cache's),
// and only them; their types resolve as before.
func TestStandardPackages(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	dir := writeModule(t, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.24\n",
		"a/a.go": "package a\n\nimport \"time\"\n\n// T holds a time.\ntype T struct {\n\tAt time.Time\n\tD  time.Duration\n}\n",
	})
	u, err := Load(Config{Dir: dir, Patterns: []string{"./a"}})
	if err != nil {
		t.Fatal(err)
	}
	at := member(t, u.Type("example.com/m/a", "T"), "At")
	if at.Name != (Name{Package: "time", Name: "Time"}) || at.Kind != Struct || len(at.Members) == 0 {
		t.Errorf("time.Time resolved as %s, kind %s, %d members", at, at.Kind, len(at.Members))
	}
	if d := member(t, u.Type("example.com/m/a", "T"), "D"); d.Name.Name != "Duration" || d.Underlying == nil || d.Underlying.Name.Name != "int64" {
		t.Errorf("time.Duration resolved as %s", d)
	}
	for path, p := range u.pkgs {
		if want := !strings.Contains(strings.Split(path, "/")[0], "."); p.standard != want {
			t.Errorf("%s: standard %v, want %v", path, p.standard, want)
		}
	}
	if p := u.pkgs["time"]; p == nil || !p.standard {
		t.Errorf("time was not listed as a standard package")
	}
}
