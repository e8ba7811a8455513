package testmodule

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
)

// Published is a module directory as a user's go command sees a released
// version of it: served by an on-disk proxy in front of the module cache
// and GOPROXY, fetched into a module cache of its own.
type Published struct {
	Root    string   // the module directory published
	Module  string   // its module path
	Version string   // the version it is published as (also @latest)
	Env     []string // environment for the go command: that proxy and module cache
}

// publishOnce makes Publish zip and serve the module once per test binary:
// every test of the binary shares its proxy and module cache.
var publishOnce struct {
	sync.Mutex
	done map[string]Published
	err  map[string]error
}

// Publish serves the module at root as module@v0.1.0 on an on-disk proxy
// and returns the environment whose go command fetches it from there (its
// dependencies from the module cache, itself a proxy, then GOPROXY).
//
// The proxy and the module cache it fills live in CacheDir, under a name
// made of root and the test binary's, and are kept between runs: the
// dependencies keep their directories, so the go command's build cache
// serves their builds on the next run, and only the published module is
// fetched anew (its copies from an earlier run are deleted first). The
// first call of a test binary publishes; the others return the same.
func Publish(t testing.TB, root, modulePath string) Published {
	t.Helper()
	key := root + "\x00" + modulePath
	publishOnce.Lock()
	defer publishOnce.Unlock()
	if publishOnce.done == nil {
		publishOnce.done, publishOnce.err = map[string]Published{}, map[string]error{}
	}
	if err, ok := publishOnce.err[key]; ok {
		t.Fatal(err)
	}
	if p, ok := publishOnce.done[key]; ok {
		return p
	}
	p, err := publish(root, modulePath)
	if err != nil {
		publishOnce.err[key] = err
		t.Fatal(err)
	}
	publishOnce.done[key] = p
	return p
}

// publish does Publish's work for one module.
func publish(root, modulePath string) (Published, error) {
	p := Published{Root: root, Module: modulePath, Version: "v0.1.0"}
	sum := sha256.Sum256([]byte(root + "\x00" + filepath.Base(os.Args[0])))
	base := filepath.Join(CacheDir(), "published", filepath.Base(os.Args[0])+"-"+hex.EncodeToString(sum[:6]))
	proxy, modCache := filepath.Join(base, "proxy"), filepath.Join(base, "mod")
	// The published module's earlier copies: the proxy's, and the module
	// cache's (extracted and downloaded), which the go command would trust.
	escaped, err := module.EscapePath(modulePath)
	if err != nil {
		return p, err
	}
	for _, old := range []string{
		proxy,
		filepath.Join(modCache, "cache", "download", filepath.FromSlash(escaped)),
		filepath.Join(modCache, filepath.FromSlash(escaped)+"@"+p.Version),
	} {
		if err := removeAll(old); err != nil {
			return p, err
		}
	}
	if err := writeProxy(proxy, root, modulePath, p.Version); err != nil {
		return p, err
	}
	download, err := goEnv("GOMODCACHE")
	if err != nil {
		return p, err
	}
	upstream, err := goEnv("GOPROXY")
	if err != nil {
		return p, err
	}
	// Clipped, so that tests running side by side, each appending its own
	// variables, never share the array behind it.
	p.Env = slices.Clip(append(os.Environ(),
		"GOMODCACHE="+modCache,
		"GOPROXY=file://"+filepath.ToSlash(proxy)+",file://"+filepath.ToSlash(filepath.Join(download, "cache", "download"))+","+upstream,
		"GOSUMDB=off", // the zip is ours; dependencies are checked against its go.sum
		"GOFLAGS=-modcacherw",
		"GOTOOLCHAIN=local",
		"GOWORK=off",
	))
	return p, nil
}

// writeProxy writes the module at root, as modulePath@version, into the
// proxy directory in the layout of the GOPROXY protocol.
func writeProxy(proxy, root, modulePath, version string) error {
	escaped, err := module.EscapePath(modulePath)
	if err != nil {
		return err
	}
	dir := filepath.Join(proxy, filepath.FromSlash(escaped), "@v")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	zf, err := os.Create(filepath.Join(dir, version+".zip"))
	if err != nil {
		return err
	}
	if err := modzip.CreateFromDir(zf, module.Version{Path: modulePath, Version: version}, root); err != nil {
		zf.Close()
		return fmt.Errorf("zipping the module: %w", err)
	}
	if err := zf.Close(); err != nil {
		return err
	}
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return err
	}
	for name, content := range map[string]string{
		"list":            version + "\n",
		version + ".info": fmt.Sprintf(`{"Version":%q,"Time":"2026-11-01T00:00:00Z"}`, version),
		version + ".mod":  string(gomod),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// CacheDir is where tests keep what outlives a run (published modules'
// module caches, tools they build): $GVKGEN_CACHE/test, by default in
// gvkgen/test of the user's cache directory.
func CacheDir() string {
	if dir := os.Getenv("GVKGEN_CACHE"); dir != "" {
		return filepath.Join(dir, "test")
	}
	if dir, err := os.UserCacheDir(); err == nil {
		return filepath.Join(dir, "gvkgen", "test")
	}
	return filepath.Join(os.TempDir(), "gvkgen-test-cache")
}

// removeAll removes path like os.RemoveAll, first making the directories
// below it writable (a module cache's are read-only).
func removeAll(path string) error {
	filepath.WalkDir(path, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			os.Chmod(p, 0o755)
		}
		return nil
	})
	return os.RemoveAll(path)
}

// goEnv returns the go command's value of the variable name.
func goEnv(name string) (string, error) {
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %w", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}
