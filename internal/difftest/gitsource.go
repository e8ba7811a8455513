package difftest

import (
	"archive/tar"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
)

// GitSource is a directory of a git repository at a ref, for a project the
// Go module proxy does not serve (a nested module left out of its module's
// zip: controller-tools' pkg/crd/testdata). Written
// git+URL@REF:DIR, as in a harness row's source column.
type GitSource struct {
	URL, Ref, Dir string
}

// ParseGitSource reads git+URL@REF:DIR; ok is false for any other source
// (module@version).
func ParseGitSource(s string) (g GitSource, ok bool, err error) {
	rest, ok := strings.CutPrefix(s, "git+")
	if !ok {
		return g, false, nil
	}
	at := strings.LastIndex(rest, "@")
	if at < 0 {
		return g, true, fmt.Errorf("git source %q: want git+URL@REF:DIR", s)
	}
	g.URL = rest[:at]
	g.Ref, g.Dir, _ = strings.Cut(rest[at+1:], ":")
	if g.URL == "" || g.Ref == "" || g.Dir == "" || path.IsAbs(g.Dir) || strings.Contains(g.Dir, "..") {
		return g, true, fmt.Errorf("git source %q: want git+URL@REF:DIR, DIR relative", s)
	}
	return g, true, nil
}

// mirror is the local clone or bare mirror of url that $GIT_MIRRORS names
// ("URL=DIR URL=DIR"), "" for none.
func mirror(url string) string {
	for _, kv := range strings.Fields(os.Getenv("GIT_MIRRORS")) {
		if u, dir, ok := strings.Cut(kv, "="); ok && strings.TrimSuffix(u, ".git") == strings.TrimSuffix(url, ".git") {
			return dir
		}
	}
	return ""
}

// Copy makes dest a fresh copy of the source's directory: from the local
// mirror $GIT_MIRRORS names for its URL, else from a shallow bare clone of
// the ref kept in cache (reused by later runs).
func (g GitSource) Copy(cache, dest string) error {
	repo := mirror(g.URL)
	if repo == "" {
		repo = filepath.Join(cache, strings.NewReplacer("/", "+", ":", "+").Replace(strings.TrimPrefix(strings.TrimPrefix(g.URL, "https://"), "http://"))+"@"+g.Ref)
		if _, err := os.Stat(repo); err != nil {
			tmp := repo + ".tmp"
			_ = os.RemoveAll(tmp)
			if out, err := exec.Command("git", "clone", "--quiet", "--bare", "--depth=1", "--branch="+g.Ref, g.URL, tmp).CombinedOutput(); err != nil {
				return fmt.Errorf("git clone %s at %s: %v\n%s(offline? name a local mirror in GIT_MIRRORS=URL=DIR)", g.URL, g.Ref, err, out)
			}
			if err := os.Rename(tmp, repo); err != nil {
				return err
			}
		}
	}
	var stderr bytes.Buffer
	cmd := exec.Command("git", "-C", repo, "archive", "--format=tar", g.Ref, g.Dir)
	cmd.Stderr = &stderr
	data, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("git archive %s %s in %s: %v\n%s", g.Ref, g.Dir, repo, err, stderr.Bytes())
	}
	if err := os.RemoveAll(dest); err != nil {
		return err
	}
	return untar(data, g.Dir, dest)
}

// untar writes the files of the tar data under dir to dest, dir's prefix
// taken off.
func untar(data []byte, dir, dest string) error {
	r := tar.NewReader(bytes.NewReader(data))
	prefix := strings.TrimSuffix(dir, "/") + "/"
	n := 0
	for {
		h, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		rel, ok := strings.CutPrefix(h.Name, prefix)
		if !ok || rel == "" || strings.Contains(rel, "..") {
			continue
		}
		target := filepath.Join(dest, filepath.FromSlash(rel))
		switch h.Typeflag {
		case tar.TypeDir:
			err = os.MkdirAll(target, 0o755)
		case tar.TypeReg:
			if err = os.MkdirAll(filepath.Dir(target), 0o755); err == nil {
				var f *os.File
				if f, err = os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644|os.FileMode(h.Mode)&0o111); err == nil {
					_, err = io.Copy(f, r)
					if cerr := f.Close(); err == nil {
						err = cerr
					}
				}
			}
			n++
		}
		if err != nil {
			return err
		}
	}
	if n == 0 {
		return fmt.Errorf("no file under %s", dir)
	}
	return nil
}
