package gen_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/gen/gentest"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// readerGen returns, as its result, what its pass reads at path.
func readerGen(name, path string, requires ...*gen.Generator) *gen.Generator {
	return &gen.Generator{Name: name, Tool: name + "-gen", Requires: requires, Run: func(p *gen.Pass) any {
		b, err := p.ReadFile(path)
		if err != nil {
			return err.Error()
		}
		return string(b)
	}}
}

// A pass reads files beyond the load through its job's FS, and so do the
// passes of the generators it requires; without one, from the disk.
func TestPassFS(t *testing.T) {
	disk := filepath.Join(t.TempDir(), "register.go")
	if err := os.WriteFile(disk, []byte("on disk"), 0o644); err != nil {
		t.Fatal(err)
	}
	dep := readerGen("dep", disk)
	top := readerGen("top", disk, dep)
	u := universe.LoadSources(nil, nil)
	mem := gentest.MapFS(map[string]string{disk: "in memory"})
	for _, tt := range []struct {
		name string
		fs   gen.FS
		want string
	}{
		{"memory", mem, "in memory"},
		{"disk", nil, "on disk"},
	} {
		passes := gen.Execute(u, []*gen.Job{{Generator: top, Config: gen.DefaultConfig{}, FS: tt.fs}}, nil)
		for _, p := range passes {
			if got := p.Result(); got != tt.want {
				t.Errorf("%s: %s read %q, want %q", tt.name, p.Generator.Name, got, tt.want)
			}
		}
		if len(passes) != 2 {
			t.Errorf("%s: %d passes, want top's and dep's", tt.name, len(passes))
		}
	}
	if _, err := mem.Stat(filepath.Dir(disk)); err != nil {
		t.Errorf("MapFS has no directory of its files: %v", err)
	}
	if ents, err := mem.ReadDir(filepath.Dir(disk)); err != nil || len(ents) != 1 || ents[0].Name() != "register.go" {
		t.Errorf("MapFS.ReadDir = %v, %v; want register.go", ents, err)
	}
}
