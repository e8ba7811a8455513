package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"sigs.k8s.io/yaml"

	"github.com/gvk-dev/gvkgen/internal/testmodule"
)

var recipeLine = regexp.MustCompile(`^<!-- recipe: ([a-z-]+) -->$`)

// docRecipes returns the fenced blocks of the Markdown pages of docs/
// introduced by "<!-- recipe: NAME -->", by name.
func docRecipes(t *testing.T, root string) map[string]string {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, page := range pages {
		src, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(strings.NewReader(string(src)))
		for sc.Scan() {
			m := recipeLine.FindStringSubmatch(sc.Text())
			if m == nil {
				continue
			}
			if !sc.Scan() || !strings.HasPrefix(sc.Text(), "```") {
				t.Fatalf("%s: recipe %s is not followed by a fenced block", page, m[1])
			}
			var body strings.Builder
			for sc.Scan() && sc.Text() != "```" {
				body.WriteString(sc.Text() + "\n")
			}
			out[m[1]] = body.String()
		}
	}
	return out
}

// run runs a shell script in dir and returns its output and exit status.
func run(t *testing.T, dir string, env []string, script string) (string, int) {
	t.Helper()
	cmd := exec.Command("bash", "-euo", "pipefail", "-c", script)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return string(out), ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(out), 0
}

// userFiles are a user's module with a misspelled tag.
func userFiles() map[string]string {
	return map[string]string{
		"pkg/apis/things/v1/doc.go":   "// +k8s:deepcopy-gen=package\n// +groupName=things.example.com\npackage v1\n",
		"pkg/apis/things/v1/types.go": "package v1\n\n// Thing is a kind.\n// +k8s:depcopy-gen=true\ntype Thing struct{ Name string }\n",
	}
}

const wantFinding = "pkg/apis/things/v1/types.go:4:1: unknown tag +k8s:depcopy-gen; it is ignored; did you mean +k8s:deepcopy-gen=?"

// TestDocsVet runs the go vet recipes of docs/ as a user would, with this
// checkout published as the latest version on an on-disk proxy, on a
// module with a misspelled tag.
func TestDocsVet(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gvkgen-vet from a module zip")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	recipes := docRecipes(t, root)
	env := publish(t, root)
	for _, name := range []string{"vet-install", "vet-tool"} {
		t.Run(name, func(t *testing.T) {
			recipe, ok := recipes[name]
			if !ok {
				t.Fatalf("docs/ has no recipe %s", name)
			}
			user := userModule(t, userFiles())
			bin := t.TempDir()
			env := append(env, "GOBIN="+bin, "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
			out, exit := run(t, user, env, recipe)
			if exit != 1 || !strings.Contains(out, wantFinding) {
				t.Errorf("recipe %s: exit %d, want 1 and %q; output:\n%s", name, exit, wantFinding, out)
			}
		})
	}
}

// publish serves the module at root as github.com/gvk-dev/gvkgen, one version,
// on an on-disk proxy, once per test binary (testmodule.Publish), and
// returns the environment that uses it (with a module cache of its own).
func publish(t *testing.T, root string) []string {
	t.Helper()
	return testmodule.Publish(t, root, "github.com/gvk-dev/gvkgen").Env
}

// customGCL is the part of .custom-gcl.yml that golangci-lint custom
// reads to build its binary.
type customGCL struct {
	Version     string `json:"version"`
	Name        string `json:"name"`
	Destination string `json:"destination"`
	Plugins     []struct {
		Module  string `json:"module"`
		Import  string `json:"import"`
		Version string `json:"version"`
		Path    string `json:"path"`
	} `json:"plugins"`
}

// TestDocsGolangci builds the golangci-lint of the docs' .custom-gcl.yml
// as golangci-lint custom does (its version of golangci-lint's command,
// with a blank import of each plugin; here the plugin module is this
// checkout's golangci/, as with a plugin's path:), since golangci-lint
// custom clones golangci-lint with git; then runs the docs' custom-gcl-run
// recipe with the docs' .golangci.yml on a module with a misspelled tag.
// Everything else comes through the Go module proxy: the test is skipped
// when it cannot be reached. The binary is built once for a version of
// golangci-lint, of the plugin and of this checkout, and kept
// (testmodule.CachedBuild).
func TestDocsGolangci(t *testing.T) {
	if testing.Short() {
		t.Skip("builds golangci-lint")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	recipes := docRecipes(t, root)
	var c customGCL
	if err := yaml.Unmarshal([]byte(recipes["custom-gcl"]), &c); err != nil {
		t.Fatalf("docs' .custom-gcl.yml: %v", err)
	}
	if len(c.Plugins) != 1 || c.Plugins[0].Module != "github.com/gvk-dev/gvkgen/golangci" || c.Name == "" || c.Version == "" {
		t.Fatalf("docs' .custom-gcl.yml: want golangci-lint's version, a name and the plugin github.com/gvk-dev/gvkgen/golangci, got %+v", c)
	}
	user := userModule(t, userFiles())
	for name, content := range map[string]string{".custom-gcl.yml": recipes["custom-gcl"], ".golangci.yml": recipes["golangci"]} {
		if err := os.WriteFile(filepath.Join(user, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin := customGCLBinary(t, root, c)
	dest := filepath.Join(user, c.Destination, c.Name)
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(bin, dest); err != nil {
		t.Fatal(err)
	}
	out, exit := run(t, user, os.Environ(), recipes["custom-gcl-run"])
	t.Logf("custom-gcl run (exit %d):\n%s", exit, out)
	if exit != 1 || !strings.Contains(out, strings.TrimSuffix(wantFinding, "?")) || !strings.Contains(out, "(gvkgentags)") {
		t.Errorf("custom-gcl run: exit %d, want 1 and %q from gvkgentags; output:\n%s", exit, wantFinding, out)
	}
}

// unreachable reports whether the go command's output says the proxy
// could not be reached.
func unreachable(out string) bool {
	for _, s := range []string{"dial tcp", "no such host", "connection refused", "i/o timeout", "network is unreachable", "TLS handshake timeout"} {
		if strings.Contains(out, s) {
			return true
		}
	}
	return false
}

// customGCLBinary returns the golangci-lint that golangci-lint custom
// builds from c, with the plugin module of root (its golangci/ directory,
// and the checkout it replaces gvkgen with): built by the first run for
// that version and that source, then taken from the cache.
func customGCLBinary(t *testing.T, root string, c customGCL) string {
	t.Helper()
	files := map[string]string{
		"go.mod": fmt.Sprintf("module example.com/custom-gcl\n\ngo 1.26.0\n\nrequire (\n\tgithub.com/golangci/golangci-lint/v2 %s\n\t%s v0.0.0\n\tgithub.com/gvk-dev/gvkgen v0.0.0\n)\n\nreplace %s => %s\n\nreplace github.com/gvk-dev/gvkgen => %s\n",
			c.Version, c.Plugins[0].Module, c.Plugins[0].Module, filepath.Join(root, "golangci"), root),
		"main.go": fmt.Sprintf("package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n\n\t\"github.com/golangci/golangci-lint/v2/pkg/commands\"\n\n\t_ %q\n)\n\nfunc main() {\n\tif err := commands.Execute(commands.BuildInfo{Version: %q}); err != nil {\n\t\tfmt.Fprintln(os.Stderr, err)\n\t\tos.Exit(3)\n\t}\n}\n",
			c.Plugins[0].Import, strings.TrimPrefix(c.Version, "v")+"-custom-gcl"),
	}
	key := testmodule.SourceKey(t, []string{root}, files["go.mod"], files["main.go"])
	return testmodule.CachedBuild(t, c.Name, key, func(bin string) error {
		build := t.TempDir()
		for name, content := range files {
			if err := os.WriteFile(filepath.Join(build, name), []byte(content), 0o644); err != nil {
				return err
			}
		}
		env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
		if out, exit := run(t, build, env, "go mod tidy"); exit != 0 {
			if unreachable(out) {
				t.Skipf("the Go module proxy cannot be reached:\n%s", out)
			}
			return fmt.Errorf("go mod tidy: %s", out)
		}
		if out, exit := run(t, build, env, "go build -o "+bin+" ."); exit != 0 {
			return fmt.Errorf("golangci-lint %s with the plugin: %s", c.Version, out)
		}
		return nil
	})
}
