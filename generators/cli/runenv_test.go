package cli_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
)

// TestMain keeps the runs of these tests out of the user's syntax and run
// caches: they share ones of their own.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "gvkgen-syntaxcache-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	os.Setenv(cli.SyntaxCacheEnv, dir)
	os.Setenv(cli.RunCacheEnv, filepath.Join(dir, "runs"))
	code := m.Run()
	os.RemoveAll(dir)
	if commands.dir != "" {
		os.RemoveAll(commands.dir)
	}
	os.Exit(code)
}

// TestSyntaxCacheEnv: GVKGEN_SYNTAXCACHE says where the syntax check
// remembers the files that parse, and in its directory format where the
// rendering remembers formatted sources: unset, in gvkgen/syntax of the
// user's cache directory; off, nowhere; an absolute directory, there. A
// relative one is an error (nothing written); a cache that cannot be
// written to fails nothing.
func TestSyntaxCacheEnv(t *testing.T) {
	offline(t)
	goCache := goEnv(t, "GOCACHE")
	files := sources(t)
	// A file the load passes over, checked for syntax alone.
	files["apis/g/v1/helpers.go"] = "package v1\n\n// twice doubles n.\nfunc twice(n int) int { return 2 * n }\n"
	for _, tt := range []struct {
		name string
		// value is GVKGEN_SYNTAXCACHE, "<dir>" standing for a new directory.
		value string
		// in is where the cache must be ("" nowhere), relative to the new
		// directory, which holds the user's cache directory (user); the
		// format cache is in its directory format.
		in string
		// fails is the error it exits 2 with ("" exits 0).
		fails string
	}{
		{name: "unset", value: "", in: "user/gvkgen/syntax"},
		{name: "off", value: "off"},
		{name: "a directory", value: "<dir>/cache", in: "cache"},
		{name: "a file", value: "<dir>/file"},
		{name: "relative", value: "cache", fails: `GVKGEN_SYNTAXCACHE=cache is not an absolute directory; set it to one, or to off for no syntax cache`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			// The go command keeps its build cache where it was.
			t.Setenv("GOCACHE", goCache)
			t.Setenv("XDG_CACHE_HOME", filepath.Join(root, "user"))
			if user, err := os.UserCacheDir(); tt.value == "" && (err != nil || user != filepath.Join(root, "user")) {
				t.Skipf("the user's cache directory is not $XDG_CACHE_HOME here (%q, %v)", user, err)
			}
			if err := os.WriteFile(filepath.Join(root, "file"), nil, 0o666); err != nil {
				t.Fatal(err)
			}
			value := regexp.MustCompile(`^<dir>`).ReplaceAllString(tt.value, root)
			t.Setenv(cli.SyntaxCacheEnv, value)
			dir := testutil.Module(t, files)
			code, _, stderr := gvkgen(t, dir, "generate")
			want := cli.ExitOK
			if tt.fails != "" {
				want = cli.ExitError
				if !regexp.MustCompile(regexp.QuoteMeta(tt.fails)).MatchString(stderr) {
					t.Errorf("stderr does not say %q:\n%s", tt.fails, stderr)
				}
				if d := cmp.Diff(len(files), len(readTree(t, dir))); d != "" {
					t.Errorf("files in the tree after a failed run (-want +got): %s", d)
				}
			}
			if code != want {
				t.Fatalf("exit %d, want %d; stderr:\n%s", code, want, stderr)
			}
			var got []string
			for p := range testutil.Snapshot(t, root) {
				rel, _ := filepath.Rel(root, p)
				if m := regexp.MustCompile(`^(.*)/[0-9a-f]{2}/[0-9a-f]{64}$`).FindStringSubmatch(filepath.ToSlash(rel)); m != nil && !slicesContains(got, m[1]) {
					got = append(got, m[1])
				}
			}
			var wantIn []string
			if tt.in != "" {
				wantIn = []string{tt.in, tt.in + "/format"}
			}
			slices.Sort(got)
			if d := cmp.Diff(wantIn, got); d != "" {
				t.Errorf("where the cache is (-want +got):\n%s", d)
			}
		})
	}
}

// goEnv is the go command's setting of name.
func goEnv(t *testing.T, name string) string {
	t.Helper()
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		t.Fatalf("go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out))
}

func slicesContains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// TestGCPercentRestored: a run sets the collector's target for itself
// alone; the caller's is back when it returns, whatever GOGC says.
func TestGCPercentRestored(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, sources(t))
	for _, gogc := range []string{"", "50"} {
		t.Run("GOGC="+gogc, func(t *testing.T) {
			t.Setenv("GOGC", gogc)
			defer debug.SetGCPercent(debug.SetGCPercent(123))
			if code, _, stderr := gvkgen(t, dir, "generate"); code != cli.ExitOK {
				t.Fatalf("exit %d; stderr:\n%s", code, stderr)
			}
			if got := debug.SetGCPercent(123); got != 123 {
				t.Errorf("GC percent after a run: %d, want the caller's 123", got)
			}
		})
	}
}

// formatCacheRun runs gvkgen verify -v=2 in dir, which must find every
// file current, and returns how many sources its rendering found in the
// format cache and how many it formatted (-1, -1 when it says nothing of
// a format cache).
func formatCacheRun(t *testing.T, dir string) (found, formatted int) {
	t.Helper()
	code, _, stderr := gvkgen(t, dir, "verify", "-v=2")
	if code != cli.ExitOK {
		t.Fatalf("verify: exit %d, want %d; stderr:\n%s", code, cli.ExitOK, stderr)
	}
	m := regexp.MustCompile(`rendered in \S+ \(format cache: (\d+) sources found, (\d+) formatted\)`).FindStringSubmatch(stderr)
	if m == nil {
		if !strings.Contains(stderr, "rendered in ") {
			t.Fatalf("verify -v=2 does not say how long rendering took:\n%s", stderr)
		}
		return -1, -1
	}
	found, _ = strconv.Atoi(m[1])
	formatted, _ = strconv.Atoi(m[2])
	return found, formatted
}

// TestFormatCacheRuns: a run formats the sources its cache (in the syntax
// cache's directory) does not hold, and the next finds them all; entries
// torn or corrupted are formatted again, with the same result (every file
// current); GVKGEN_SYNTAXCACHE=off turns the format cache off too.
func TestFormatCacheRuns(t *testing.T) {
	offline(t)
	dir := testutil.Module(t, goodTree(t))
	cache := t.TempDir()
	t.Setenv(cli.SyntaxCacheEnv, cache)
	found, formatted := formatCacheRun(t, dir)
	if formatted <= 0 {
		t.Fatalf("an empty format cache: %d sources found, %d formatted; want some formatted", found, formatted)
	}
	all := found + formatted
	if found, formatted := formatCacheRun(t, dir); found != all || formatted != 0 {
		t.Errorf("the format cache full: %d sources found, %d formatted; want %d found", found, formatted, all)
	}
	var entries []string
	filepath.WalkDir(filepath.Join(cache, "format"), func(p string, d os.DirEntry, err error) error {
		if err == nil && regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString(d.Name()) {
			entries = append(entries, p)
		}
		return nil
	})
	if len(entries) == 0 {
		t.Fatalf("no entry in %s", filepath.Join(cache, "format"))
	}
	for i, p := range entries {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if i%2 == 0 {
			data = data[:len(data)-1]
		} else {
			data[len(data)-2] ^= 1
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if found, formatted := formatCacheRun(t, dir); found+formatted != all || formatted == 0 {
		t.Errorf("every entry torn or corrupt: %d sources found, %d formatted; want some of the %d formatted", found, formatted, all)
	}
	if found, formatted := formatCacheRun(t, dir); found != all || formatted != 0 {
		t.Errorf("the format cache rewritten: %d sources found, %d formatted; want %d found", found, formatted, all)
	}
	t.Setenv(cli.SyntaxCacheEnv, "off")
	if found, formatted := formatCacheRun(t, dir); found != -1 || formatted != -1 {
		t.Errorf("GVKGEN_SYNTAXCACHE=off: %d sources found in the format cache, %d formatted; want no format cache", found, formatted)
	}
}
