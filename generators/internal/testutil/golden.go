package testutil

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Golden checks got against the golden file at path or, with update,
// writes got there. hint ends the message of a difference (how to update
// the golden files); it may be empty.
func Golden(t *testing.T, path string, got []byte, update bool, hint string) {
	t.Helper()
	if update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(string(want), string(got)); d != "" {
		t.Errorf("%s differs from golden (-want +got):\n%s%s", path, d, hint)
	}
}
