package main

import (
	"fmt"
	"slices"
)

// objectKind is a *-object case: controller-gen object against gvkgen
// given the same arguments in controller-gen's syntax, on a kubebuilder
// module; every run starts with the zz_generated.deepcopy.go files
// controller-gen wrote (committed, with its build constraint) deleted.
type objectKind struct {
	cgCase
}

func (k *objectKind) tools() []string { return []string{"ours", "controller-gen"} }

func (k *objectKind) setup(b *bench) error {
	if err := k.init(b); err != nil {
		return err
	}
	if len(k.genfiles) == 0 {
		return fmt.Errorf("no zz_generated.deepcopy.go of controller-gen under %s", b.c.subdir)
	}
	if err := k.compareSides(k, []string{"controller-gen", "ours"}, k.files); err != nil {
		return err
	}
	logf("%s: gvkgen writes controller-gen's %d files, byte-identical", b.c.name, len(k.genfiles))
	return nil
}

// files are the checksums of the case's files.
func (k *objectKind) files() (map[string]string, error) {
	return manifest(k.b.mod, func(rel string, _ []byte) bool { return slices.Contains(k.genfiles, rel) })
}

func (k *objectKind) clean(string) error { return k.b.removeAll(k.b.mod, k.genfiles) }

func (k *objectKind) command(tool string) []string {
	return []string{k.bins[tool], "object:headerFile=" + k.b.boilerplate, "paths=" + pattern(k.b.c.subdir)}
}

func (k *objectKind) check(tool, log string) error {
	got, err := k.files()
	if err != nil {
		return err
	}
	if len(got) != len(k.genfiles) {
		return fmt.Errorf("%s wrote %d of %d files; see %s", tool, len(got), len(k.genfiles), log)
	}
	return nil
}
