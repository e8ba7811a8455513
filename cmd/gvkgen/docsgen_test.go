package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/registry"
)

// docs/gvkgen.md keeps up with the registry: every single tool (a cmd/
// directory named after a generator's tool) is among the commands taking
// the common flags, every generator run only when given its output flags
// has its row in the Clients table, and no page says a generator of the
// registry is yet to land.
func TestDocsNameGenerators(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join("..", "..", "docs", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	page := read("gvkgen.md")
	_, commands, _ := strings.Cut(page, "Every command (")
	commands, _, _ = strings.Cut(commands, ")")
	for _, g := range registry.All {
		if _, err := os.Stat(filepath.Join("..", g.Tool)); err == nil && !strings.Contains(commands, "`"+g.Tool+"`") {
			t.Errorf("docs/gvkgen.md's commands taking the common flags lack %s: %q", g.Tool, commands)
		}
		if g.Enabled == nil {
			continue
		}
		row := regexp.MustCompile("(?m)^\\| " + regexp.QuoteMeta(g.Tool) + " \\| `--" + regexp.QuoteMeta(g.Name) + "-output-dir`")
		if !row.MatchString(page) {
			t.Errorf("docs/gvkgen.md's Clients table has no row for %s (`--%s-output-dir`...)", g.Tool, g.Name)
		}
	}
	for _, name := range []string{"gvkgen.md", "kube_codegen.md"} {
		text := strings.Join(strings.Fields(read(name)), " ")
		for _, g := range registry.All {
			for _, soon := range []string{g.Tool + " once it lands", g.Tool + " until it lands"} {
				if strings.Contains(text, soon) {
					t.Errorf("docs/%s says %q; %s is in the registry", name, soon, g.Tool)
				}
			}
		}
	}
}
