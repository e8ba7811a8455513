package difftest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
)

// The upstream releases gvkgen is measured against.
const (
	CodegenVersion         = "v0.37.2"
	ControllerToolsVersion = "v0.23.0"
	// KubeOpenAPIVersion is kube-openapi's version code-generator
	// CodegenVersion's kube_codegen.sh installs openapi-gen at.
	KubeOpenAPIVersion = "v0.0.0-20260721132016-d427ff9ee9ad"
)

// Getenv returns the environment variable name, or def when it is unset or
// empty, as the scripts' ${NAME:-def} did.
func Getenv(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

// Getpath is Getenv for a path: a relative value is taken relative to
// $GVK_CALLER_DIR, the directory the hack/ script was started in (go test
// runs a test in its package's directory), when that is set.
func Getpath(name, def string) string {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	if caller := os.Getenv("GVK_CALLER_DIR"); caller != "" && !filepath.IsAbs(v) {
		return filepath.Join(caller, v)
	}
	return v
}

// GetenvInt returns the environment variable name as a number, or def when
// it is unset, empty or not a number.
func GetenvInt(name string, def int) int {
	n, err := strconv.Atoi(os.Getenv(name))
	if err != nil {
		return def
	}
	return n
}

// Cache is GVKGEN_CACHE: where upstream tools (bin/<tool>@<version>) and
// the harnesses' scratch trees (work/<harness>) go; by default
// $HOME/.cache/gvkgen.
func Cache() string {
	home := Getenv("HOME", "/tmp")
	return Getpath("GVKGEN_CACHE", filepath.Join(home, ".cache", "gvkgen"))
}

// WorkDir is a harness's scratch directory: the environment variable env
// if set, else $GVKGEN_CACHE/work/<name>. It is created and returned as an
// absolute path with symbolic links resolved.
func WorkDir(env, name string) (string, error) {
	dir := Getpath(env, filepath.Join(Cache(), "work", name))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	return filepath.EvalSymlinks(dir)
}

// scratchGoflags are the GOFLAGS of commands run in scratch modules: the
// caller's, and -mod=mod, so that a stale go.sum or a missing requirement
// does not stop a copy of a published module. Our own repository is built
// with the caller's GOFLAGS untouched.
func scratchGoflags() string {
	if f := os.Getenv("GOFLAGS"); f != "" {
		return f + " -mod=mod"
	}
	return "-mod=mod"
}

// ScratchEnv is the environment of commands run inside scratch modules:
// the process's, with GOWORK=off (a module may ship a go.work) and
// -mod=mod added to GOFLAGS.
func ScratchEnv() []string {
	return append(os.Environ(), "GOWORK=off", "GOFLAGS="+scratchGoflags())
}

// Scratch returns the command name args, run in dir with ScratchEnv and
// its standard input empty.
func Scratch(dir, name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = ScratchEnv()
	return cmd
}
