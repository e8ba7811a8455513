package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A noop case's ours must have been replayed: its run cache's one entry
// is the one setup left, and one rewritten (as a full run that keeps its
// entry rewrites it) or gone fails the run; first must keep an entry.
func TestNoopCheck(t *testing.T) {
	work := t.TempDir()
	k := &noopKind{b: &bench{work: work, c: benchCase{name: "api-noop"}}, cache: filepath.Join(work, "rc"), fresh: filepath.Join(work, "rc-first")}
	entry := filepath.Join(k.cache, "key")
	if err := os.MkdirAll(k.cache, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(entry, []byte("entry"), 0o644); err != nil {
		t.Fatal(err)
	}
	var err error
	if k.entry, err = k.onlyEntry(k.cache); err != nil {
		t.Fatal(err)
	}
	if err := k.check("ours", "log"); err != nil {
		t.Errorf("the entry as setup left it: %v", err)
	}
	tmp := filepath.Join(k.cache, ".tmp")
	if err := os.WriteFile(tmp, []byte("entry"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, entry); err != nil {
		t.Fatal(err)
	}
	if err := k.check("ours", "log"); err == nil || !strings.Contains(err.Error(), "not replayed") {
		t.Errorf("a rewritten entry: %v, want ours not replayed", err)
	}
	if err := k.clean("first"); err != nil {
		t.Fatal(err)
	}
	if err := k.check("first", "log"); err == nil {
		t.Error("first kept no entry, and passed")
	}
	if err := os.WriteFile(filepath.Join(k.fresh, "key"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := k.check("first", "log"); err != nil {
		t.Errorf("first kept one entry: %v", err)
	}
	if err := k.clean("first"); err != nil {
		t.Fatal(err)
	}
	if ents, _ := os.ReadDir(k.fresh); len(ents) != 0 {
		t.Errorf("clean left first's run cache with %d entries", len(ents))
	}
}

// Each tool runs with its own run cache (go-list with none); the
// workspace case unsets GOWORK and drops the scratch -mod=mod, which a
// workspace refuses.
func TestNoopEnv(t *testing.T) {
	t.Setenv("GOFLAGS", "-buildvcs=false")
	for _, tc := range []struct {
		name, tool string
		want       []string
	}{
		{"api-noop", "ours", []string{"GVKGEN_RUNCACHE=/w/rc"}},
		{"api-noop", "first", []string{"GVKGEN_RUNCACHE=/w/rc-first"}},
		{"api-noop", "go-list", nil},
		{"kubernetes-noop", "ours", []string{"GOWORK=", "GOFLAGS=-buildvcs=false", "GVKGEN_RUNCACHE=/w/rc"}},
		{"kubernetes-noop", "go-list", []string{"GOWORK=", "GOFLAGS=-buildvcs=false"}},
	} {
		k := &noopKind{b: &bench{c: benchCase{name: tc.name}}, cache: "/w/rc", fresh: "/w/rc-first"}
		if got := k.env(tc.tool); !slices.Equal(got, tc.want) {
			t.Errorf("%s %s: env %q, want %q", tc.name, tc.tool, got, tc.want)
		}
	}
}

// kubernetesWorkspace finds the staging modules in go.mod's replaces.
func TestStagingReplace(t *testing.T) {
	gomod := "module k8s.io/kubernetes\n\nreplace (\n\tk8s.io/api => ./staging/src/k8s.io/api\n\tk8s.io/klog/v2 => k8s.io/klog/v2 v2.1.0\n)\n\nreplace k8s.io/kms => ./staging/src/k8s.io/kms\n"
	var got []string
	for _, m := range stagingReplace.FindAllStringSubmatch(gomod, -1) {
		got = append(got, m[2])
	}
	if !slices.Equal(got, []string{"api", "kms"}) {
		t.Errorf("staging modules %q, want api kms", got)
	}
}
