package difftest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"golang.org/x/mod/modfile"
)

// ModuleDir downloads module@version into the module cache (if it is not
// there yet) and returns the read-only directory go extracted it to.
func ModuleDir(modver string) (string, error) {
	tmp, err := os.MkdirTemp("", "difftest-download")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	// Outside any module, so that nothing is recorded anywhere.
	cmd := exec.Command("go", "mod", "download", "-json", modver)
	cmd.Dir = tmp
	cmd.Env = append(os.Environ(), "GO111MODULE=on", "GOWORK=off", "GOFLAGS=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var info struct{ Dir, Error string }
	if jerr := json.Unmarshal(out, &info); err != nil || jerr != nil || info.Error != "" {
		return "", fmt.Errorf("go mod download %s failed: %s%s %s", modver, out, stderr.Bytes(), info.Error)
	}
	if st, err := os.Stat(info.Dir); info.Dir == "" || err != nil || !st.IsDir() {
		return "", fmt.Errorf("no Dir for %s in: %s", modver, out)
	}
	return info.Dir, nil
}

// ScratchCopy makes dest a fresh writable copy of module@version. When the
// module cannot be had it returns an error and copies nothing (the shell
// version once copied the whole file system here).
func ScratchCopy(modver, dest string) error {
	src, err := ModuleDir(modver)
	if err != nil {
		return fmt.Errorf("cannot copy %s: its download failed: %w", modver, err)
	}
	if _, err := os.Stat(filepath.Join(src, "go.mod")); err != nil || filepath.Dir(src) == src {
		return fmt.Errorf("cannot copy %s: no module directory (got %q)", modver, src)
	}
	if err := os.RemoveAll(dest); err != nil {
		return err
	}
	return CopyTree(src, dest)
}

// CopyTree copies the directory src to dst (which must not exist yet),
// every file and directory writable by its owner. Symbolic links are
// copied as links.
func CopyTree(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		info, err := d.Info()
		if err != nil {
			return err
		}
		switch {
		case d.IsDir():
			return os.MkdirAll(target, info.Mode().Perm()|0o700)
		case d.Type()&fs.ModeSymlink != 0:
			link, err := os.Readlink(path)
			if err != nil {
				return err
			}
			return os.Symlink(link, target)
		default:
			return copyFile(path, target, info.Mode().Perm()|0o600)
		}
	})
}

// copyFile copies the regular file src to dst with the permissions perm.
func copyFile(src, dst string, perm fs.FileMode) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, perm)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// ReplaceMissing turns, in the module at dir, each `replace X => ./path`
// whose path is missing (a nested module, which module zips do not carry:
// k8s.io/kubernetes' ./staging/src/k8s.io/*) into a requirement of the
// published X@version, if go.mod requires X; a replace of a module go.mod
// does not require changes nothing and is only dropped (Kubernetes'
// k8s.io/sample-cli-plugin, which the proxy does not serve). It fails if
// there is none.
func ReplaceMissing(dir, version string) error {
	gomod := filepath.Join(dir, "go.mod")
	data, err := os.ReadFile(gomod)
	if err != nil {
		return err
	}
	f, err := modfile.Parse(gomod, data, nil)
	if err != nil {
		return err
	}
	required := map[string]bool{}
	for _, r := range f.Require {
		required[r.Mod.Path] = true
	}
	var edits []string
	for _, r := range f.Replace {
		local := strings.HasPrefix(r.New.Path, "./") || strings.HasPrefix(r.New.Path, "../")
		if !local || r.Old.Version != "" || r.New.Version != "" {
			continue
		}
		if st, err := os.Stat(filepath.Join(dir, r.New.Path)); err == nil && st.IsDir() {
			continue
		}
		edits = append(edits, "-dropreplace="+r.Old.Path)
		if required[r.Old.Path] {
			edits = append(edits, "-require="+r.Old.Path+"@"+version)
		}
	}
	if len(edits) == 0 {
		return fmt.Errorf("replace-missing=%s: %s has no replace by a missing directory", version, gomod)
	}
	cmd := exec.Command("go", append([]string{"mod", "edit"}, edits...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go mod edit in %s: %v: %s", dir, err, out)
	}
	return nil
}
