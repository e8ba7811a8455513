// Package hack_test checks the shell helpers of hack/lib.sh and the
// repository's kube_codegen.sh.
package hack_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestScratchCopyFailedDownload: a module that cannot be downloaded must
// stop gvk::scratch_copy with an error and copy nothing. It used to copy
// "/." (the whole file system) into the destination, because the failure
// inside $(...) only ended the subshell.
func TestScratchCopyFailedDownload(t *testing.T) {
	dest := filepath.Join(t.TempDir(), "copy")
	cmd := exec.Command("bash", "-c", `source ./lib.sh && gvk::scratch_copy example.invalid/nope@v0.0.1 "$1"`, "bash", dest)
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOFLAGS=-mod=mod")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("gvk::scratch_copy of a module that cannot be downloaded succeeded:\n%s", out)
	}
	if !strings.Contains(string(out), "cannot copy example.invalid/nope@v0.0.1") {
		t.Errorf("the error does not name the module:\n%s", out)
	}
	if entries, err := os.ReadDir(dest); err == nil && len(entries) > 0 {
		t.Errorf("%d entries were copied into %s", len(entries), dest)
	}
}
