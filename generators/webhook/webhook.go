package webhook

import (
	"flag"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/internal/cgmarkers"
	"github.com/gvk-dev/gvkgen/generators/internal/kyaml"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Generator is controller-gen's webhook generator (v0.23.0), as the
// drivers run it. Its flags are controller-gen's options (header-file,
// year) and output-dir, controller-gen's output rule for webhook (default
// config/webhook).
var Generator = &gen.Generator{
	Name:       "webhook",
	Tool:       tool,
	OutputFile: "manifests.yaml",
	Doc:        "Writes manifests.yaml, the webhook configurations of the +kubebuilder:webhook markers of all packages, as controller-gen webhook does.",
	Tags:       Tags,
	Namespaces: []gen.Namespace{{Prefix: markerWebhook, Verify: true}},
	// Its markers are comments, which make a file worth parsing; no
	// identifier does.
	Keywords:  []string{"kubebuilder"},
	DetectTag: "+" + markerWebhook,
	Flags:     flags,
	Run:       run,
	// Under gvkgen, only when its output directory is given
	// (controller-gen's front end always gives it).
	Enabled: func(c gen.Config) bool { return c.(*config).outputDir != "" },
	// controller-gen never deletes a file: neither does gvkgen for it.
	Claims: func(*universe.Package) bool { return true },
}

// config is what the generator's flags set.
type config struct {
	gen.DefaultConfig
	headerFile, year, outputDir string
}

func flags(fs *flag.FlagSet) gen.Config {
	c := &config{}
	fs.StringVar(&c.headerFile, "header-file", "", "controller-gen webhook's headerFile=: a file whose text goes above the first document")
	fs.StringVar(&c.year, "year", "", "controller-gen webhook's year=: replaces \" YEAR\" in the header file (default: removed)")
	fs.StringVar(&c.outputDir, "output-dir", "", "controller-gen's output:webhook:dir= (its default, through gvkgen's controller-gen syntax: config/webhook; gvkgen generate runs webhook only when this is given): the directory manifests.yaml is written in")
	return c
}

// configs is what the markers of all packages give: each kind's webhooks
// and configuration name.
type configs struct {
	mutating, validating []hook
	names                [2]string // [validating, mutating] configuration names
}

// run reads the markers of every package and writes manifests.yaml; on
// any mistake, nothing.
func run(pass *gen.Pass) any {
	c := pass.Config.(*config)
	var all configs
	for _, pkg := range pass.Packages {
		if err := pkg.ParseErr(); err != nil {
			pass.ReportErrors(err)
			continue
		}
		readPackage(pass, pkg, &all)
	}
	if pass.HasErrors() || len(all.mutating)+len(all.validating) == 0 {
		return nil
	}
	header, ok := cgmarkers.ReadHeader(pass, c.headerFile, c.year)
	if !ok {
		return nil
	}
	out := []byte(header)
	for _, doc := range all.documents() {
		y, err := kyaml.Marshal(doc)
		if err != nil {
			pass.Errorf(gen.FlagPos("output-dir"), "%v", err)
			return nil
		}
		out = append(append(out, "---\n"...), y...)
	}
	pass.NewDataFile(filepath.Join(cgmarkers.OutputDir(c.outputDir, "webhook"), "manifests.yaml"), out)
	return nil
}

// readPackage reads one package's markers: its configuration names
// (one of each kind at most), then its webhooks.
func readPackage(pass *gen.Pass, pkg *universe.Package, all *configs) {
	var named [2]bool
	var hooks []hook
	for _, l := range cgmarkers.Package(pass.Universe, pkg, markerWebhook) {
		m, ok, ds := tags.ParseMarker(Tags, l)
		for _, d := range ds {
			pass.Report(*d)
		}
		if !ok || len(ds.Errors()) > 0 {
			continue
		}
		if m.Name == markerConfiguration {
			kind := boolIndex(m.Args["mutating"].Bool)
			if named[kind] {
				pass.Errorf(l.Pos, "a second %s +%s in package %s; controller-gen takes one of each kind per package: remove one", kindName(kind), markerConfiguration, pkg.Path)
				continue
			}
			named[kind] = true
			all.names[kind] = m.Args["name"].String
			continue
		}
		if h, ok := newHook(pass, m); ok {
			hooks = append(hooks, h)
		}
	}
	slices.SortStableFunc(hooks, func(a, b hook) int { return strings.Compare(a.name, b.name) })
	for _, h := range hooks {
		if h.mutating {
			all.mutating = append(all.mutating, h)
		} else {
			all.validating = append(all.validating, h)
		}
	}
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

func kindName(kind int) string {
	return [2]string{"validating", "mutating"}[kind]
}

// documents are the configurations, mutating first, each with its
// webhooks sorted by name.
func (c configs) documents() []map[string]any {
	var docs []map[string]any
	for _, kind := range []int{1, 0} {
		hooks := [2][]hook{c.validating, c.mutating}[kind]
		if len(hooks) == 0 {
			continue
		}
		slices.SortStableFunc(hooks, func(a, b hook) int { return strings.Compare(a.name, b.name) })
		name := c.names[kind]
		if name == "" {
			name = kindName(kind) + "-webhook-configuration"
		}
		var list []any
		for _, h := range hooks {
			list = append(list, h.object)
		}
		docs = append(docs, map[string]any{
			"apiVersion": "admissionregistration.k8s.io/v1",
			"kind":       [2]string{"ValidatingWebhookConfiguration", "MutatingWebhookConfiguration"}[kind],
			"metadata":   map[string]any{"name": name},
			"webhooks":   list,
		})
	}
	return docs
}
