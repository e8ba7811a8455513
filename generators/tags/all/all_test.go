package all_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/gvk-dev/gvkgen/generators/deepcopy"
	"github.com/gvk-dev/gvkgen/generators/registry"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/tags/all"
)

// TestREADME fails when a tag table of README.md or of a page under docs/
// is not what the definitions produce, or when a generator's table is on no
// page.
func TestREADME(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	pages := []string{filepath.Join(root, "README.md")}
	err := filepath.WalkDir(filepath.Join(root, "docs"), func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".md") {
			pages = append(pages, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	where := map[string]string{} // generator -> page with its table
	for _, path := range pages {
		rel, _ := filepath.Rel(root, path)
		doc, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want, names, err := all.Tables(doc)
		if err != nil {
			t.Fatalf("%s:%v", rel, strings.TrimPrefix(err.Error(), "line "))
		}
		if !bytes.Equal(doc, want) {
			got, exp := strings.Split(string(doc), "\n"), strings.Split(string(want), "\n")
			for i := range min(len(got), len(exp)) {
				if got[i] != exp[i] {
					t.Fatalf("%s:%d: the tag table differs from the definitions; run hack/update-codegen.sh\n got %s\nwant %s", rel, i+1, got[i], exp[i])
				}
			}
			t.Fatalf("%s's tag tables differ from the definitions; run hack/update-codegen.sh", rel)
		}
		for _, n := range names {
			if prev, dup := where[n]; dup {
				t.Errorf("the %s tag table is on %s and on %s; keep one", n, prev, rel)
			}
			where[n] = rel
		}
	}
	for _, g := range all.Generators {
		page := filepath.Join("docs", "generators", g.Name+".md")
		switch where[g.Name] {
		case page:
		case "":
			t.Errorf("no page has the %s tag table; put %s and %s lines in %s and run hack/update-codegen.sh", g.Name, tags.Marker(g.Name), tags.EndMarker, page)
		default:
			t.Errorf("the %s tag table is on %s; move it to its generator's page, %s", g.Name, where[g.Name], page)
		}
	}
}

// TestTables: each table between markers is rewritten from the
// definitions, and malformed markers are errors at their line.
func TestTables(t *testing.T) {
	notAGenerator(t)
	table := "\n" + tags.Markdown(deepcopy.Tags) + "\n"
	for _, tc := range []struct {
		name, doc, want, names, err string
	}{
		{name: "none", doc: "# Title\n\nprose\n", want: "# Title\n\nprose\n"},
		{name: "stale table", doc: "a\n<!-- tags:deepcopy -->\nold\n<!-- /tags -->\nb\n", want: "a\n<!-- tags:deepcopy -->\n" + table + "<!-- /tags -->\nb\n", names: "deepcopy"},
		{name: "current table", doc: "<!-- tags:deepcopy -->\n" + table + "<!-- /tags -->\n", want: "<!-- tags:deepcopy -->\n" + table + "<!-- /tags -->\n", names: "deepcopy"},
		{name: "two generators", doc: "<!-- tags:object -->\n<!-- /tags -->\n<!-- tags:register -->\n<!-- /tags -->\n", names: "object register"},
		{name: "unknown generator", doc: "x\n<!-- tags:" + unknown + " -->\n<!-- /tags -->\n", err: "line 2: \"<!-- tags:" + unknown + " -->\" is not a tag table marker; write <!-- tags:<name> --> with one of " + generatorNames(t)},
		{name: "twice", doc: "<!-- tags:deepcopy -->\n<!-- /tags -->\n<!-- tags:deepcopy -->\n<!-- /tags -->\n", err: "line 3: a second deepcopy table; keep one per page"},
		{name: "no end", doc: "<!-- tags:deepcopy -->\n| x |\n", err: "line 1: <!-- tags:deepcopy --> is not followed by a <!-- /tags --> line; put one after the table"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, names, err := all.Tables([]byte(tc.doc))
			if tc.err != "" {
				if err == nil || err.Error() != tc.err {
					t.Fatalf("error: got %v, want %s", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tc.want != "" {
				if diff := cmp.Diff(tc.want, string(got)); diff != "" {
					t.Errorf("page (-want +got):\n%s", diff)
				}
			}
			if diff := cmp.Diff(tc.names, strings.Join(names, " ")); diff != "" {
				t.Errorf("names (-want +got):\n%s", diff)
			}
		})
	}
}

// TestDefs checks the definitions: the tags the generators read, in the
// registry's order, each with a place, a meaning and its generator.
func TestDefs(t *testing.T) {
	if len(all.Generators) != len(registry.All) {
		t.Fatalf("%d generators' tags, the registry has %d generators", len(all.Generators), len(registry.All))
	}
	var want []string
	for i, g := range all.Generators {
		if g.Name != registry.All[i].Name {
			t.Errorf("tags of %s at %s's place in the registry", g.Name, registry.All[i].Name)
		}
		for _, d := range registry.All[i].Tags {
			if !slices.Contains(want, d.Name) {
				want = append(want, d.Name)
			}
		}
	}
	if got := tags.Names(all.Defs); !slices.Equal(got, want) {
		t.Errorf("tag names:\n got %s\nwant %s", got, want)
	}
	for _, g := range all.Generators {
		for _, d := range g.Tags {
			if d.Name == "" || strings.ContainsAny(d.Name, "+= \t") || d.Places == 0 || d.Doc == "" || (d.Tool != g.Name+"-gen" && !(registry.Lookup(g.Name).Tool == "controller-gen" && d.Tool == "controller-gen")) {
				t.Errorf("%s: malformed definition %+v", g.Name, d)
			}
			if strings.Contains(d.Values, "|") && d.Literals() == nil {
				t.Errorf("%s: %s mixes alternatives with a value to fill in", g.Name, d.Syntax())
			}
		}
	}
}

func TestCommand(t *testing.T) {
	run := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := all.Command(args, &out, &errb)
		return code, out.String(), errb.String()
	}
	code, out, _ := run()
	if code != 0 {
		t.Fatalf("gvkgen tags: exit %d", code)
	}
	want := tags.Text(deepcopy.Tags)
	for _, g := range all.Generators[1:] {
		want += "\n" + tags.Text(g.Tags)
	}
	if out != want {
		t.Errorf("gvkgen tags:\n%s", out)
	}
	for _, d := range all.Defs {
		if !strings.Contains(out, "  "+d.Syntax()+"\n") {
			t.Errorf("gvkgen tags does not list %s", d.Syntax())
		}
	}
	if code, out, _ := run("--markdown", "deepcopy"); code != 0 || out != tags.Markdown(deepcopy.Tags) {
		t.Errorf("gvkgen tags --markdown deepcopy: exit %d\n%s", code, out)
	}
	if code, out, _ := run("--markdown"); code != 0 || !strings.Contains(out, tags.Marker("register")+"\n\n"+tags.Markdown(registry.Lookup("register").Tags)+tags.EndMarker+"\n") {
		t.Errorf("gvkgen tags --markdown: exit %d\n%s", code, out)
	}
	notAGenerator(t)
	if code, _, errs := run(unknown); code != 2 || errs != "gvkgen tags: unknown generator \""+unknown+"\"; name one of "+generatorNames(t)+", or none for all\n" {
		t.Errorf("gvkgen tags %s: exit %d, %q", unknown, code, errs)
	}
	if code, _, errs := run("deepcopy", "register"); code != 2 || !strings.Contains(errs, "name at most one generator") {
		t.Errorf("gvkgen tags deepcopy register: exit %d, %q", code, errs)
	}
	if code, _, errs := run("-h"); code != 0 || !strings.Contains(errs, "usage: gvkgen tags") {
		t.Errorf("gvkgen tags -h: exit %d, %q", code, errs)
	}
	if code, _, _ := run("--bogus"); code != 2 {
		t.Errorf("gvkgen tags --bogus: exit %d, want 2", code)
	}
}

// unknown is the name of a generator that exists only in these tests: no
// generator of the registry has it (notAGenerator), whichever generators
// are added.
const unknown = "test-only-no-such-generator"

// notAGenerator fails the test if a generator of the registry is named
// unknown.
func notAGenerator(t *testing.T) {
	t.Helper()
	if registry.Lookup(unknown) != nil {
		t.Fatalf("the registry has a generator named %s; rename this test's", unknown)
	}
}

// generatorNames are the registry's generators' names, as messages list
// them.
func generatorNames(t *testing.T) string {
	t.Helper()
	var names []string
	for _, g := range registry.All {
		names = append(names, g.Name)
	}
	return strings.Join(names, ", ")
}
