package kubecodegen

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// noTools is an environment where no upstream tool is installed.
var noTools = env{tool: func(string) string { return "" }, goList: importPaths}

// planFor parses args of fn and plans the call, in the directory the
// test changed to.
func planFor(t *testing.T, gens []*gen.Generator, e env, fn string, args ...string) (*Plan, string, error) {
	t.Helper()
	c, err := parse(fn, args)
	if err != nil {
		t.Fatal(err)
	}
	var msgs strings.Builder
	p, err := plan(c, gens, e, &msgs)
	return p, msgs.String(), err
}

// gen_helpers runs every generator gvkgen has in one run, each on exactly
// the packages upstream's grep finds, with its file; the extra peers go to
// conversion alone; verbosity, header and --lint-rules are passed on.
func TestPlanHelpers(t *testing.T) {
	t.Chdir(tree)
	t.Setenv("KUBE_VERBOSE", "1")
	p, msgs, err := planFor(t, registry.All, noTools, "gen_helpers", "--boilerplate", "b.txt", "--extra-peer-dir", "example.com/m/peer",
		"--lint-rules", "r", "--extra-peer-dir", "k8s.io/x", "./apis")
	if err != nil || msgs != "" {
		t.Fatalf("plan: %v\n%s", err, msgs)
	}
	want := "generate -v 1 --go-header-file b.txt" +
		" --deepcopy-output-file zz_generated.deepcopy.go --deepcopy-packages example.com/m/apis/code,example.com/m/apis/g,example.com/m/apis/g/v1,example.com/m/apis/gen" +
		" --defaulter-output-file zz_generated.defaults.go --defaulter-packages example.com/m/apis/g/v1" +
		" --conversion-output-file zz_generated.conversion.go --conversion-packages example.com/m/apis/g/v1" +
		" --conversion-extra-peer-dirs example.com/m/peer --conversion-extra-peer-dirs k8s.io/x --lint-rules r"
	if got := strings.Join(p.Gvkgen, " "); got != want {
		t.Errorf("gvkgen run:\n%s\nwant\n%s", got, want)
	}
	if len(p.Tools) != 0 {
		t.Errorf("upstream tools run: %q", p.Tools)
	}
	if diff := cmp.Diff([]string{"zz_generated.deepcopy.go", "zz_generated.defaults.go", "zz_generated.conversion.go"}, p.AsideNames); diff != "" {
		t.Errorf("files set aside (-want +got):\n%s", diff)
	}
}

// A generator's output file and tag are gvkgen's: a deepcopy generator
// with another file and tag is found by that tag and writes that file.
func TestPlanTakesGeneratorFacts(t *testing.T) {
	t.Chdir(tree)
	dc := *registry.Lookup("deepcopy")
	dc.OutputFile, dc.DetectTag = "zz_copies.go", "+groupName"
	gens := []*gen.Generator{&dc, registry.Lookup("defaulter"), registry.Lookup("conversion")}
	p, msgs, err := planFor(t, gens, noTools, "gen_helpers", "./apis/g")
	if err != nil || msgs != "" {
		t.Fatalf("plan: %v\n%s", err, msgs)
	}
	want := "generate -v 0 --deepcopy-output-file zz_copies.go --deepcopy-packages example.com/m/apis/g/v1,example.com/m/apis/g/v1beta1" +
		" --defaulter-output-file zz_generated.defaults.go --defaulter-packages example.com/m/apis/g/v1" +
		" --conversion-output-file zz_generated.conversion.go --conversion-packages example.com/m/apis/g/v1"
	if got := strings.Join(p.Gvkgen, " "); got != want {
		t.Errorf("gvkgen run:\n%s\nwant\n%s", got, want)
	}
}

// A generator gvkgen lacks (here defaulter) is upstream's tool's, run with
// upstream's arguments when installed; when not, the call stops naming
// the packages and the tool, with nothing planned.
func TestPlanUpstreamTool(t *testing.T) {
	t.Chdir(tree)
	var gens []*gen.Generator
	for _, g := range registry.All {
		if g.Name != "defaulter" {
			gens = append(gens, g)
		}
	}
	installed := env{tool: func(name string) string { return "/bin/" + name }, goList: importPaths}
	p, msgs, err := planFor(t, gens, installed, "gen_helpers", "--boilerplate", "b.txt", "--extra-peer-dir", "example.com/m/peer", "./apis/g/v1")
	if err != nil || msgs != "" {
		t.Fatalf("plan: %v\n%s", err, msgs)
	}
	if want := "generate -v 0 --go-header-file b.txt --deepcopy-output-file zz_generated.deepcopy.go --deepcopy-packages example.com/m/apis/g/v1" +
		" --conversion-output-file zz_generated.conversion.go --conversion-packages example.com/m/apis/g/v1 --extra-peer-dirs example.com/m/peer"; strings.Join(p.Gvkgen, " ") != want {
		t.Errorf("gvkgen run:\n%s\nwant\n%s", strings.Join(p.Gvkgen, " "), want)
	}
	if diff := cmp.Diff([][]string{{"/bin/defaulter-gen", "-v", "0", "--output-file", "zz_generated.defaults.go", "--go-header-file", "b.txt", "example.com/m/apis/g/v1"}}, p.Tools); diff != "" {
		t.Errorf("upstream tools (-want +got):\n%s", diff)
	}

	p, msgs, err = planFor(t, gens, noTools, "gen_helpers", "./apis/g/v1")
	if !errors.Is(err, errNothing) || p != nil || msgs != "gvkgen kube-codegen: 1 package(s) under ./apis/g/v1 are tagged +k8s:defaulter-gen=, and gvkgen has no defaulter-gen:\n    example.com/m/apis/g/v1\n"+
		"gvkgen kube-codegen: install upstream's defaulter-gen into $GOBIN or your $PATH (go install k8s.io/code-generator/cmd/defaulter-gen@v0.37.2) and it is run for them, or source k8s.io/code-generator's kube_codegen.sh for this call\n" {
		t.Errorf("without defaulter-gen: %v, %v\n%s", p, err, msgs)
	}
}

// gen_register: register on the +groupName packages (a tag in a test file
// counts), writing upstream's script's file; nothing tagged, nothing run.
func TestPlanRegister(t *testing.T) {
	t.Chdir(tree)
	p, _, err := planFor(t, registry.All, noTools, "gen_register", "./apis")
	if err != nil {
		t.Fatal(err)
	}
	want := "generate -v 0 --register-output-file zz_generated.register.go --register-packages example.com/m/apis/g/v1,example.com/m/apis/g/v1beta1"
	if got := strings.Join(p.Gvkgen, " "); got != want {
		t.Errorf("gvkgen run:\n%s\nwant\n%s", got, want)
	}
	if p, _, err := planFor(t, registry.All, noTools, "gen_register", "./apis/code"); p != nil || err != nil {
		t.Errorf("nothing tagged: %v, %v", p, err)
	}
}

// gen_client's inputs are the version directories with a +genclient line
// (not the internal version), under --one-input-api if given.
func TestClientInputs(t *testing.T) {
	t.Chdir(tree)
	for _, tt := range []struct {
		one            string
		pkgs, versions []string
	}{
		{"", []string{"example.com/m/apis/g/v1", "example.com/m/apis/g/v1beta1", "example.com/m/apis/other/v1"}, []string{"g/v1", "g/v1beta1", "other/v1"}},
		{"/g", []string{"example.com/m/apis/g/v1", "example.com/m/apis/g/v1beta1"}, []string{"g/v1", "g/v1beta1"}},
		{"/code", nil, nil},
	} {
		pkgs, versions, err := clientInputs(&call{inDir: "./apis", oneInputAPI: tt.one}, registry.All, noTools)
		if err != nil || !cmp.Equal(pkgs, tt.pkgs) || !cmp.Equal(versions, tt.versions) {
			t.Errorf("--one-input-api %q: %q %q %v; want %q %q", tt.one, pkgs, versions, err, tt.pkgs, tt.versions)
		}
	}
}

// gen_client's generators get upstream gen_client's arguments by the
// gvkgen flags that set them for each alone; a generator gvkgen lacks is
// upstream's tool's, its tree's old files set aside.
func TestPlanClients(t *testing.T) {
	t.Chdir(tree)
	var gens []*gen.Generator
	for _, g := range registry.All {
		if g.Name != "applyconfiguration" {
			gens = append(gens, g)
		}
	}
	installed := env{tool: func(name string) string { return "/bin/" + name }, goList: importPaths}
	p, msgs, err := planFor(t, gens, installed, "gen_client", "--with-watch", "--with-applyconfig", "--one-input-api", "other",
		"--output-dir", "./gen", "--output-pkg", "example.com/m/gen", "--versioned-name", "typed", "./apis")
	if err != nil || msgs != "" {
		t.Fatalf("plan: %v\n%s", err, msgs)
	}
	defer os.RemoveAll("gen")
	abs, err := filepath.EvalSymlinks("apis")
	if err != nil {
		t.Fatal(err)
	}
	abs, _ = filepath.Abs(abs)
	pkg := "example.com/m/apis/other/v1"
	want := "generate -v 0" +
		" --client-packages " + pkg + " --client-output-dir=./gen/clientset --client-output-pkg=example.com/m/gen/clientset --clientset-name=typed --apply-configuration-package=example.com/m/gen/applyconfiguration --input-base=" + abs + " --client-plural-exceptions= --prefers-protobuf=false --input=other/v1" +
		" --lister-packages " + pkg + " --lister-output-dir=./gen/listers --lister-output-pkg=example.com/m/gen/listers --lister-plural-exceptions=" +
		" --informer-packages " + pkg + " --informer-output-dir=./gen/informers --informer-output-pkg=example.com/m/gen/informers --versioned-clientset-package=example.com/m/gen/clientset/typed --listers-package=example.com/m/gen/listers --informer-plural-exceptions="
	if got := strings.Join(p.Gvkgen, " "); got != want {
		t.Errorf("gvkgen run:\n%s\nwant\n%s", got, want)
	}
	wantTool := []string{"/bin/applyconfiguration-gen", "-v", "0", "--output-dir", "./gen/applyconfiguration", "--output-pkg", "example.com/m/gen/applyconfiguration",
		"--external-applyconfigurations", "", "--openapi-schema", "", pkg}
	if diff := cmp.Diff([][]string{wantTool}, p.Tools); diff != "" {
		t.Errorf("upstream tools (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]string{"applyconfiguration-gen": "./gen/applyconfiguration"}, p.AsideTrees); diff != "" {
		t.Errorf("trees set aside (-want +got):\n%s", diff)
	}
	var words []string
	for _, j := range p.Jobs {
		words = append(words, j.Word)
	}
	if got := strings.Join(words, " "); got != "applyconfig client lister informer" {
		t.Errorf("jobs %s", got)
	}
}

// A value a client generator refuses is a usage error naming the flag the
// user typed, found before gvkgen runs (whose message would name its own
// flag, after its whole usage).
func TestPlanClientsBadValue(t *testing.T) {
	t.Chdir(tree)
	defer os.RemoveAll("gen")
	_, _, err := planFor(t, registry.All, noTools, "gen_client", "--with-applyconfig", "--applyconfig-externals", "bad",
		"--output-dir", "./gen", "--output-pkg", "example.com/m/gen", "./apis")
	var u errUsage
	if !errors.As(err, &u) || !strings.HasPrefix(err.Error(), `invalid value "bad" for --applyconfig-externals (applyconfiguration-gen's --external-applyconfigurations): `) {
		t.Errorf("plan: %v, want a usage error naming --applyconfig-externals", err)
	}
}
