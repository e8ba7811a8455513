package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/gvk-dev/gvkgen/generators/cli"
)

// A file a run reads that is a pipe (kube_codegen.sh's
// --applyconfig-openapi-schema <(models-schema), a header from
// /dev/stdin) is never read by the run cache: reading it took what the
// run itself was to read (a bench run's schema came out empty: "unexpected
// end of JSON input"), or blocked once its writer was gone. Such a run is
// not cached, and runs as if there were no cache.
func TestRunCachePipeNeverRead(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("/dev/fd/N reopens a pipe on Linux")
	}
	w := newCacheWorld(t)
	t.Setenv(cli.RunCacheEnv, w.cache)
	header, err := os.ReadFile(filepath.Join(w.cached, "hack/boilerplate.go.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := gvkgen(t, w.cached, "generate", "--go-header-file=hack/boilerplate.go.txt"); code != cli.ExitOK {
		t.Fatalf("generate: exit %d\n%s", code, stderr)
	}
	w.backdate()
	var fd uintptr
	for i := range 3 {
		r, wr, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			fd = r.Fd()
		} else if r.Fd() != fd {
			t.Fatalf("pipe %d is /dev/fd/%d, not /dev/fd/%d: the runs' arguments (their key) differ", i+1, r.Fd(), fd)
		}
		wr.Write(header)
		wr.Close()
		// Written before the run's second: a stamp of it could be kept.
		time.Sleep(1100 * time.Millisecond)
		n := cli.ReplaysForTest()
		done := make(chan string, 1)
		go func() {
			code, _, stderr := gvkgen(t, w.cached, "verify", fmt.Sprintf("--go-header-file=/dev/fd/%d", r.Fd()))
			if code != cli.ExitOK {
				stderr = fmt.Sprintf("exit %d\n%s", code, stderr)
			} else {
				stderr = ""
			}
			done <- stderr
		}()
		select {
		case failure := <-done:
			if failure != "" {
				t.Fatalf("verify %d with the header from a pipe: %s", i+1, failure)
			}
		case <-time.After(2 * time.Minute):
			t.Fatalf("verify %d with the header from a pipe did not end: the run cache opened the pipe again", i+1)
		}
		r.Close()
		if cli.ReplaysForTest() != n {
			t.Fatalf("verify %d with the header from a pipe was replayed", i+1)
		}
	}
	if ents, _ := os.ReadDir(w.cache); len(ents) != 0 {
		t.Errorf("runs that read a pipe kept %d entries", len(ents))
	}
}
