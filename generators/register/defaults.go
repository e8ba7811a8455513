package register

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/defaulter"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// hasDefaults reports whether pkg has a RegisterDefaults(*runtime.Scheme)
// error, or gets one in this run: defaulter-gen's result says it writes
// one (its +k8s:defaulter-gen is not false: the tag counts before the file
// exists, so that the run that writes zz_generated.defaults.go writes what
// the next one does), the package declares one by hand, or defaulter-gen
// wrote its file there in an earlier run (a separate defaulter-gen call;
// the load leaves generated files out).
func (g *generator) hasDefaults(pkg *universe.Package) bool {
	if g.defaults[pkg.Path] || slices.ContainsFunc(pkg.Functions(), func(f *universe.Method) bool { return f.Name == "RegisterDefaults" }) {
		return true
	}
	for _, name := range []string{defaulter.Generator.OutputFile, defaulter.Generator.ToolDefault()} {
		path := filepath.Join(pkg.Dir, name)
		if src, err := g.fs.ReadFile(path); pkg.Dir != "" && err == nil && output.Whose(path, src, defaulter.Generator.Tool) == output.ByTool {
			return true
		}
	}
	return false
}

// schemeRegistration matches a hand-written registration of defaulters
// with a scheme builder, as Kubernetes writes it in register.go:
// localSchemeBuilder.Register(addDefaultingFuncs), or
// runtime.NewSchemeBuilder(addKnownTypes, addDefaultingFuncs).
var schemeRegistration = regexp.MustCompile(`\b(Register|NewSchemeBuilder)\([^)]*\b(addDefaultingFuncs|RegisterDefaults)\b`)

// registersDefaults reports whether the AddToScheme of t registers its
// defaulters: its register file, written with
// +k8s:register-gen:scheme-funcs, registers RegisterDefaults or
// addDefaultingFuncs, or a hand-written file of the package hands one of
// them to a scheme builder (a register.go of its own, Kubernetes' way).
func registersDefaults(fsys gen.FS, t *Target) bool {
	if t.Write && (slices.Contains(t.Funcs, "RegisterDefaults") || slices.Contains(t.Funcs, "addDefaultingFuncs")) {
		return true
	}
	found := false
	eachGoFile(fsys, t.Pkg.Dir, func(_ string, src []byte) {
		found = found || (schemeRegistration.Match(src) && !output.IsGenerated(src))
	})
	return found
}

// eachGoFile calls f with the name and content of every .go file of dir
// but its tests, read through fsys.
func eachGoFile(fsys gen.FS, dir string, f func(name string, src []byte)) {
	entries, err := fsys.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		if src, err := fsys.ReadFile(filepath.Join(dir, n)); err == nil {
			f(n, src)
		}
	}
}
