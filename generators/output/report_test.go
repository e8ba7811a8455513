package output_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/output"
)

// An API rule violation report may replace nothing but an empty file or
// another report, and is written as it is.
func TestReportKind(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, old string
		ok        bool
	}{
		{"missing", "", true},
		{"empty", "\x00", true},
		{"report", "API rule violation: names_match,p,T,F\n", true},
		{"hand-written", "known violations\nAPI rule violation: names_match,p,T,F\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name)
			switch tc.old {
			case "":
			case "\x00":
				os.WriteFile(path, nil, 0o644)
			default:
				os.WriteFile(path, []byte(tc.old), 0o644)
			}
			_, err := output.ReadTargetOf(path, output.Report)
			if (err == nil) != tc.ok {
				t.Fatalf("ReadTargetOf: %v, want ok %v", err, tc.ok)
			}
			if err != nil && !strings.Contains(err.Error(), "API rule violation report") {
				t.Errorf("error %q does not say what the file would have to be", err)
			}
		})
	}
	data := []byte("API rule violation: list_type_missing,p,T,F\n")
	got, err := (&output.File{Path: "r", Kind: output.Report, Data: data, Tool: "openapi-gen"}).Render()
	if err != nil || string(got) != string(data) {
		t.Errorf("Render: %q, %v; want the data as it is", got, err)
	}
}
