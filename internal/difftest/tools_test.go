package difftest_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// OURS_<NAME> names the binary to test instead of building ours; one that
// is not an executable file is an error naming the variable.
func TestOursBinFromEnv(t *testing.T) {
	dir := writeTree(t, map[string]string{"exe": "#!/bin/sh\n", "plain": ""})
	if err := os.Chmod(filepath.Join(dir, "exe"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, command, env, value, want, wantErr string
	}{
		{name: "executable", command: "deepcopy-gen", env: "OURS_DEEPCOPY", value: filepath.Join(dir, "exe"), want: filepath.Join(dir, "exe")},
		{name: "gvkgen", command: "gvkgen", env: "OURS_GVKGEN", value: filepath.Join(dir, "exe"), want: filepath.Join(dir, "exe")},
		{name: "not executable", command: "register-gen", env: "OURS_REGISTER", value: filepath.Join(dir, "plain"), wantErr: "OURS_REGISTER=" + filepath.Join(dir, "plain") + " is not an executable file"},
		{name: "directory", command: "conversion-gen", env: "OURS_CONVERSION", value: dir, wantErr: "OURS_CONVERSION=" + dir + " is not an executable file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(tt.env, tt.value)
			// Building would fail: there is no cmd/ in an empty root.
			ours := &difftest.Ours{Root: t.TempDir(), Dir: t.TempDir()}
			got, err := ours.Bin(tt.command)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("Bin(%q) = %q, %v; want %q", tt.command, got, err, tt.want)
			}
		})
	}
}

// A relative path in a variable is taken from the directory the script
// was started in.
func TestGetpath(t *testing.T) {
	tests := []struct {
		name, value, caller, want string
	}{
		{name: "unset", want: "/default"},
		{name: "absolute", value: "/abs/list.txt", caller: "/caller", want: "/abs/list.txt"},
		{name: "relative to the caller", value: "my/list.txt", caller: "/caller", want: "/caller/my/list.txt"},
		{name: "relative, no caller", value: "my/list.txt", want: "my/list.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("DIFFTEST_PATH", tt.value)
			t.Setenv("GVK_CALLER_DIR", tt.caller)
			if got := difftest.Getpath("DIFFTEST_PATH", "/default"); got != tt.want {
				t.Errorf("Getpath = %q, want %q", got, tt.want)
			}
		})
	}
}
