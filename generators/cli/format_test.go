package cli_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
	"github.com/gvk-dev/gvkgen/generators/registry"
)

// typoTag is a misspelled type tag (interface for interfaces) put above
// WidgetSpec.
const typoTag = "// +k8s:deepcopy-gen:interface=k8s.io/apimachinery/pkg/runtime.Object\n"

// diagnostic is one object of --format=json.
type diagnostic struct {
	File      string `json:"file"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	Severity  string `json:"severity"`
	Generator string `json:"generator"`
	Message   string `json:"message"`
	Fix       string `json:"fix"`
}

// jsonLines parses stdout as JSON Lines of exactly the seven fields, and
// fails the test on any other line.
func jsonLines(t *testing.T, stdout string) []diagnostic {
	t.Helper()
	var out []diagnostic
	sc := bufio.NewScanner(strings.NewReader(stdout))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var fields map[string]any
		if err := json.Unmarshal(sc.Bytes(), &fields); err != nil {
			t.Fatalf("stdout line %q is not a JSON object: %v", sc.Text(), err)
		}
		var keys []string
		for k := range fields {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		if d := cmp.Diff([]string{"column", "file", "fix", "generator", "line", "message", "severity"}, keys); d != "" {
			t.Errorf("fields of %s (-want +got):\n%s", sc.Text(), d)
		}
		var d diagnostic
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&d); err != nil {
			t.Fatalf("%s: %v", sc.Text(), err)
		}
		out = append(out, d)
	}
	return out
}

// sarifResult is a result of the SARIF log, flattened.
type sarifResult struct {
	Rule, Level, Message, URI, Base string
	Line, Column                    int
}

// sarifResults checks that stdout is one valid SARIF log of driver name
// and returns its results.
func sarifResults(t *testing.T, stdout, name string) []sarifResult {
	t.Helper()
	if p := testutil.SARIFProblems([]byte(stdout)); p != nil {
		t.Fatalf("stdout is not a valid SARIF log: %s\n%s", strings.Join(p, "\n"), stdout)
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct{ Name, InformationURI string }
			}
			Results []struct {
				RuleID, Level string
				Message       struct{ Text string }
				Locations     []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI, URIBaseID string }
						Region           struct{ StartLine, StartColumn int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(stdout), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("want one run: %v\n%s", err, stdout)
	}
	if d := log.Runs[0].Tool.Driver; d.Name != name || d.InformationURI == "" {
		t.Errorf("driver %+v, want name %s and an informationUri", d, name)
	}
	var out []sarifResult
	for _, r := range log.Runs[0].Results {
		s := sarifResult{Rule: r.RuleID, Level: r.Level, Message: r.Message.Text}
		if len(r.Locations) > 0 {
			p := r.Locations[0].PhysicalLocation
			s.URI, s.Base, s.Line, s.Column = p.ArtifactLocation.URI, p.ArtifactLocation.URIBaseID, p.Region.StartLine, p.Region.StartColumn
		}
		out = append(out, s)
	}
	return out
}

// textPosition returns the line and column the text format gives for the
// first diagnostic at file whose message matches msg, from a run with the
// same arguments and no --format.
func textPosition(t *testing.T, stderr, file, msg string) (int, int) {
	t.Helper()
	m := regexp.MustCompile(`(?m)^(?:warning: )?` + regexp.QuoteMeta(file) + `:(\d+):(\d+): ` + msg).FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("text output has no %s:line:col: %s:\n%s", file, msg, stderr)
	}
	line, _ := strconv.Atoi(m[1])
	col, _ := strconv.Atoi(m[2])
	return line, col
}

// lineOf returns the 1-based line of dir/rel holding text.
func lineOf(t *testing.T, dir, rel, text string) int {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, rel))
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(b), text)
	if i < 0 {
		t.Fatalf("%s has no %q", rel, text)
	}
	return strings.Count(string(b[:i]), "\n") + 1
}

// A misspelled tag is reported at its file:line:col by verify in every
// format, the same position as the text output's; generate reports it as
// a warning.
func TestFormatsMisspelledTag(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, goodTree(t))
	edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", typoTag+"// WidgetSpec is the desired")
	const file = "apis/g/v1/types.go"
	wantLine := lineOf(t, dir, file, "+k8s:deepcopy-gen:interface=")
	code, textOut, textErr := gvkgen(t, dir, "verify")
	if code != cli.ExitError || textOut != "" {
		t.Fatalf("verify: exit %d, stdout %q", code, textOut)
	}
	line, col := textPosition(t, textErr, file, `unknown tag \+k8s:deepcopy-gen:interface;`)
	if line != wantLine {
		t.Fatalf("text output's line %d, want %d", line, wantLine)
	}
	const msg = "unknown tag +k8s:deepcopy-gen:interface; it is ignored; did you mean +k8s:deepcopy-gen:interfaces=?"
	const fix = "correct the tag; if it is another generator's, name it with --allow-tags"

	t.Run("sarif", func(t *testing.T) {
		code, stdout, stderr := gvkgen(t, dir, "verify", "--format=sarif")
		if code != cli.ExitError {
			t.Fatalf("exit %d; stderr:\n%s", code, stderr)
		}
		want := []sarifResult{{Rule: "gvkgen/unknown-tag", Level: "error", Message: msg + "\nFix: " + fix, URI: file, Base: "%SRCROOT%", Line: line, Column: col}}
		if d := cmp.Diff(want, sarifResults(t, stdout, "gvkgen")); d != "" {
			t.Errorf("results (-want +got):\n%s", d)
		}
		if !regexp.MustCompile(`gvkgen: 1 unknown \+k8s: or \+kubebuilder:object: or .*tag\(s\), which verify does not pass`).MatchString(stderr) {
			t.Errorf("stderr lacks the summary:\n%s", stderr)
		}
	})
	t.Run("github", func(t *testing.T) {
		code, stdout, _ := gvkgen(t, dir, "verify", "--format=github")
		want := "::error file=" + file + ",line=" + strconv.Itoa(line) + ",col=" + strconv.Itoa(col) + ",title=gvkgen::" + msg + "%0AFix: " + fix + "\n"
		if code != cli.ExitError || stdout != want {
			t.Errorf("exit %d, want 2; stdout (-want +got):\n%s", code, cmp.Diff(want, stdout))
		}
	})
	t.Run("json", func(t *testing.T) {
		code, stdout, _ := gvkgen(t, dir, "verify", "--format=json")
		want := []diagnostic{{File: file, Line: line, Column: col, Severity: "error", Generator: "gvkgen", Message: msg, Fix: fix}}
		if d := cmp.Diff(want, jsonLines(t, stdout)); code != cli.ExitError || d != "" {
			t.Errorf("exit %d, want 2; (-want +got):\n%s", code, d)
		}
	})
	t.Run("github, generate warns", func(t *testing.T) {
		dir := testutil.Module(t, readTree(t, dir))
		code, stdout, _ := gvkgen(t, dir, "generate", "--format=github")
		if want := "::warning file=" + file + ",line=" + strconv.Itoa(line) + ",col=" + strconv.Itoa(col) + ",title=gvkgen::unknown tag"; code != cli.ExitOK || !strings.HasPrefix(stdout, want) {
			t.Errorf("exit %d, want 0; stdout does not start with %q:\n%s", code, want, stdout)
		}
	})
	t.Run("deepcopy-gen --verify, json", func(t *testing.T) {
		code, stdout, _ := tool(t, dir, "deepcopy", "--verify", "--format", "json", "./apis/...")
		want := []diagnostic{{File: file, Line: line, Column: col, Severity: "error", Generator: "deepcopy-gen", Message: msg, Fix: fix}}
		if d := cmp.Diff(want, jsonLines(t, stdout)); code != cli.ExitError || d != "" {
			t.Errorf("exit %d, want 2; (-want +got):\n%s", code, d)
		}
	})
}

// With --strict, a known tag where it is not read is an error in SARIF,
// of its own rule.
func TestFormatsStrict(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, goodTree(t))
	edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +k8s:conversion-gen=false\n\n// WidgetSpec is the desired")
	const file = "apis/g/v1/types.go"
	for _, tt := range []struct {
		args  []string
		code  int
		level string
	}{
		{[]string{"verify", "--format=sarif"}, cli.ExitOK, "warning"},
		{[]string{"verify", "--strict", "--format=sarif"}, cli.ExitError, "error"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, stdout, stderr := gvkgen(t, dir, tt.args...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d; stderr:\n%s", code, tt.code, stderr)
			}
			got := sarifResults(t, stdout, "gvkgen")
			if len(got) != 1 || got[0].Rule != "gvkgen/ignored-tag" || got[0].Level != tt.level || got[0].URI != file || got[0].Line != lineOf(t, dir, file, "+k8s:conversion-gen=false") {
				t.Errorf("want one %s of gvkgen/ignored-tag at %s, got %+v", tt.level, file, got)
			}
		})
	}
}

// firstDiff returns the first line where two files differ, computed here
// line by line.
func firstDiff(a, b string) int {
	al, bl := strings.SplitAfter(a, "\n"), strings.SplitAfter(b, "\n")
	for i := range al {
		if i >= len(bl) || al[i] != bl[i] {
			return i + 1
		}
	}
	return len(al)
}

// Verify's stale, missing and no longer wanted files are diagnostics at
// the generated file in each format; the diff goes to stderr and stdout
// holds the diagnostics only.
func TestFormatsStaleFiles(t *testing.T) {
	offline(t)
	good := goodTree(t)
	const deepcopy = "apis/g/v1/zz_generated.deepcopy.go"
	for _, tt := range []struct {
		name   string
		change func(t *testing.T, dir string)
		// want is the result, but for the line of a stale file, which is
		// computed by regenerating.
		want sarifResult
		fix  string
	}{
		{
			name: "stale",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetStatus is", "// Extra is new.\ntype Extra struct{ Names []string }\n\n// WidgetStatus is")
			},
			want: sarifResult{Rule: "gvkgen/stale-file", Level: "error", Message: "out of date: deepcopy-gen writes it differently\nFix: run gvkgen generate", URI: deepcopy, Base: "%SRCROOT%"},
			fix:  "run gvkgen generate",
		},
		{
			name:   "missing",
			change: func(t *testing.T, dir string) { os.Remove(filepath.Join(dir, deepcopy)) },
			want:   sarifResult{Rule: "gvkgen/missing-file", Level: "error", Message: "missing: deepcopy-gen writes it\nFix: run gvkgen generate", URI: deepcopy, Base: "%SRCROOT%", Line: 1},
			fix:    "run gvkgen generate",
		},
		{
			name: "no longer wanted",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/doc.go", "// +k8s:deepcopy-gen=package\n", "")
			},
			want: sarifResult{Rule: "gvkgen/leftover-file", Level: "error", Message: "stale: generated by deepcopy-gen, but its package no longer has +k8s:deepcopy-gen=... (removed or misspelled)\nFix: delete the file (gvkgen generate does) or restore the tag", URI: "apis/g/zz_generated.deepcopy.go", Base: "%SRCROOT%", Line: 1},
			fix:  "delete the file (gvkgen generate does) or restore the tag",
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := testutil.Module(t, good)
			tt.change(t, dir)
			want := tt.want
			if want.Line == 0 {
				after := testutil.Module(t, readTree(t, dir))
				if code, _, stderr := gvkgen(t, after, "generate"); code != cli.ExitOK {
					t.Fatalf("generate: %s", stderr)
				}
				want.Line = firstDiff(readTree(t, dir)[want.URI], readTree(t, after)[want.URI])
			}
			code, stdout, stderr := gvkgen(t, dir, "verify", "--format=sarif")
			if code != cli.ExitStale {
				t.Fatalf("exit %d, want 1; stderr:\n%s", code, stderr)
			}
			if d := cmp.Diff([]sarifResult{want}, sarifResults(t, stdout, "gvkgen")); d != "" {
				t.Errorf("sarif results (-want +got):\n%s", d)
			}
			code, stdout, stderr = gvkgen(t, dir, "verify", "--format=github")
			msg, _, _ := strings.Cut(want.Message, "\n")
			line := "::error file=" + want.URI + ",line=" + strconv.Itoa(want.Line) + ",title=deepcopy-gen::" + msg + "%0AFix: " + tt.fix + "\n"
			if code != cli.ExitStale || stdout != line {
				t.Errorf("github: exit %d; stdout (-want +got):\n%s", code, cmp.Diff(line, stdout))
			}
			if tt.name != "no longer wanted" && !strings.Contains(stderr, "\n@@ ") {
				t.Errorf("github: the diff is not on stderr:\n%s", stderr)
			}
			code, stdout, stderr = gvkgen(t, dir, "verify", "--format=json")
			wantJSON := []diagnostic{{File: want.URI, Line: want.Line, Severity: "error", Generator: "deepcopy-gen", Message: msg, Fix: tt.fix}}
			if d := cmp.Diff(wantJSON, jsonLines(t, stdout)); code != cli.ExitStale || d != "" {
				t.Errorf("json: exit %d; (-want +got):\n%s", code, d)
			}
			if !regexp.MustCompile(`(?m)^\d+ packages, 0 files written, \d+ unchanged, 1 stale`).MatchString(stderr) {
				t.Errorf("json: the summary is not on stderr:\n%s", stderr)
			}
		})
	}
}

// --format=text is what no --format prints, byte for byte (but the run's
// duration).
func TestFormatTextIsDefault(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, goodTree(t))
	edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", typoTag+"// +k8s:conversion-gen=false\n\n// WidgetSpec is the desired")
	edit(t, dir, "apis/g/v1/types.go", "// WidgetStatus is", "type Extra struct{ Names []string }\n\n// WidgetStatus is")
	duration := regexp.MustCompile(`in [0-9.]+m?s`)
	for _, args := range [][]string{{"verify"}, {"generate"}, {"verify", "./nothing/..."}} {
		run := func(extra ...string) (int, string, string) {
			d := testutil.Module(t, readTree(t, dir))
			code, stdout, stderr := gvkgen(t, d, append(append([]string{}, args...), extra...)...)
			return code, stdout, duration.ReplaceAllString(stderr, "in T")
		}
		code, stdout, stderr := run()
		code2, stdout2, stderr2 := run("--format=text")
		if code != code2 || stdout != stdout2 || stderr != stderr2 {
			t.Errorf("%v: exit %d and %d; stdout (-default +text):\n%s\nstderr (-default +text):\n%s", args, code, code2, cmp.Diff(stdout, stdout2), cmp.Diff(stderr, stderr2))
		}
	}
}

// Every command takes --format; an unknown one is a usage error naming
// the four; a run with nothing to report prints an empty SARIF log.
func TestFormatFlag(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, goodTree(t))
	for _, g := range registry.All {
		if g.Alternative != nil && g.Name != "deepcopy" {
			continue // the tree's deepcopy files are deepcopy-gen's
		}
		// The tree's files have gvkgen's names, not the single tools'.
		tree := treeArgs(t, dir, g)
		code, stdout, stderr := tool(t, dir, g.Name, append(append(outputFileArgs(g), "--verify", "--format=sarif", "./apis/..."), tree...)...)
		if code != cli.ExitOK {
			t.Errorf("%s: exit %d; stderr:\n%s", g.Tool, code, stderr)
			continue
		}
		if got := sarifResults(t, stdout, g.Tool); len(got) != 0 {
			t.Errorf("%s: results %+v, want none", g.Tool, got)
		}
		if code, stdout, _ := tool(t, dir, g.Name, append(append(outputFileArgs(g), "--verify", "--format=json", "./apis/..."), tree...)...); code != cli.ExitOK || stdout != "" {
			t.Errorf("%s --format=json: exit %d, stdout %q", g.Tool, code, stdout)
		}
	}
	for _, args := range [][]string{
		{"verify", "--format=xml"},
		{"generate", "--format", "JSON"},
		{"verify", "object", "paths=./...", "--format=yaml"},
	} {
		code, stdout, stderr := gvkgen(t, dir, args...)
		if code != cli.ExitError || stdout != "" || !strings.Contains(stderr, "; use text, json, github or sarif") {
			t.Errorf("%v: exit %d, want 2, stdout %q; stderr:\n%s", args, code, stdout, stderr)
		}
	}
	code, stdout, _ := tool(t, dir, "register", "--format=nope", "./apis/...")
	if code != cli.ExitError || stdout != "" {
		t.Errorf("register-gen --format=nope: exit %d, stdout %q", code, stdout)
	}
}

// Errors of the command line itself are diagnostics without a file:
// controller-gen's syntax's, and the driver's.
func TestFormatsUsageErrors(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, cgTree(t))
	for _, tt := range []struct {
		args []string
		want diagnostic
	}{
		{[]string{"verify", "objekt", "paths=./...", "--format=json"}, diagnostic{Severity: "error", Generator: "gvkgen", Message: `argument "objekt", column 1: unknown option "objekt";`}},
		{[]string{"verify", "./apis/g/types.go", "--format=json"}, diagnostic{Severity: "error", Generator: "gvkgen", Message: "./apis/g/types.go is a file; name packages instead (./apis/g)"}},
	} {
		code, stdout, stderr := gvkgen(t, dir, tt.args...)
		got := jsonLines(t, stdout)
		if code != cli.ExitError || len(got) != 1 || !strings.HasPrefix(got[0].Message, tt.want.Message) {
			t.Errorf("%v: exit %d; got %+v, want %+v; stderr:\n%s", tt.args, code, got, tt.want, stderr)
			continue
		}
		got[0].Message = tt.want.Message
		if d := cmp.Diff(tt.want, got[0]); d != "" {
			t.Errorf("%v (-want +got):\n%s", tt.args, d)
		}
	}
}

// TestFormatsFlagErrors: a flag error (an unknown flag, a bad value),
// before or after --format, is a usage diagnostic in every format: json
// and github print one line, sarif a valid log with one result, and text
// stays the flag package's message on stderr (#29 item 13: before, every
// structured format printed 0 bytes on stdout). gvkgen's and a single
// tool's command lines alike.
func TestFormatsFlagErrors(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, sources(t))
	type run func(args ...string) (int, string, string)
	runs := map[string]run{
		"gvkgen": func(args ...string) (int, string, string) {
			return gvkgen(t, dir, append([]string{"verify"}, args...)...)
		},
		"deepcopy-gen": func(args ...string) (int, string, string) { return tool(t, dir, "deepcopy", args...) },
	}
	for name, r := range runs {
		// Each bad flag, and what its message must hold.
		for _, bad := range [][]string{{"--bogus", "-bogus"}, {"-v=abc", `"abc"`}} {
			want := bad[1]
			bad := bad[:1]
			for _, format := range []string{"json", "github", "sarif"} {
				for _, args := range [][]string{append([]string{"--format=" + format}, bad...), append(slices.Clone(bad), "--format", format)} {
					code, stdout, stderr := r(append(args, "./apis/...")...)
					if code != cli.ExitError || !strings.Contains(stderr, want) {
						t.Errorf("%s %v: exit %d, want %d and the flag package's message on stderr; stderr:\n%s", name, args, code, cli.ExitError, stderr)
					}
					var msgs []string
					switch format {
					case "json":
						for _, d := range jsonLines(t, stdout) {
							msgs = append(msgs, d.Severity+" "+d.Generator+" "+d.Message)
						}
					case "github":
						msgs = strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
					case "sarif":
						for _, res := range sarifResults(t, stdout, name) {
							msgs = append(msgs, res.Level+" "+res.Rule+" "+res.Message)
						}
					}
					if len(msgs) != 1 || !strings.Contains(msgs[0], "error") || !strings.Contains(msgs[0], want) {
						t.Errorf("%s %v: want one error naming the flag on stdout, got %q", name, args, stdout)
					}
				}
			}
		}
	}
}
