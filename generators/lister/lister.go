package lister

import (
	"errors"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/gvk-dev/gvkgen/generators/emit"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// Packages the listers name.
const (
	labelsPkg  emit.Pkg = "k8s.io/apimachinery/pkg/labels"
	listersPkg emit.Pkg = "k8s.io/client-go/listers"
	cachePkg   emit.Pkg = "k8s.io/client-go/tools/cache"
)

// Target is one package of listers: where it goes and its types.
type Target struct {
	Dir, PkgPath string
	API          *genclient.PathPackage
	Types        []*genclient.Type
}

// run writes the listers of every package of the pass. Its result is the
// targets ([]*Target), by input package order.
func run(pass *gen.Pass) any {
	c := pass.Config.(*config)
	plurals, ok := checkFlags(pass, c)
	if !ok {
		return nil
	}
	pass.OwnTree(c.outputDir)
	var targets []*Target
	model := genclient.Result.Of(pass)
	for _, pkg := range pass.Packages {
		api, ok := model.PathPackage(pass, pkg, optOut)
		if !ok {
			continue
		}
		var ts []*genclient.Type
		for _, t := range api.Types {
			if t.HasVerb("list") && t.HasVerb("get") {
				ts = append(ts, t)
			}
		}
		if len(ts) == 0 {
			continue
		}
		sub := []string{strings.ToLower(api.PathGroup), strings.ToLower(genclient.NonEmptyVersion(api.Version))}
		tg := &Target{Dir: filepath.Join(c.outputDir, filepath.Join(sub...)), PkgPath: path.Join(c.outputPkg, path.Join(sub...)), API: api, Types: ts}
		targets = append(targets, tg)
		if err := write(pass, tg, plurals); err != nil {
			pass.Errorf(pkg.DocTagPos(""), "%v", err)
		}
	}
	genclient.PrerenderAll(pass.Files(), pass.FormatCache)
	return targets
}

// checkFlags reports the flags upstream requires and reads
// --plural-exceptions.
func checkFlags(pass *gen.Pass, c *config) (*genclient.Namer, bool) {
	ok := true
	for _, f := range []struct{ name, value string }{{"--output-dir", c.outputDir}, {"--output-pkg", c.outputPkg}} {
		if f.value == "" {
			pass.Errorf(token.Position{Filename: f.name}, "%s must be specified: the listers are written under it", f.name)
			ok = false
		}
		if msg := genclient.CheckImportPath("output-pkg", c.outputPkg); f.name == "--output-pkg" && msg != "" {
			pass.Errorf(token.Position{Filename: f.name}, "%s", msg)
			ok = false
		}
	}
	plurals, pok := genclient.Result.Of(pass).Namer(pass, c.plurals.Values)
	return plurals, ok && pok
}

// write creates the target's files: a lister per type and the expansion
// interfaces not written by hand.
func write(pass *gen.Pass, tg *Target, plurals *genclient.Namer) error {
	name := path.Base(tg.PkgPath)
	exp := pass.NewFile(filepath.Join(tg.Dir, "expansion_generated.go"), emit.NewFile(tg.PkgPath, name))
	for _, t := range tg.Types {
		if _, err := pass.Stat(filepath.Join(tg.Dir, strings.ToLower(t.Name.Name+"_expansion.go"))); err == nil {
			continue
		} else if !os.IsNotExist(err) && !errors.Is(err, syscall.ENOTDIR) {
			return err
		}
		// A file where a directory of the tree goes: the driver reports
		// it at --output-dir.
		exp.Decls = append(exp.Decls, expansionDecls(namesOf(t, plurals))...)
	}
	for _, t := range tg.Types {
		f := emit.NewFile(tg.PkgPath, name)
		out := pass.NewFile(filepath.Join(tg.Dir, strings.ToLower(t.Name.Name)+".go"), f)
		l := &lister{f: f, n: namesOf(t, plurals), typ: emit.IdentOf(t.Name), self: t.Name.Package}
		out.Decls = l.decls()
	}
	return nil
}

// namesOf are the names of t's lister.
func namesOf(t *genclient.Type, plurals *genclient.Namer) names {
	return names{T: t.Name.Name, t: genclient.Private(t.Name.Name), Ts: plurals.PublicPlural(t.Name.Name), namespaced: !t.NonNamespaced}
}
