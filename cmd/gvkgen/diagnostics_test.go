package main

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"sigs.k8s.io/yaml"
)

// docBlocks returns the fenced blocks of a Markdown file that follow a
// `<!-- recipe: NAME -->` line, by name, and the other fenced blocks by
// their language.
func docBlocks(t *testing.T, path string) (recipes, examples map[string][]string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recipes, examples = map[string][]string{}, map[string][]string{}
	marker := regexp.MustCompile(`^<!-- recipe: ([a-z-]+) -->$`)
	name := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := sc.Text()
		if m := marker.FindStringSubmatch(l); m != nil {
			name = m[1]
			continue
		}
		lang, ok := strings.CutPrefix(l, "```")
		if !ok {
			continue
		}
		var body strings.Builder
		for sc.Scan() && sc.Text() != "```" {
			body.WriteString(sc.Text() + "\n")
		}
		if name != "" {
			recipes[name] = append(recipes[name], body.String())
		} else {
			examples[lang] = append(examples[lang], body.String())
		}
		name = ""
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return recipes, examples
}

// step is a step of a GitHub Actions job.
type step struct {
	Name            string
	If              string
	Uses            string
	Run             string
	ContinueOnError bool `json:"continue-on-error"`
	With            map[string]string
}

// workflowSteps returns the steps of the workflow's one job.
func workflowSteps(t *testing.T, workflow string) []step {
	t.Helper()
	var wf struct {
		Jobs map[string]struct {
			Permissions map[string]string
			Steps       []step
		}
	}
	if err := yaml.Unmarshal([]byte(workflow), &wf); err != nil {
		t.Fatalf("the workflow: %v", err)
	}
	if len(wf.Jobs) != 1 {
		t.Fatalf("the workflow should have one job: %+v", wf.Jobs)
	}
	for _, job := range wf.Jobs {
		if job.Permissions["security-events"] != "write" {
			t.Errorf("the job cannot upload to code scanning without security-events: write: %v", job.Permissions)
		}
		return job.Steps
	}
	return nil
}

// runStep runs a step's run: line as GitHub Actions runs it (bash -eo
// pipefail) in dir, and returns its combined output and whether it
// succeeded.
func runStep(t *testing.T, dir string, env []string, s step) (string, bool) {
	t.Helper()
	cmd := exec.Command("bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", s.Run)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.CombinedOutput()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatalf("%s: %v", s.Run, err)
	}
	return string(out), err == nil
}

// TestDiagnosticsDoc runs the commands of docs/diagnostics.md as written,
// against this checkout published as the latest version: the go get -tool
// line, then each run: line of the workflow, on a current tree (every step
// passes, the SARIF log has no result) and on trees with a misspelled tag
// and with a stale file (the verify step fails with the annotations the
// page shows, the SARIF step's failure is ignored, and the file the upload
// step names holds the results). The page's json example is checked
// against a real run.
func TestDiagnosticsDoc(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gvkgen from a module zip")
	}
	t.Parallel()
	p := publish(t)
	recipes, examples := docBlocks(t, filepath.Join(p.root, "docs", "diagnostics.md"))
	if len(recipes["diagnostics-go-tool"]) != 1 || len(recipes["diagnostics-workflow"]) != 1 || len(examples["text"]) != 1 || len(examples["json"]) != 1 {
		t.Fatalf("docs/diagnostics.md should have one go-tool recipe, one workflow, one text and one json example: %v %v", recipes, examples)
	}
	steps := workflowSteps(t, recipes["diagnostics-workflow"][0])
	var runs []step
	var upload step
	for _, s := range steps {
		switch {
		case s.Run != "":
			runs = append(runs, s)
		case strings.HasPrefix(s.Uses, "github/codeql-action/upload-sarif@"):
			upload = s
		}
	}
	if len(runs) != 2 || upload.With["sarif_file"] == "" || upload.If != "always()" || runs[1].If != "always()" || !runs[1].ContinueOnError {
		t.Fatalf("want a verify step, a SARIF step (if: always(), continue-on-error) and an upload step (if: always()) with a sarif_file: %+v", steps)
	}

	user := userModule(t, t.TempDir())
	sh(t, user, p.env, recipes["diagnostics-go-tool"][0])
	sh(t, user, p.env, "go tool gvkgen generate ./...")
	shown := strings.Split(strings.TrimSpace(examples["text"][0]), "\n")
	sarif := filepath.Join(user, upload.With["sarif_file"])

	t.Run("current", func(t *testing.T) {
		for _, s := range runs {
			if out, ok := runStep(t, user, p.env, s); !ok || strings.Contains(out, "::") {
				t.Errorf("%s: ok %v, want success without annotations:\n%s", s.Run, ok, out)
			}
		}
		if res := sarifFile(t, sarif); len(res) != 0 {
			t.Errorf("%s: want no result, got %v", sarif, res)
		}
	})

	types := filepath.Join(user, "pkg/apis/things/v1/types.go")
	good, err := os.ReadFile(types)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, old, new string
		// shown is the line of the page's github example the run prints.
		shown string
		rule  string
	}{
		{"misspelled tag", "type Thing", "// +k8s:deepcopy-gen:interface=k8s.io/apimachinery/pkg/runtime.Object\ntype Thing", shown[0], "gvkgen/unknown-tag"},
		{"stale file", "type Part", "type Extra struct{ Names []string }\n\ntype Part", shown[1], "gvkgen/stale-file"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if err := os.WriteFile(types, []byte(strings.Replace(string(good), tt.old, tt.new, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			defer os.WriteFile(types, good, 0o644)
			out, ok := runStep(t, user, p.env, runs[0])
			if ok || !strings.Contains(out, tt.shown+"\n") {
				t.Errorf("%s: ok %v, want a failure printing the page's\n%s\ngot:\n%s", runs[0].Run, ok, tt.shown, out)
			}
			os.Remove(sarif)
			if _, ok := runStep(t, user, p.env, runs[1]); ok {
				t.Errorf("%s: succeeded on a tree verify fails", runs[1].Run)
			}
			if res := sarifFile(t, sarif); len(res) != 1 || res[0] != tt.rule {
				t.Errorf("%s: want one %s result, got %v", sarif, tt.rule, res)
			}
			if tt.name == "misspelled tag" {
				got := sh(t, user, p.env, "go tool gvkgen verify --format=json ./... 2>/dev/null || true")
				if got != examples["json"][0] {
					t.Errorf("the page's json example is not what gvkgen prints:\npage: %sgot:  %s", examples["json"][0], got)
				}
			}
		})
	}
}

// sarifFile reads a SARIF log of gvkgen and returns its results' rule ids.
func sarifFile(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Version string
		Runs    []struct {
			Tool    struct{ Driver struct{ Name string } }
			Results []struct{ RuleID string }
		}
	}
	if err := json.Unmarshal(b, &log); err != nil || log.Version != "2.1.0" || len(log.Runs) != 1 || log.Runs[0].Tool.Driver.Name != "gvkgen" {
		t.Fatalf("%s is not a SARIF 2.1.0 log of gvkgen (%v):\n%s", path, err, b)
	}
	var ids []string
	for _, r := range log.Runs[0].Results {
		ids = append(ids, r.RuleID)
	}
	return ids
}
