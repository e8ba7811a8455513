package openapi

import (
	"os"
	"path"
	"sort"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// planner builds the Model of one pass.
type planner struct {
	pass  *gen.Pass
	u     *universe.Universe
	enums *enums
	// depth is how deep the field being planned nests slices and maps;
	// inlining are the structs whose members are being inlined; cycle is
	// set once a struct inlines itself.
	depth    int
	inlining map[*universe.Type]bool
	cycle    bool
	// inputs are the packages of the pass, the only ones whose type and
	// package comments upstream reads (gengo leaves them out for the
	// packages it loads as dependencies; their fields' comments it keeps).
	inputs map[string]bool
}

// typeComments are t's comment lines, and where they are, as upstream
// sees them: none for a type outside the pass's packages.
func (p *planner) typeComments(t *universe.Type) ([]string, []universe.CommentLine) {
	if !p.inputs[t.Name.Package] {
		return nil, nil
	}
	return t.CommentLines, t.CommentAt
}

// run plans the definitions of the pass's packages, writes
// zz_generated.openapi.go (and the model name files) and returns the Model.
func run(pass *gen.Pass) *Model {
	c := pass.Config.(*config)
	p := &planner{pass: pass, u: pass.Universe, inlining: map[*universe.Type]bool{}, inputs: map[string]bool{}}
	for _, pkg := range pass.Packages {
		p.inputs[pkg.Path] = true
	}
	p.enums = newEnums(pass.Packages)
	m := &Model{}
	for _, t := range p.selected() {
		if d := p.definition(t); d != nil {
			m.Definitions = append(m.Definitions, d)
		}
	}
	m.Violations = lintAPI(m)
	if !checkFlags(pass, c) {
		return m
	}
	// The definitions' directory is openapi-gen's: a file there that it
	// generated and no longer writes is stale.
	pass.OwnTree(c.outputDir)
	writeDefinitions(pass, c, m)
	switch report := Report(m); c.report {
	case "-":
		pass.Print(report)
	case os.DevNull:
		// Discarded: a file the driver would refuse to replace.
	default:
		pass.NewReportFile(c.report, report)
	}
	if c.modelNameFile != "" {
		writeModelNames(pass, c)
	}
	return m
}

// checkFlags reports the flags upstream requires.
func checkFlags(pass *gen.Pass, c *config) bool {
	ok := true
	for _, f := range []struct{ name, value string }{{"output-dir", c.outputDir}, {"output-pkg", c.outputPkg}} {
		if f.value == "" {
			pass.Errorf(gen.FlagPos(f.name), "--%s must be specified: GetOpenAPIDefinitions is written there", f.name)
			ok = false
		}
	}
	if ok && strings.HasPrefix(c.outputPkg, "/") {
		pass.Errorf(gen.FlagPos("output-pkg"), "--output-pkg %s is a directory, not an import path: give the Go import path of --output-dir", c.outputPkg)
		ok = false
	}
	return ok
}

// selected are the struct types of the pass's packages that
// +k8s:openapi-gen selects, ordered by full name as upstream orders them.
func (p *planner) selected() []*universe.Type {
	var out []*universe.Type
	for _, pkg := range p.pass.Packages {
		pkgOn := hasTagValue(pkg.DocComments, "true")
		for _, t := range pkg.Types() {
			if strings.HasPrefix(t.Name.Name, "codecSelfer") {
				continue
			}
			on := hasTagValue(t.CommentLines, "true")
			if pkgOn {
				on = !hasTagValue(t.CommentLines, "false")
			}
			if on {
				out = append(out, t)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}

// definition plans t's definition; nil for a type that is not a struct.
func (p *planner) definition(t *universe.Type) *Definition {
	if t.Kind != universe.Struct {
		return nil
	}
	d := &Definition{Type: t, GoName: t.String(), ModelName: t.String(), Methods: methodsOf(t)}
	d.UsesModelName = p.usesModelName(t)
	if name := p.modelName(t); name != "" {
		d.ModelName = name
	}
	ms := d.Methods
	if ms.Definition || ms.V3Definition && !ms.TypeAndFormat {
		return d
	}
	if ms.V3OneOf && !ms.TypeAndFormat {
		p.pass.Errorf(t.Pos, "type %s has an OpenAPIV3OneOfTypes method but not OpenAPISchemaType and OpenAPISchemaFormat: add them (upstream fails on it)", t.Name.Name)
		return d
	}
	refs := map[string]*Reference{}
	d.Schema = p.typeSchema(t, refs)
	d.Dependencies = dependencies(refs)
	return d
}

// dependencies are the referenced types, sorted by name, but those
// OpenAPI knows as simple types.
func dependencies(refs map[string]*Reference) []*Reference {
	keys := make([]string, 0, len(refs))
	for k := range refs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []*Reference
	for _, k := range keys {
		if typ, _ := typeFormat(refs[k].Type.String()); typ != "" {
			continue
		}
		out = append(out, refs[k])
	}
	return out
}

// usesModelName reports whether t is named by its OpenAPIModelName: a
// hand-written method, or +k8s:openapi-model-package on the type or its
// package (whose generated method the load leaves out).
func (p *planner) usesModelName(t *universe.Type) bool {
	return hasModelNameMethod(t) || p.modelPackageOf(t) != ""
}

// modelPackageOf is the model package of t's tag, or else of its
// package's.
func (p *planner) modelPackageOf(t *universe.Type) string {
	if !p.inputs[t.Name.Package] {
		return ""
	}
	if v := modelPackage(t.CommentLines); v != "" {
		return v
	}
	if pkg := p.u.Package(t.Name.Package); pkg != nil {
		return modelPackage(pkg.DocComments)
	}
	return ""
}

// modelName is t's model name from +k8s:openapi-model-package, "" without
// the tag.
func (p *planner) modelName(t *universe.Type) string {
	if v := p.modelPackageOf(t); v != "" {
		return v + "." + t.Name.Name
	}
	return ""
}

// schemaFuncName is upstream's name of t's schema function:
// schema_<the last four elements of its package path>_<Type>.
func schemaFuncName(t *universe.Type) string {
	dirs := strings.Split(t.Name.Package, "/")
	clean := strings.NewReplacer("-", "_", ".", "")
	for i := range dirs {
		dirs[i] = clean.Replace(dirs[i])
	}
	dirs = append(dirs, t.Name.Name)
	if len(dirs) > 5 {
		dirs = dirs[len(dirs)-5:]
	}
	return "schema_" + strings.Join(dirs, "_")
}

// outputPath is where GetOpenAPIDefinitions goes.
func outputPath(c *config, file string) string { return path.Join(c.outputDir, file) }
