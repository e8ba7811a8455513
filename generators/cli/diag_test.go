package cli

import (
	"bytes"
	"encoding/json"
	"go/token"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
)

// Each escaping rule of GitHub's workflow commands: in the message, % CR
// and LF; in property values (file, title), also : and ,.
func TestGitHubCommand(t *testing.T) {
	for _, tt := range []struct {
		name string
		r    report
		want string
	}{
		{"error at a position", report{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: "a/b.go", Line: 3, Column: 7}, Message: "m"}, generator: "deepcopy-gen"}, "::error file=a/b.go,line=3,col=7,title=deepcopy-gen::m"},
		{"warning, a file without a line", report{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: "a/b.go"}, Severity: sevWarning, Message: "m"}, generator: "g"}, "::warning file=a/b.go,title=g::m"},
		{"note, no file", report{Diagnostic: diag.Diagnostic{Severity: sevNote, Message: "m"}, generator: "gvkgen"}, "::notice title=gvkgen::m"},
		{"message: %", report{Diagnostic: diag.Diagnostic{Message: "100% done"}}, "::error::100%25 done"},
		{"message: LF, and the fix on its own line", report{Diagnostic: diag.Diagnostic{Message: "a\nb", Fix: diag.Fix{Message: "run x"}}}, "::error::a%0Ab%0AFix: run x"},
		{"message: CR", report{Diagnostic: diag.Diagnostic{Message: "a\rb"}}, "::error::a%0Db"},
		{"message: : and , stay", report{Diagnostic: diag.Diagnostic{Message: "a: b, c::d"}}, "::error::a: b, c::d"},
		{"property: :", report{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: "c:/x.go", Line: 1}, Message: "m"}, generator: "a:b"}, "::error file=c%3A/x.go,line=1,title=a%3Ab::m"},
		{"property: ,", report{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: "a,b.go", Line: 1}, Message: "m"}, generator: "x,y"}, "::error file=a%2Cb.go,line=1,title=x%2Cy::m"},
		{"property: % CR LF", report{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: "%\r\n.go", Line: 1}, Message: "m"}}, "::error file=%25%0D%0A.go,line=1::m"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if d := cmp.Diff(tt.want, githubCommand(tt.r)); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// A JSON line has the seven fields, always, and nothing escaped beyond
// JSON's rules.
func TestJSONLine(t *testing.T) {
	for _, tt := range []struct {
		name string
		r    report
		want string
	}{
		{"all fields", report{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: "a.go", Line: 2, Column: 3}, Severity: sevWarning, Message: "m <x> & y", Fix: diag.Fix{Message: "f"}}, generator: "g"},
			`{"file":"a.go","line":2,"column":3,"severity":"warning","generator":"g","message":"m <x> & y","fix":"f"}` + "\n"},
		{"no position, no fix", report{Diagnostic: diag.Diagnostic{Severity: sevNote, Message: "m\n\"q\""}, generator: "gvkgen"},
			`{"file":"","line":0,"column":0,"severity":"note","generator":"gvkgen","message":"m\n\"q\"","fix":""}` + "\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := jsonLine(tt.r)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.want, string(got)); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// The line a stale file is reported at: where it first differs, within
// the file on disk.
func TestFirstDifference(t *testing.T) {
	for _, tt := range []struct {
		name     string
		old, new string
		want     int
	}{
		{"missing", "", "a\nb\n", 1},
		{"first line", "a\nb\n", "x\nb\n", 1},
		{"third line", "a\nb\nc\nd\n", "a\nb\nC\nd\n", 3},
		{"within a line", "abc\ndef\n", "abc\ndeX\n", 2},
		{"lines added at the end", "a\nb\n", "a\nb\nc\n", 2},
		{"lines removed at the end", "a\nb\nc\n", "a\nb\n", 3},
		{"no final newline", "a\nb", "a\nbc", 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := firstDifference([]byte(tt.old), []byte(tt.new)); got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}

// The fix of a stale file is the command that regenerates it.
func TestRegenCommand(t *testing.T) {
	for _, tt := range []struct {
		prog string
		args []string
		want string
	}{
		{"gvkgen", []string{"verify"}, "gvkgen generate"},
		{"gvkgen", []string{"verify", "--format=github", "--go-header-file", "hack/b.txt", "./pkg/..."}, "gvkgen generate --go-header-file hack/b.txt ./pkg/..."},
		{"gvkgen", []string{"verify", "-format", "sarif", "./..."}, "gvkgen generate ./..."},
		{"deepcopy-gen", []string{"--verify", "--output-file", "zz.go", "./a", "--verify=true"}, "deepcopy-gen --output-file zz.go ./a"},
		{"gvkgen", []string{"object:headerFile=h.txt", "paths=./a;./b", "--format=json"}, "gvkgen object:headerFile=h.txt 'paths=./a;./b'"},
		{"gvkgen", []string{"verify", "--", "--format", "it's"}, `gvkgen generate -- --format 'it'\''s'`},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			if got := regenCommand(tt.prog, tt.args); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// --format takes the four formats only.
func TestFormatSet(t *testing.T) {
	for _, s := range []string{"text", "json", "github", "sarif"} {
		var f format
		if err := f.Set(s); err != nil || f.String() != s {
			t.Errorf("%s: %v, %q", s, err, f.String())
		}
	}
	for _, s := range []string{"", "JSON", "xml", "sarif2"} {
		var f format
		if err := f.Set(s); err == nil || !strings.Contains(err.Error(), "use text, json, github or sarif") {
			t.Errorf("%q: error %v, want one naming the four formats", s, err)
		}
	}
}

// The SARIF log of every kind of report is valid, and its results are at
// their files: relative ones against %SRCROOT%, others as file: URIs; a
// report about no file has no location; notes, warnings and errors keep
// their level.
func TestSARIFLog(t *testing.T) {
	var out bytes.Buffer
	f := formatSARIF
	k := &sink{format: &f, stdout: &out, stderr: &out, prog: "gvkgen", tools: []string{"deepcopy-gen", "register-gen"}}
	for _, r := range []report{
		{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: "a/b c.go", Line: 3, Column: 2}, Severity: sevWarning, Message: "w"}, generator: "deepcopy-gen", rule: "deepcopy-gen/warning"},
		{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: "/elsewhere/x.go", Line: 1}, Severity: sevError, Message: "out of date", Fix: diag.Fix{Message: "run gvkgen generate"}}, generator: "gvkgen", rule: ruleStale},
		{Diagnostic: diag.Diagnostic{Severity: sevNote, Message: "nothing"}, generator: "gvkgen", rule: ruleNothing},
		{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: "a/c.go"}, Severity: sevError, Message: "unlisted rule"}, generator: "gvkgen", rule: "other/rule"},
	} {
		k.add(r)
	}
	if out.Len() != 0 {
		t.Fatalf("printed before flush: %s", out.String())
	}
	k.flush()
	if p := testutil.SARIFProblems(out.Bytes()); p != nil {
		t.Fatalf("invalid log: %s\n%s", strings.Join(p, "\n"), out.String())
	}
	var log struct {
		Runs []struct {
			Results []json.RawMessage
		}
	}
	if err := json.Unmarshal(out.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range log.Runs[0].Results {
		got = append(got, string(r))
	}
	want := []string{
		`{"ruleId":"deepcopy-gen/warning","ruleIndex":12,"level":"warning","message":{"text":"w"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"a/b%20c.go","uriBaseId":"%SRCROOT%"},"region":{"startLine":3,"startColumn":2}}}]}`,
		`{"ruleId":"gvkgen/stale-file","ruleIndex":5,"level":"error","message":{"text":"out of date\nFix: run gvkgen generate"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"file:///elsewhere/x.go"},"region":{"startLine":1}}}]}`,
		`{"ruleId":"gvkgen/nothing-to-generate","ruleIndex":10,"level":"note","message":{"text":"nothing"}}`,
		`{"ruleId":"other/rule","ruleIndex":15,"level":"error","message":{"text":"unlisted rule"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"a/c.go","uriBaseId":"%SRCROOT%"}}}]}`,
	}
	for i := range got {
		var b bytes.Buffer
		json.Compact(&b, []byte(got[i]))
		got[i] = b.String()
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("results (-want +got):\n%s", d)
	}
}

// An error of the go command is at the file it names, when it names one.
func TestListed(t *testing.T) {
	for _, tt := range []struct {
		msg  string
		want report
	}{
		{"apis/x/types.go:3:9: expected 'package', found pakage", report{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: "apis/x/types.go", Line: 3, Column: 9}, Message: "expected 'package', found pakage"}}},
		{"apis/x/a.go:12: import cycle", report{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: "apis/x/a.go", Line: 12}, Message: "import cycle"}}},
		{"package example.com/nope is not in std", report{Diagnostic: diag.Diagnostic{Message: "package example.com/nope is not in std"}}},
		{"cannot find module providing package x: a.go:1:1", report{Diagnostic: diag.Diagnostic{Message: "cannot find module providing package x: a.go:1:1"}}},
	} {
		t.Run(tt.msg, func(t *testing.T) {
			want := tt.want
			want.generator, want.rule = "gvkgen", ruleLoad
			if d := cmp.Diff(want, listed("gvkgen", tt.msg), cmp.AllowUnexported(report{})); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}
