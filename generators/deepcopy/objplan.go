package deepcopy

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The object dialect is controller-gen's object generator
// (sigs.k8s.io/controller-tools v0.23.0) over the same planner and
// emitter as deepcopy-gen's. It differs in which packages and types get
// methods (kubebuilder markers, read from any file), in DeepCopyObject for
// +kubebuilder:object:root=true types, in the bodies (objBody), and in the
// file: its header, its imports (emit.NewControllerGenFile, one group) and methods
// sorted by type name with imports named in declaration order.

// objPlanPackage decides what controller-gen generates for pkg; nil means
// no file. Markers it cannot parse are errors, and set badMarkers.
func (p *planner) objPlanPackage(pkg *universe.Package) *PackagePlan {
	before := len(p.errs)
	m := collectMarkers(p.u, pkg.Files())
	pkgMarkers := parseMarkers(objPackageDefs, m.pkg, &p.errs)
	typeMarkers := make([]markerValues, len(m.specs))
	for i, spec := range m.specs {
		typeMarkers[i] = parseMarkers(objTypeDefs, m.types[spec], &p.errs)
	}
	if len(p.errs) > before {
		p.badMarkers = true
		return nil
	}
	pkgOn := false
	if v, ok := pkgMarkers.first(markerGenerate); ok {
		pkgOn = v == "true"
	} else if v, ok := pkgMarkers.first(tagEnabled); ok {
		pkgOn = firstField(v) == tagValuePackage
	}
	plan := &PackagePlan{Pkg: pkg}
	for i, spec := range m.specs {
		if tp := p.objPlanType(pkg, spec, typeMarkers[i], pkgOn); tp != nil {
			plan.Types = append(plan.Types, tp)
		}
	}
	if len(plan.Types) == 0 {
		return nil
	}
	return plan
}

func firstField(v string) string {
	for i := 0; i < len(v); i++ {
		if v[i] == ',' {
			return v[:i]
		}
	}
	return v
}

// objPlanType decides whether one type gets methods, and which.
func (p *planner) objPlanType(pkg *universe.Package, spec *ast.TypeSpec, mv markerValues, pkgOn bool) *TypePlan {
	isObject := false
	if v, ok := mv.first(markerRoot); ok {
		isObject = v == "true"
	} else {
		for _, v := range mv[tagInterfaces] {
			isObject = isObject || v == runtimeObject
		}
	}
	on := pkgOn || isObject
	if v, ok := mv.first(markerGenerate); ok {
		on = v == "true"
	} else if v, ok := mv.first(tagEnabled); ok {
		on = v == "true"
	}
	if !on || !token.IsExported(spec.Name.Name) || spec.Assign.IsValid() {
		return nil
	}
	t := pkg.TypeNamed(spec.Name.Name)
	if t == nil || !p.objCopyable(t) {
		return nil
	}
	return &TypePlan{Type: t, DeepCopyInto: p.deepCopyInto(t) == nil, DeepCopy: p.deepCopy(t) == nil, Object: isObject}
}

// objCopyable reports whether controller-gen generates methods for t,
// recording an error where the methods it generates would not compile.
func (p *planner) objCopyable(t *universe.Type) bool {
	if t.Kind == universe.Pointer {
		return false
	}
	hand := p.deepCopy(t) != nil || p.deepCopyInto(t) != nil
	switch {
	case t.Generic:
		p.errs = append(p.errs, universe.Errorf(t.Pos, "type %s: controller-gen generates methods for generic types without their type parameters (func (in *%s) ...), which does not compile; write DeepCopy and DeepCopyInto by hand and mark the type +kubebuilder:object:generate=false", t.Name.Name, t.Name.Name))
		return false
	case hand || t.Kind == universe.Struct:
		return true
	case t.Kind == universe.Alias:
		return universe.Unalias(t).Kind != universe.Builtin
	}
	p.errs = append(p.errs, universe.Errorf(t.Pos, "type %s: controller-gen generates deep-copy methods for this %s, which cannot have them (the output does not compile); mark it +kubebuilder:object:generate=false", t.Name.Name, t.Kind))
	return false
}

// objFile emits the file of a package planned by the object dialect.
func (p *planner) objFile(plan *PackagePlan, outputFile string) *output.File {
	pkg := plan.Pkg
	direct := func(path string) (string, bool) {
		for _, dep := range pkg.Imports {
			if dep == path {
				return p.u.PackageName(path), true
			}
		}
		return "", false
	}
	b := &objBody{p: p, file: emit.NewControllerGenFile(pkg.Path, pkg.Name, direct), pkg: pkg.Path, planned: map[*universe.Type]bool{}}
	e := &emitter{p: p, file: b.file, pkg: pkg.Path, planned: b.planned, obj: b}
	for _, tp := range plan.Types {
		b.planned[tp.Type] = true
	}
	type named struct {
		name  string
		decls []jen.Code
	}
	var all []named
	for _, tp := range plan.Types {
		all = append(all, named{tp.Type.Name.Name, e.typeDecls(tp)})
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].name < all[j].name })
	var decls []jen.Code
	for _, n := range all {
		decls = append(decls, n.decls...)
	}
	return &output.File{
		Path:    filepath.Join(pkg.Dir, outputFile),
		PkgPath: pkg.Path,
		PkgName: pkg.Name,
		Code:    b.file,
		Decls:   decls,
	}
}
