/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package widgets_test

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const (
	module         = "github.com/gvk-dev/gvkgen"
	examplesModule = module + "/examples"
	groupPkg       = examplesModule + "/apis/widgets"
)

// The packages of the group, relative to the group's directory.
var groupPackages = []string{".", "v1beta1", "v1"}

// voluntary lists the hand-written conversions that conversion-gen could
// generate but that the group writes by hand: the v1 Widget conversions,
// which move spec.flavor to and from an annotation on the metadata.
var voluntary = map[string][]string{
	"v1": {"Convert_v1_Widget_To_widgets_Widget", "Convert_widgets_Widget_To_v1_Widget"},
}

var (
	modRoot       string // the examples module's root directory
	conversionGen string // our conversion-gen, built by TestMain
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, "go env GOMOD:", err)
		return 1
	}
	modRoot = filepath.Dir(strings.TrimSpace(string(out)))
	bin, err := os.MkdirTemp("", "conversion-gen-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(bin)
	conversionGen = filepath.Join(bin, "conversion-gen")
	build := exec.Command("go", "build", "-o", conversionGen, module+"/cmd/conversion-gen")
	build.Dir = modRoot
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building conversion-gen: %v\n%s", err, out)
		return 1
	}
	return m.Run()
}

// copyGroup copies the group's packages (without tests) into a new
// directory inside the module, so that go list resolves them, rewriting the
// group's import path. Its name starts with "_", so that patterns like
// ./... ignore it. withHandWritten says whether to copy the
// hand-written conversion.go files; generated conversions are never copied.
func copyGroup(t *testing.T, withHandWritten bool) (dir, pkg string) {
	t.Helper()
	base, err := os.MkdirTemp(modRoot, "_conversiongen-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(base) })
	dir = filepath.Join(base, "widgets")
	rel, err := filepath.Rel(modRoot, dir)
	if err != nil {
		t.Fatal(err)
	}
	pkg = examplesModule + "/" + filepath.ToSlash(rel)
	for _, p := range groupPackages {
		files, err := filepath.Glob(filepath.Join(p, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Join(dir, p), 0o755); err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			name := filepath.Base(f)
			if strings.HasSuffix(name, "_test.go") || name == "zz_generated.conversion.go" ||
				(name == "conversion.go" && !withHandWritten) {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			src = bytes.ReplaceAll(src, []byte(groupPkg), []byte(pkg))
			if err := os.WriteFile(filepath.Join(dir, p, name), src, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return dir, pkg
}

// runConversionGen runs our conversion-gen on the copy of the group in dir,
// from the examples module's root, as hack/update-codegen.sh does, and returns its
// standard error.
func runConversionGen(t *testing.T, dir string) string {
	t.Helper()
	args := []string{"--output-file", "zz_generated.conversion.go", "--go-header-file", "../hack/boilerplate.go.txt"}
	for _, p := range groupPackages {
		rel, err := filepath.Rel(modRoot, filepath.Join(dir, p))
		if err != nil {
			t.Fatal(err)
		}
		args = append(args, "./"+filepath.ToSlash(rel))
	}
	cmd := exec.Command(conversionGen, args...)
	cmd.Dir = modRoot
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("conversion-gen %s: %v\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), err, &stdout, &stderr)
	}
	return stderr.String()
}

// A requested conversion, as conversion-gen reports it.
type request struct {
	pkg       string   // package to write it in, relative to the group: "v1beta1"
	signature string   // func Convert_...(...) error
	fields    []string // the fields that need it, sorted
}

var (
	headerRE    = regexp.MustCompile(`(?m)^\S.*needs a hand-written function, because:$`)
	fieldRE     = regexp.MustCompile(`(?m)^\s+\S+: field (\w+): `)
	writeRE     = regexp.MustCompile(`(?m)^\s+write, in package (\S+):\n\s+(func Convert_\w+\(.*\) error)$`)
	signatureRE = regexp.MustCompile(`^func (Convert_\w+)\(`)
)

// parseReport parses conversion-gen's report of the hand-written conversions
// it needs, keyed by function name. pkg is the group's import path.
func parseReport(t *testing.T, report, pkg string) map[string]request {
	t.Helper()
	requests := map[string]request{}
	starts := headerRE.FindAllStringIndex(report, -1)
	if len(starts) == 0 && strings.TrimSpace(report) != "" {
		t.Fatalf("cannot parse the report of conversion-gen:\n%s", report)
	}
	if len(starts) > 0 && starts[0][0] != 0 {
		t.Errorf("report has unexpected text before the first conversion:\n%s", report[:starts[0][0]])
	}
	for i, s := range starts {
		end := len(report)
		if i+1 < len(starts) {
			end = starts[i+1][0]
		}
		block := report[s[0]:end]
		w := writeRE.FindStringSubmatch(block)
		if w == nil {
			t.Fatalf("no function to write in report block:\n%s", block)
		}
		rel, ok := strings.CutPrefix(w[1], pkg+"/")
		if !ok {
			t.Fatalf("report asks for a function in package %s, outside the group %s", w[1], pkg)
		}
		var fields []string
		for _, f := range fieldRE.FindAllStringSubmatch(block, -1) {
			fields = append(fields, f[1])
		}
		slices.Sort(fields)
		name := signatureRE.FindStringSubmatch(w[2])[1]
		if _, dup := requests[name]; dup {
			t.Errorf("report asks for %s twice", name)
		}
		requests[name] = request{pkg: rel, signature: w[2], fields: fields}
	}
	return requests
}

// handWritten returns the signatures of the Convert_ functions defined in the
// hand-written conversion.go of each external version, keyed by function name.
func handWritten(t *testing.T) map[string]request {
	t.Helper()
	funcs := map[string]request{}
	for _, p := range groupPackages {
		path := filepath.Join(p, "conversion.go")
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || !strings.HasPrefix(fd.Name.Name, "Convert_") {
				continue
			}
			var buf bytes.Buffer
			if err := printer.Fprint(&buf, fset, &ast.FuncDecl{Name: fd.Name, Type: fd.Type}); err != nil {
				t.Fatal(err)
			}
			funcs[fd.Name.Name] = request{pkg: p, signature: buf.String()}
		}
	}
	return funcs
}

// TestConversionGenReport runs conversion-gen on a copy of the group without
// its hand-written conversions and checks that it asks for exactly the
// hand-written functions of the group, no more and no fewer.
func TestConversionGenReport(t *testing.T) {
	dir, pkg := copyGroup(t, false)
	report := runConversionGen(t, dir)
	t.Logf("conversion-gen report:\n%s", report)
	requested := parseReport(t, report, pkg)

	written := handWritten(t)
	if len(written) == 0 {
		t.Fatal("no hand-written Convert_ functions found")
	}
	want := map[string]request{}
	for name, fn := range written {
		if slices.Contains(voluntary[fn.pkg], name) {
			continue
		}
		want[name] = fn
	}
	for p, names := range voluntary {
		for _, name := range names {
			if fn, ok := written[name]; !ok || fn.pkg != p {
				t.Errorf("%s is not hand-written in %s", name, p)
			}
			if _, ok := requested[name]; ok {
				t.Errorf("conversion-gen asks for %s, listed as voluntary", name)
			}
		}
	}

	got := map[string]request{}
	for name, r := range requested {
		got[name] = request{pkg: r.pkg, signature: r.signature}
	}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(request{})); diff != "" {
		t.Errorf("hand-written conversions (-conversion.go files +conversion-gen report):\n%s", diff)
	}

	// The fields that make each conversion hand-written.
	wantFields := map[string][]string{
		"Convert_v1beta1_WidgetSpec_To_widgets_WidgetSpec": {"Replicas"},
		"Convert_widgets_WidgetSpec_To_v1beta1_WidgetSpec": {"Size", "Strategy"},
		"Convert_widgets_WidgetSpec_To_v1_WidgetSpec":      {"Flavor"},
	}
	gotFields := map[string][]string{}
	for name, r := range requested {
		gotFields[name] = r.fields
	}
	if diff := cmp.Diff(wantFields, gotFields); diff != "" {
		t.Errorf("fields needing a hand-written conversion (-want +got):\n%s", diff)
	}

	// The generated files exist (they do not compile without the hand-written
	// functions) in the external versions only.
	for _, p := range groupPackages {
		_, err := os.Stat(filepath.Join(dir, p, "zz_generated.conversion.go"))
		if exists := err == nil; exists != (p != ".") {
			t.Errorf("package %s: zz_generated.conversion.go exists = %v, want %v", p, exists, p != ".")
		}
	}
}

// TestConversionGenUpToDate runs conversion-gen on a copy of the group with
// its hand-written conversions: it must ask for nothing, and generate the
// committed zz_generated.conversion.go files.
func TestConversionGenUpToDate(t *testing.T) {
	dir, pkg := copyGroup(t, true)
	if report := runConversionGen(t, dir); report != "" {
		t.Errorf("conversion-gen reports, with the hand-written conversions:\n%s", report)
	}
	for _, p := range groupPackages {
		name := filepath.Join(p, "zz_generated.conversion.go")
		committed, err := os.ReadFile(name)
		if p == "." {
			if err == nil {
				t.Errorf("%s exists; the internal version has no conversions", name)
			}
			if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
				t.Errorf("conversion-gen generated %s for the internal version", name)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		generated, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		generated = bytes.ReplaceAll(generated, []byte(pkg), []byte(groupPkg))
		if diff := cmp.Diff(string(committed), string(generated)); diff != "" {
			t.Errorf("%s is out of date; regenerate it (-committed +generated):\n%s", name, diff)
		}
	}
}
