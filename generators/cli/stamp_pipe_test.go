package cli

import (
	"fmt"
	"io"
	"os"
	"testing"
)

// A pipe a run read (gen_client's --applyconfig-openapi-schema
// <(gvkgen models-schema ...)) is neither read by stamping nor ever
// unchanged: stamping it took the schema from the run, which then read an
// empty pipe ("unexpected end of JSON input") on the second call.
func TestStampPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	path := fmt.Sprintf("/proc/self/fd/%d", r.Fd())
	if _, err := os.Stat(path); err != nil {
		t.Skipf("no %s: %v", path, err)
	}
	const doc = `{"definitions":{}}`
	if _, err := io.WriteString(w, doc); err != nil {
		t.Fatal(err)
	}
	w.Close()
	st := takeStamp(path, false)
	if st.kind != '?' {
		t.Errorf("a pipe's stamp is of kind %q; want '?', which nothing matches", st.kind)
	}
	if st.unchanged(1 << 62) {
		t.Error("a pipe is taken as unchanged")
	}
	// A stamp of the pipe taken as a file (before this fix) is not
	// unchanged either, and is not read.
	if (stamp{path: path, kind: 'f', mode: st.mode}).unchanged(1 << 62) {
		t.Error("a pipe stamped as a file is taken as unchanged")
	}
	got, err := io.ReadAll(r)
	if err != nil || string(got) != doc {
		t.Errorf("the run reads %q (%v) from the pipe after stamping; want %q", got, err, doc)
	}
}
