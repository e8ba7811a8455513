package openapi

import (
	"path"
	"path/filepath"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// writeModelNames writes --output-model-name-file in every input package
// that is not read-only and has a struct type with a model package (its
// own +k8s:openapi-model-package, or its package's): an OpenAPIModelName
// method for each such type. A package in the module cache, which upstream
// writes into, is an error that says how to keep the file out of it.
func writeModelNames(pass *gen.Pass, c *config) {
	for _, pkg := range pass.Packages {
		if contains(c.readOnly.Values, pkg.Path) {
			continue
		}
		pkgModel := modelPackage(pkg.DocComments)
		var decls []jen.Code
		// where is the tag that asks for the file: the package's, else
		// the first type's.
		where := pkg.DocTagPos("+" + tagModelPackage)
		for _, t := range pkg.Types() {
			if t.Kind != universe.Struct || !exported(t.Name.Name) {
				continue
			}
			model := pkgModel
			if v := modelPackage(t.CommentLines); v != "" {
				if pkgModel == "" && len(decls) == 0 {
					where = tagAt(t.CommentAt, tagModelPackage, t.Pos)
				}
				model = v
			}
			if model == "" {
				continue
			}
			decls = append(decls, modelNameMethod(t, model+"."+t.Name.Name))
		}
		if len(decls) == 0 {
			continue
		}
		if !pkg.Local {
			pass.Errorf(where, "package %s is not the module's (it is in the module cache): openapi-gen would write %s into it; pass --readonly-pkg %s, or make it local with a replace directive", pkg.Path, c.modelNameFile, pkg.Path)
			continue
		}
		f := emit.NewFile(pkg.Path, path.Base(pkg.Path))
		pass.NewFile(filepath.Join(pkg.Dir, c.modelNameFile), f).Decls = decls
	}
}

// modelNameMethod is
//
//	// OpenAPIModelName returns the OpenAPI model name for this type.
//	func (in T) OpenAPIModelName() string { return "<name>" }
func modelNameMethod(t *universe.Type, name string) jen.Code {
	return jen.Comment("OpenAPIModelName returns the OpenAPI model name for this type.").Line().
		Func().Params(jen.Id("in").Id(t.Name.Name)).Id("OpenAPIModelName").Params().String().Block(jen.Return(jen.Lit(name)))
}
