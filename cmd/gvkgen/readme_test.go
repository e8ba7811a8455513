package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sigs.k8s.io/yaml"

	"github.com/gvk-dev/gvkgen/internal/testmodule"
)

// recipe is a named fenced block (see block).
type recipe struct {
	arg  string
	body string
}

// recipeNames are the named recipes and the test that runs each, with
// checks of its own: TestReadmeRecipes, or a test of the page's own; every
// one must be on some page, once.
var recipeNames = []string{
	// TestReadmeRecipes
	"install", "go-tool", "local-checkout", "go-generate", "makefile", "pre-commit", "kube-codegen", "kube-codegen-after-upstream", "controller-gen", "kubebuilder",
	// TestDiagnosticsDoc
	"diagnostics-go-tool", "diagnostics-workflow",
}

// vetRecipes are the recipes of the gvkgen-vet section (go vet,
// golangci-lint) that cmd/gvkgen-vet's TestDocsVet and TestDocsGolangci
// run; every one must be on some page, once.
var vetRecipes = []string{"vet-install", "vet-tool", "custom-gcl", "golangci", "custom-gcl-run"}

// readRecipes returns the recipes of README.md and docs/ by name, failing
// the test if a block breaks the convention (see checkBlocks).
func readRecipes(t *testing.T, root string) (map[string]recipe, []block) {
	t.Helper()
	blocks := readBlocks(t, root, docPages(t, root))
	if bad := checkBlocks(blocks, slices.Concat(recipeNames, vetRecipes)); len(bad) > 0 {
		t.Fatalf("the documentation's code blocks:\n\t%s", strings.Join(bad, "\n\t"))
	}
	out := map[string]recipe{}
	for _, b := range blocks {
		if b.recipe != "" {
			out[b.recipe] = recipe{arg: b.arg, body: b.body}
		}
	}
	return out, blocks
}

// sh runs a shell script in dir and fails the test if it fails.
func sh(t *testing.T, dir string, env []string, script string) string {
	t.Helper()
	cmd := exec.Command("bash", "-euo", "pipefail", "-c", script)
	cmd.Dir = dir
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("in %s:\n%s\nfailed: %v\n%s", dir, script, err, out)
	}
	return string(out)
}

// goGetTool is the go-tool recipe's `go get -tool` lines: what the other
// recipes ask the user to have done first.
func goGetTool(t *testing.T, r map[string]recipe) string {
	var lines []string
	for _, l := range strings.Split(r["go-tool"].body, "\n") {
		if strings.HasPrefix(l, "go get -tool ") {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		t.Fatal("the go-tool recipe has no `go get -tool` line")
	}
	return strings.Join(lines, "\n")
}

// TestReadmeRecipes runs each installation and wiring recipe of README.md
// and docs/ as a user would, with this checkout published as the latest
// version, then every other command block of those pages (TestDocBlocks
// says which). Each runs in a module of its own, side by side with the
// others.
func TestReadmeRecipes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gvkgen from a module zip")
	}
	t.Parallel()
	p := publish(t)
	recipes, blocks := readRecipes(t, p.root)

	t.Run("install", func(t *testing.T) {
		t.Parallel()
		user := userModule(t, t.TempDir())
		bin := t.TempDir()
		env := append(p.env, "GOBIN="+bin, "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
		sh(t, t.TempDir(), env, recipes["install"].body)
		for _, tool := range []string{"gvkgen", "deepcopy-gen", "conversion-gen", "register-gen"} {
			if _, err := os.Stat(filepath.Join(bin, tool)); err != nil {
				t.Errorf("the install recipe did not install %s: %v", tool, err)
			}
		}
		sh(t, user, env, "deepcopy-gen --output-file zz_generated.deepcopy.go --go-header-file hack/boilerplate.go.txt ./pkg/apis/...\ngvkgen verify --go-header-file hack/boilerplate.go.txt ./pkg/apis/...")
		checkGenerated(t, user, p.env, true)
	})

	t.Run("go-tool", func(t *testing.T) {
		t.Parallel()
		user := userModule(t, t.TempDir())
		out := sh(t, user, p.env, recipes["go-tool"].body)
		if !strings.Contains(out, "0 stale") {
			t.Errorf("gvkgen verify after deepcopy-gen: want nothing stale, got:\n%s", out)
		}
		checkGenerated(t, user, p.env, true)
	})

	t.Run("local-checkout", func(t *testing.T) {
		t.Parallel()
		// The recipe names ../gvkgen: put the checkout there, at the same
		// path on every run (the build cache keys on it).
		dir := testmodule.Scratch(t, p.root, "local-checkout")
		if err := os.Symlink(p.root, filepath.Join(dir, "gvkgen")); err != nil {
			t.Fatal(err)
		}
		user := userModule(t, filepath.Join(dir, "user"))
		sh(t, user, p.env, recipes["local-checkout"].body)
		checkGenerated(t, user, p.env, true)
		gomod, err := os.ReadFile(filepath.Join(user, "go.mod"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(gomod), "=> ../gvkgen") {
			t.Errorf("go.mod does not replace gvkgen by the checkout:\n%s", gomod)
		}
	})

	t.Run("go-generate", func(t *testing.T) {
		t.Parallel()
		user := userModule(t, t.TempDir())
		sh(t, user, p.env, goGetTool(t, recipes))
		file := filepath.Join(user, filepath.FromSlash(recipes["go-generate"].arg))
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("the go-generate recipe's file: %v", err)
		}
		src = append(src, "\n"+recipes["go-generate"].body...)
		if err := os.WriteFile(file, src, 0o644); err != nil {
			t.Fatal(err)
		}
		sh(t, user, p.env, "go generate ./...")
		checkGenerated(t, user, p.env, true)
	})

	t.Run("makefile", func(t *testing.T) {
		t.Parallel()
		user := userModule(t, t.TempDir())
		makeRecipe(t, p, recipes, "makefile", user, "deepcopy-gen")
	})

	t.Run("controller-gen", func(t *testing.T) {
		t.Parallel()
		user := userModule(t, t.TempDir())
		doc := filepath.Join(user, "pkg/apis/things/v1/doc.go")
		if err := os.WriteFile(doc, []byte("// +kubebuilder:object:generate=true\n\npackage v1\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		makeRecipe(t, p, recipes, "controller-gen", user, "controller-gen")
	})

	t.Run("kubebuilder", func(t *testing.T) {
		t.Parallel()
		kubebuilderRecipe(t, p, recipes)
	})

	t.Run("pre-commit", func(t *testing.T) {
		t.Parallel()
		preCommit(t, p, recipes["pre-commit"].body)
	})

	t.Run("kube-codegen", func(t *testing.T) {
		t.Parallel()
		kubeCodegen(t, p, recipes["kube-codegen"].body, "")
	})

	t.Run("kube-codegen-after-upstream", func(t *testing.T) {
		t.Parallel()
		// The first recipe's lines before `source` define GVKGEN_PKG.
		first := recipes["kube-codegen"].body
		prelude := first[:strings.Index(first, "source ")]
		kubeCodegen(t, p, prelude+recipes["kube-codegen-after-upstream"].body, upstreamCodegen(t))
	})

	t.Run("blocks", func(t *testing.T) {
		t.Parallel()
		bin := t.TempDir()
		env := append(p.env, "GOBIN="+bin, "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
		sh(t, t.TempDir(), env, recipes["install"].body)
		d := docEnv{p: p, env: env, getTool: goGetTool(t, recipes)}
		for _, b := range blocks {
			if b.generic() {
				t.Run(b.String(), func(t *testing.T) {
					t.Parallel()
					runBlock(t, d, b)
				})
			}
		}
	})
}

// makeRecipe runs the Makefile recipe called name in the user's module,
// after the go-tool recipe's `go get -tool` lines: its generate target must
// write the deep copies (tool being the generator the file names), its
// verify-generate target pass, then fail once a type is added.
func makeRecipe(t *testing.T, p published, recipes map[string]recipe, name, user, tool string) {
	sh(t, user, p.env, goGetTool(t, recipes))
	targets := makeTargets(recipes[name].body)
	for _, want := range []string{"generate", "verify-generate"} {
		if len(targets[want]) == 0 {
			t.Fatalf("the %s recipe has no %s target: %v", name, want, targets)
		}
	}
	sh(t, user, p.env, strings.Join(targets["generate"], "\n"))
	if tool == "deepcopy-gen" {
		checkGenerated(t, user, p.env, true)
	} else {
		got, err := os.ReadFile(filepath.Join(user, "pkg/apis/things/v1/zz_generated.deepcopy.go"))
		if err != nil || !strings.Contains(string(got), "// Code generated by "+tool+". DO NOT EDIT.") || !strings.Contains(string(got), "func (in *Thing) DeepCopyInto(out *Thing) {") {
			t.Fatalf("the %s recipe's generate target: want %s's deep copies, got %v:\n%s", name, tool, err, got)
		}
	}
	sh(t, user, p.env, strings.Join(targets["verify-generate"], "\n"))
	// A stale tree fails the verify target.
	types := filepath.Join(user, "pkg/apis/things/v1/types.go")
	src, err := os.ReadFile(types)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(types, append(src, "\ntype Extra struct{ Names []string }\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", "-euo", "pipefail", "-c", strings.Join(targets["verify-generate"], "\n"))
	cmd.Dir, cmd.Env = user, p.env
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "Extra") {
		t.Errorf("verify-generate on a stale tree: want a failure showing the new type, got %v:\n%s", err, out)
	}
}

// kubeCodegen runs a kube_codegen.sh recipe in a user's module, with
// CODEGEN_PKG set to codegen (upstream's module directory) if not empty,
// and checks that gen_helpers generated the deep copies and that
// kube::codegen::gen_client is gvkgen's, whether or not upstream's script
// was sourced first.
func kubeCodegen(t *testing.T, p published, body, codegen string) {
	user := userModule(t, t.TempDir())
	env := append(p.env, "GOBIN="+t.TempDir(), "GVKGEN_BIN=")
	check := "\nif declare -f kube::codegen::gen_client | grep -q 'gvkgen::codegen::run gen_client'; then echo gen_client: gvkgen; fi\n"
	if codegen != "" {
		env = append(env, "CODEGEN_PKG="+codegen)
	}
	out := sh(t, user, env, "unset GVKGEN_BIN\n"+body+check)
	if !strings.Contains(out, "Generating deepcopy code for 1 targets") || !strings.Contains(out, "1 packages, 1 files written") {
		t.Errorf("gen_helpers did not run gvkgen on the user's package:\n%s", out)
	}
	if !strings.Contains(out, "gen_client: gvkgen") {
		t.Errorf("kube::codegen::gen_client is not gvkgen's (upstream's script sourced first: %v):\n%s", codegen != "", out)
	}
	checkGenerated(t, user, p.env, true)
}

// upstreamCodegen returns the directory of k8s.io/code-generator v0.37.2
// in the module cache, skipping the test when it is not there: it is
// downloaded by hack/ scripts, not by the tests.
func upstreamCodegen(t *testing.T) string {
	cmd := exec.Command("go", "mod", "download", "-json", "k8s.io/code-generator@v0.37.2")
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOFLAGS=", "GOWORK=off")
	out, err := cmd.Output()
	var info struct{ Dir string }
	if err != nil || json.Unmarshal(out, &info) != nil || info.Dir == "" {
		t.Skip("k8s.io/code-generator@v0.37.2 is not in the module cache (hack/kube-codegen-check.sh downloads it)")
	}
	return info.Dir
}

// makeTargets reads the recipe lines of each target of a simple Makefile.
func makeTargets(makefile string) map[string][]string {
	out := map[string][]string{}
	var cur string
	for _, l := range strings.Split(makefile, "\n") {
		switch {
		case strings.HasPrefix(l, "\t") && cur != "":
			out[cur] = append(out[cur], strings.TrimPrefix(l, "\t"))
		case strings.HasSuffix(l, ":"):
			cur = strings.TrimSuffix(l, ":")
		default:
			cur = ""
		}
	}
	return out
}

// preCommit does what pre-commit does with the pre-commit recipe's configuration: clone
// the hook repository at its revision (here: this repository's HEAD, which
// CI has checked out), `go install ./...` there into the hook's own
// environment, and run each configured hook's entry with its arguments from
// the user's repository, that environment's bin first on PATH.
func preCommit(t *testing.T, p published, config string) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	if _, err := os.Stat(filepath.Join(p.root, ".git")); err != nil {
		t.Skip("not a git checkout")
	}
	var cfg struct {
		Repos []struct {
			Repo  string
			Rev   string
			Hooks []struct {
				ID   string
				Args []string
			}
		}
	}
	if err := yaml.UnmarshalStrict([]byte(config), &cfg); err != nil {
		t.Fatalf("the pre-commit recipe's configuration: %v", err)
	}
	if len(cfg.Repos) != 1 || cfg.Repos[0].Repo != "https://"+p.module || cfg.Repos[0].Rev == "" || len(cfg.Repos[0].Hooks) == 0 {
		t.Fatalf("the pre-commit recipe's configuration should name %s at a rev with hooks: %+v", p.module, cfg)
	}

	clone := testmodule.Scratch(t, p.root, "pre-commit")
	sh(t, p.root, p.env, "git clone --quiet --no-hardlinks . "+clone)
	var hooks []struct {
		ID             string
		Entry          string
		Language       string
		PassFilenames  *bool `json:"pass_filenames"`
		Files          string
		Name           string
		Description    string
		AlwaysRun      bool `json:"always_run"`
		RequireSerial  bool `json:"require_serial"`
		MinimumVersion string
	}
	manifest, err := os.ReadFile(filepath.Join(clone, ".pre-commit-hooks.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(manifest, &hooks); err != nil {
		t.Fatalf(".pre-commit-hooks.yaml: %v", err)
	}
	bin := t.TempDir()
	sh(t, clone, append(p.env, "GOBIN="+bin), "go install ./...")
	env := append(p.env, "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))

	user := userModule(t, t.TempDir())
	run := func(id string, args []string) (string, error) {
		for _, h := range hooks {
			if h.ID != id {
				continue
			}
			if h.Language != "golang" || h.PassFilenames == nil || *h.PassFilenames {
				t.Fatalf("hook %s must be a golang hook that takes no file names: %+v", id, h)
			}
			entry := strings.Fields(h.Entry)
			cmd := exec.Command(filepath.Join(bin, entry[0]), append(entry[1:], args...)...)
			cmd.Dir, cmd.Env = user, env
			out, err := cmd.CombinedOutput()
			return string(out), err
		}
		t.Fatalf(".pre-commit-hooks.yaml has no hook %s", id)
		return "", nil
	}
	configured := cfg.Repos[0].Hooks[0]
	if configured.ID != "gvkgen-verify" {
		t.Fatalf("the pre-commit recipe configures %s, want gvkgen-verify", configured.ID)
	}
	// Nothing generated yet: the hook fails and shows what is missing.
	if out, err := run(configured.ID, configured.Args); err == nil || !strings.Contains(out, "Thing") {
		t.Errorf("%s on a tree without generated code: want a failure with a diff, got %v:\n%s", configured.ID, err, out)
	}
	// The generate hook, as docs/install.md says, with the same arguments.
	if out, err := run("gvkgen-generate", configured.Args); err != nil {
		t.Fatalf("gvkgen-generate: %v\n%s", err, out)
	}
	checkGenerated(t, user, p.env, true)
	if out, err := run(configured.ID, configured.Args); err != nil || !strings.Contains(out, "0 stale") {
		t.Errorf("%s on a current tree: %v\n%s", configured.ID, err, out)
	}
}
