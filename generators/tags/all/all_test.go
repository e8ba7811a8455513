package all_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/deepcopy"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/tags/all"
)

// TestREADME fails when the README's tag tables are not what the
// definitions produce.
func TestREADME(t *testing.T) {
	path := filepath.Join("..", "..", "..", "README.md")
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := all.README(doc)
	if err != nil {
		t.Fatalf("README.md: %v", err)
	}
	if !bytes.Equal(doc, want) {
		got, exp := strings.Split(string(doc), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(got), len(exp)) {
			if got[i] != exp[i] {
				t.Fatalf("README.md:%d: the tag table differs from the definitions; run hack/update-codegen.sh\n got %s\nwant %s", i+1, got[i], exp[i])
			}
		}
		t.Fatalf("README.md's tag tables differ from the definitions; run hack/update-codegen.sh")
	}
	for _, g := range all.Generators {
		if !bytes.Contains(doc, []byte(tags.Marker(g.Name)+"\n\n"+tags.Markdown(g.Tags))) {
			t.Errorf("README.md has no %s table", g.Name)
		}
	}
}

// TestDefs checks the definitions: the tags the generators read, each with
// a place, a meaning and its generator.
func TestDefs(t *testing.T) {
	want := "k8s:deepcopy-gen k8s:deepcopy-gen:interfaces k8s:deepcopy-gen:nonpointer-interfaces kubebuilder:object:generate kubebuilder:object:root " +
		"k8s:defaulter-gen k8s:defaulter-gen-input default " +
		"k8s:conversion-gen k8s:conversion-gen-external-types k8s:conversion-gen:explicit-from k8s:conversion-fn " +
		"gvkgen:crd-conversion gvkgen:crd-conversion:hub-field gvkgen:crd-conversion:lossy " +
		"k8s:register-gen k8s:register-gen:install k8s:register-gen:version-priority k8s:register-gen:internal k8s:register-gen:scheme-funcs groupName"
	if got := strings.Join(tags.Names(all.Defs), " "); got != want {
		t.Errorf("tag names:\n got %s\nwant %s", got, want)
	}
	for _, g := range all.Generators {
		for _, d := range g.Tags {
			if d.Name == "" || strings.ContainsAny(d.Name, "+= \t") || d.Places == 0 || d.Doc == "" || (d.Tool != g.Name+"-gen" && !(g.Name == "object" && d.Tool == "controller-gen")) {
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
	if code, out, _ := run("--markdown"); code != 0 || !strings.Contains(out, tags.Marker("register")+"\n\n"+tags.Markdown(all.Generators[5].Tags)+tags.EndMarker+"\n") {
		t.Errorf("gvkgen tags --markdown: exit %d\n%s", code, out)
	}
	if code, _, errs := run("client"); code != 2 || errs != "gvkgen tags: unknown generator \"client\"; name one of deepcopy, object, defaulter, conversion, crdconversion, register, or none for all\n" {
		t.Errorf("gvkgen tags client: exit %d, %q", code, errs)
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
