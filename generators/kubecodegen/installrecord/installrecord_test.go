package installrecord

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// A record written after an install holds until something go install
// reads changes; what it does not read may change.
func TestMainCheck(t *testing.T) {
	root, gobin := t.TempDir(), t.TempDir()
	write := func(p, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(root, "go.mod"), "module example.com/m\n")
	write(filepath.Join(root, "a", "a.go"), "package a\n")
	write(filepath.Join(root, "a", "a_test.go"), "package a\n")
	write(filepath.Join(root, "nested", "go.mod"), "module example.com/n\n")
	write(filepath.Join(root, "nested", "n.go"), "package n\n")
	write(filepath.Join(root, ".git", "HEAD"), "ref\n")
	write(filepath.Join(gobin, "gvkgen"), "binary\n")
	record := filepath.Join(gobin, ".gvkgen-install")
	// The files are older than the install's start less two seconds.
	start := time.Now().Unix() + 3
	main := func(args ...string) int { return Main(args, io.Discard) }
	if code := main("write", record, root, "x"); code != 2 {
		t.Errorf("write with START x: exit %d", code)
	}
	for _, args := range [][]string{nil, {"check"}, {"check", record}, {"nope", record, root}, {"write", record, root}, {"check", record, root, "1"}} {
		if code := main(args...); code != 2 {
			t.Errorf("%q: exit %d; want the usage's 2", args, code)
		}
	}
	if code := main("check", record, root); code != 1 {
		t.Errorf("check without a record: exit %d", code)
	}
	if code := main("write", record, root, itoa(start)); code != 0 {
		t.Fatalf("write: exit %d", code)
	}
	data, err := os.ReadFile(record)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{installRecordFormat + "\n", "\nGOVERSION=go", "/a/a.go ", "/nested ", "/gvkgen "} {
		if !strings.Contains(string(data), want) {
			t.Errorf("record lacks %q:\n%s", want, data)
		}
	}
	for _, not := range []string{"a_test.go", "n.go", ".git"} {
		if strings.Contains(string(data), not) {
			t.Errorf("record has %q", not)
		}
	}
	check := func(what string, want int) {
		t.Helper()
		if code := main("check", record, root); code != want {
			t.Errorf("%s: check exit %d; want %d", what, code, want)
		}
	}
	check("nothing changed", 0)
	write(filepath.Join(root, "a", "a_test.go"), "package a\n\n// edited\n")
	write(filepath.Join(root, "nested", "n.go"), "package n\n\n// edited\n")
	write(filepath.Join(root, ".git", "HEAD"), "ref2\n")
	check("a test file, another module's file, .git edited", 0)
	write(filepath.Join(root, "a", "a.go"), "package a\n\n// edited\n")
	check("a.go edited", 1)

	// Recently changed files are not trusted.
	if code := main("write", record, root, itoa(time.Now().Unix())); code != 0 {
		t.Fatalf("write: exit %d", code)
	}
	check("a file changed less than two seconds before the install", 1)

	// A symbolic link, in the module or as the binary, fails.
	if code := main("write", record, root, itoa(start)); code != 0 {
		t.Fatalf("write: exit %d", code)
	}
	if err := os.Symlink("a.go", filepath.Join(root, "a", "link.go")); err != nil {
		t.Fatal(err)
	}
	check("a symbolic link", 1)
	if code := main("write", record, root, itoa(start)); code != 1 {
		t.Errorf("write with a symbolic link: exit %d", code)
	}
	os.Remove(filepath.Join(root, "a", "link.go"))
	if code := main("write", record, root, itoa(start)); code != 0 {
		t.Fatalf("write: exit %d", code)
	}
	// The binary replaced.
	write(filepath.Join(gobin, "gvkgen"), "binary\n")
	check("the binary rewritten", 1)
	// Another record format.
	if code := main("write", record, root, itoa(start)); code != 0 {
		t.Fatalf("write: exit %d", code)
	}
	data, _ = os.ReadFile(record)
	write(record, strings.Replace(string(data), installRecordFormat, "gvkgen install record 1", 1))
	check("another format", 1)
	// Another GOFLAGS.
	if code := main("write", record, root, itoa(start)); code != 0 {
		t.Fatalf("write: exit %d", code)
	}
	t.Setenv("GOFLAGS", "-trimpath")
	check("another GOFLAGS", 1)
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
