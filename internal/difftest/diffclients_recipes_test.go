//go:build differential

package difftest_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/mod/modfile"

	"github.com/gvk-dev/gvkgen/generators/kubecodegen"
	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// A clientRecipe turns a row into the tool runs of the module's own
// codegen script, given the module's base copy.
type clientRecipe func(m *clientModule, base string) ([]clientStep, error)

var clientRecipes = map[string]clientRecipe{
	"kubernetes":   kubernetesSteps,
	"gen_client":   genClientSteps,
	"gateway-api":  gatewayAPISteps,
	"cert-manager": certManagerSteps,
}

// kubernetesSteps are Kubernetes' hack/update-codegen.sh's
// codegen::applyconfigs, clients, listers and informers for client-go,
// with k8s.io/api (the version of the row) as input. Its scripts, its
// boilerplate and its models-schema come from the schema module.
func kubernetesSteps(m *clientModule, base string) ([]clientStep, error) {
	kube, err := m.schemaModule()
	if err != nil {
		return nil, err
	}
	if m.schema, err = m.makeSchema(kube); err != nil {
		return nil, err
	}
	_, ver, _ := strings.Cut(m.row.Field(1), "@")
	api, err := difftest.ModuleDir("k8s.io/api@" + ver)
	if err != nil {
		return nil, err
	}
	apis, err := difftest.KubeAPIPackages(api)
	if err != nil {
		return nil, err
	}
	inputs, plurals, err := difftest.KubeClientInputs(kube, api)
	if err != nil {
		return nil, err
	}
	bp := filepath.Join(kube, m.opt("boilerplate"))
	const ac = "k8s.io/client-go/applyconfigurations"
	return []clientStep{
		{"applyconfiguration-gen", "applyconfigurations", append([]string{"--openapi-schema", "{schema}", "--go-header-file", bp,
			"--output-dir", "{root}/applyconfigurations", "--output-pkg", ac}, append(slices.Clone(apis), "k8s.io/apimachinery/pkg/apis/meta/v1")...)},
		{"client-gen", "kubernetes", append([]string{"--go-header-file", bp, "--output-dir", "{root}", "--output-pkg=k8s.io/client-go",
			"--clientset-name=kubernetes", "--input-base=k8s.io/api", "--plural-exceptions", plurals,
			"--apply-configuration-package", ac, "--prefers-protobuf"}, inputs...)},
		{"lister-gen", "listers", append([]string{"--go-header-file", bp, "--output-dir", "{root}/listers",
			"--output-pkg", "k8s.io/client-go/listers", "--plural-exceptions", plurals}, apis...)},
		{"informer-gen", "informers", append([]string{"--go-header-file", bp, "--output-dir", "{root}/informers",
			"--output-pkg", "k8s.io/client-go/informers", "--single-directory",
			"--versioned-clientset-package", "k8s.io/client-go/kubernetes", "--listers-package", "k8s.io/client-go/listers",
			"--plural-exceptions", plurals}, apis...)},
	}, nil
}

// genClientSteps are the tool runs of kube_codegen.sh v0.37.2's
// gen_client with the row's arguments: input packages found as it finds
// them (a +genclient line in a .go file of a version directory), its
// default sub-directories and names, empty values where it passes them.
func genClientSteps(m *clientModule, base string) ([]clientStep, error) {
	in, out, pkg := m.opt("input"), filepath.Clean(m.opt("output-dir")), m.opt("output-pkg")
	if in == "" || pkg == "" {
		return nil, fmt.Errorf("gen_client needs input= and output-pkg=")
	}
	pkgs, gvs, err := genClientInputs(base, in)
	if err != nil {
		return nil, err
	}
	if m.opt("schema") != "" {
		if m.schema, err = m.makeSchema(base); err != nil {
			return nil, err
		}
	}
	bp := m.opt("boilerplate")
	var steps []clientStep
	ac := ""
	if m.row.Has("with-applyconfig") {
		ac = pkg + "/applyconfiguration"
		steps = append(steps, clientStep{"applyconfiguration-gen", filepath.Join(out, "applyconfiguration"), append([]string{
			"--go-header-file", bp, "--output-dir", filepath.Join(out, "applyconfiguration"), "--output-pkg", ac,
			"--external-applyconfigurations", m.opt("applyconfig-externals"), "--openapi-schema", m.schema}, pkgs...)})
	}
	var inputs []string
	for _, gv := range gvs {
		inputs = append(inputs, "--input", gv)
	}
	steps = append(steps, clientStep{"client-gen", filepath.Join(out, "clientset"), append([]string{
		"--go-header-file", bp, "--output-dir", filepath.Join(out, "clientset"), "--output-pkg", pkg + "/clientset",
		"--clientset-name", "versioned", "--apply-configuration-package", ac, "--input-base", filepath.Join("{root}", in),
		"--plural-exceptions", "", "--prefers-protobuf=false"}, inputs...)})
	if !m.row.Has("with-watch") {
		return steps, nil
	}
	return append(steps,
		clientStep{"lister-gen", filepath.Join(out, "listers"), append([]string{"--go-header-file", bp,
			"--output-dir", filepath.Join(out, "listers"), "--output-pkg", pkg + "/listers", "--plural-exceptions", ""}, pkgs...)},
		clientStep{"informer-gen", filepath.Join(out, "informers"), append([]string{"--go-header-file", bp,
			"--output-dir", filepath.Join(out, "informers"), "--output-pkg", pkg + "/informers",
			"--versioned-clientset-package", pkg + "/clientset/versioned", "--listers-package", pkg + "/listers",
			"--plural-exceptions", ""}, pkgs...)},
	), nil
}

// genClientInputs finds gen_client's inputs under the module's directory
// in (kubecodegen.ClientInputs): the import paths of the version
// directories with a +genclient line, and their group/version for
// client-gen's --input.
func genClientInputs(base, in string) (pkgs, gvs []string, err error) {
	data, err := os.ReadFile(filepath.Join(base, "go.mod"))
	if err != nil {
		return nil, nil, err
	}
	modPath := modfile.ModulePath(data)
	dirs, gvs, err := kubecodegen.ClientInputs(filepath.Join(base, in))
	if err != nil {
		return nil, nil, err
	}
	for _, dir := range dirs {
		rel, _ := filepath.Rel(base, dir)
		pkgs = append(pkgs, modPath+"/"+filepath.ToSlash(rel))
	}
	if len(pkgs) == 0 {
		return nil, nil, fmt.Errorf("no +genclient package in a version directory under %s", in)
	}
	return pkgs, gvs, nil
}

// gatewayAPISteps are sigs.k8s.io/gateway-api's hack/update-clientset.sh's
// client-gen, lister-gen and informer-gen runs: the version directories
// (v*) of apis and apisx, client-gen's --input comma-separated and
// relative to the module path (with its leading slash), its clientset
// applying the committed apply configurations. Its applyconfiguration-gen
// run needs the schema of tools/modelschema, a nested module its zip
// lacks: left out.
func gatewayAPISteps(m *clientModule, base string) ([]clientStep, error) {
	const mod, out = "sigs.k8s.io/gateway-api", "sigs.k8s.io/gateway-api/pkg/client"
	var pkgs, rel []string
	for _, apiPath := range []string{"apis", "apisx"} {
		entries, err := os.ReadDir(filepath.Join(base, apiPath))
		if err != nil {
			return nil, err
		}
		for _, e := range entries { // sorted by name, as LC_ALL=C sort
			if strings.HasPrefix(e.Name(), "v") {
				pkgs = append(pkgs, mod+"/"+apiPath+"/"+e.Name())
				rel = append(rel, "/"+apiPath+"/"+e.Name())
			}
		}
	}
	common := []string{"--go-header-file", filepath.Join("{root}", m.opt("boilerplate"))}
	return []clientStep{
		{"client-gen", "pkg/client/clientset", append([]string{"--clientset-name", "versioned", "--input-base", mod,
			"--input", strings.Join(rel, ","), "--output-dir", "pkg/client/clientset", "--output-pkg", out + "/clientset",
			"--apply-configuration-package", mod + "/applyconfiguration"}, common...)},
		{"lister-gen", "pkg/client/listers", append(append([]string{"--output-dir", "pkg/client/listers",
			"--output-pkg", out + "/listers"}, common...), pkgs...)},
		{"informer-gen", "pkg/client/informers", append(append([]string{"--versioned-clientset-package", out + "/clientset/versioned",
			"--listers-package", out + "/listers", "--output-dir", "pkg/client/informers", "--output-pkg", out + "/informers"},
			common...), pkgs...)},
	}, nil
}

// certManagerSteps are github.com/cert-manager/cert-manager's
// hack/k8s-codegen.sh's gen-applyconfigurations, gen-clientsets,
// gen-listers and gen-informers: apply configurations of pkg/apis'
// certmanager/v1, acme/v1 and meta/v1 with the schema of its
// models-schema, clients of the first two, client-gen's --input the
// comma-joined import paths with an empty --input-base.
func certManagerSteps(m *clientModule, base string) ([]clientStep, error) {
	const mod, sub = "github.com/cert-manager/cert-manager", "pkg/client"
	var err error
	if m.schema, err = m.makeSchema(base); err != nil {
		return nil, err
	}
	apis := []string{mod + "/pkg/apis/certmanager/v1", mod + "/pkg/apis/acme/v1", mod + "/pkg/apis/meta/v1"}
	clients := apis[:2]
	bp := []string{"--go-header-file", m.opt("boilerplate")}
	return []clientStep{
		{"applyconfiguration-gen", sub + "/applyconfigurations", append(append(slices.Clone(bp), "--openapi-schema", m.schema,
			"--output-dir", sub+"/applyconfigurations", "--output-pkg", mod+"/"+sub+"/applyconfigurations"), apis...)},
		{"client-gen", sub + "/clientset", append(slices.Clone(bp), "--clientset-name", "versioned",
			"--apply-configuration-package", mod+"/"+sub+"/applyconfigurations", "--input-base", "",
			"--input", strings.Join(clients, ","), "--output-dir", sub+"/clientset", "--output-pkg", mod+"/"+sub+"/clientset")},
		{"lister-gen", sub + "/listers", append(append(slices.Clone(bp), "--output-dir", sub+"/listers",
			"--output-pkg", mod+"/"+sub+"/listers"), clients...)},
		{"informer-gen", sub + "/informers", append(append(slices.Clone(bp), "--versioned-clientset-package", mod+"/"+sub+"/clientset/versioned",
			"--listers-package", mod+"/"+sub+"/listers", "--output-dir", sub+"/informers", "--output-pkg", mod+"/"+sub+"/informers"), clients...)},
	}, nil
}

// schemaModule is the copy of the row's schema-module (kept across runs
// under the module's work directory), its nested modules the zip lacks
// replaced by their published schema-version.
func (m *clientModule) schemaModule() (string, error) {
	modver := m.opt("schema-module")
	if modver == "" {
		return "", fmt.Errorf("recipe %s needs schema-module=", m.row.Field(2))
	}
	dir := filepath.Join(m.w, "schema-module")
	if isFile(filepath.Join(dir, "go.mod")) {
		return dir, nil
	}
	if err := difftest.ScratchCopy(modver, dir); err != nil {
		return "", err
	}
	if v := m.opt("schema-version"); v != "" {
		if err := difftest.ReplaceMissing(dir, v); err != nil {
			os.RemoveAll(dir)
			return "", err
		}
	}
	return dir, nil
}

// makeSchema writes the OpenAPI schema the row's schema= command prints
// when run in dir (once: kept in the module's work directory) and
// returns its path.
func (m *clientModule) makeSchema(dir string) (string, error) {
	file := filepath.Join(m.w, "schema.json")
	if st, err := os.Stat(file); err == nil && st.Size() > 0 {
		return file, nil
	}
	f, err := os.Create(file + ".tmp")
	if err != nil {
		return "", err
	}
	cmd := difftest.Scratch(dir, "go", "run", m.opt("schema"))
	var stderr strings.Builder
	cmd.Stdout, cmd.Stderr = f, &stderr
	err = cmd.Run()
	f.Close()
	if err != nil {
		return "", fmt.Errorf("go run %s in %s: %v\n%s", m.opt("schema"), dir, err, stderr.String())
	}
	return file, os.Rename(file+".tmp", file)
}
