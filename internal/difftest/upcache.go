package difftest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// upstreamCacheFormat changes when what an entry holds changes, so that
// entries of an older harness are not read.
const upstreamCacheFormat = "upstream-tree 1"

// UpstreamCached reports whether the harnesses reuse upstream's trees:
// unless GVK_UPSTREAM_CACHE is "off" (for timing upstream in the full
// tables, or to rule the cache out).
func UpstreamCached() bool { return os.Getenv("GVK_UPSTREAM_CACHE") != "off" }

// CachedTree runs gen, which generates into tree with upstream's tools,
// or reuses what an earlier gen with the same inputs left there.
//
// Upstream's tools are pinned releases and write the same bytes for the
// same input, so the tree they leave is a function of the tree before the
// run (every file, by content), of key (the command lines, with
// everything else that can change the result: tool versions, file
// contents outside tree) and of the files in extra that gen writes beside
// the tree (its logs). The entry is $GVKGEN_CACHE/test/upstream/<hash>;
// only a gen that succeeded is kept, so a failing upstream run is rerun
// every time. On a hit, tree (and each extra file) is replaced by the
// entry's copy and CachedTree returns true.
func CachedTree(tree string, key []string, extra []string, gen func() error) (bool, error) {
	if !UpstreamCached() {
		return false, gen()
	}
	sum, err := treeKey(tree, key)
	if err != nil {
		return false, err
	}
	entry := filepath.Join(Cache(), "test", "upstream", sum)
	if _, err := os.Stat(filepath.Join(entry, "complete")); err == nil {
		return true, restoreEntry(entry, tree, extra)
	}
	if err := gen(); err != nil {
		return false, err
	}
	return false, saveEntry(entry, tree, extra)
}

// ArgFiles is the content hash of each argument in args that is an
// absolute path of a regular file other than a program (a header, a
// schema), for a key of CachedTree. Programs are upstream's pinned tools,
// named by their path.
func ArgFiles(args []string) string {
	var b strings.Builder
	for _, a := range args {
		if !filepath.IsAbs(a) {
			continue
		}
		if info, err := os.Stat(a); err != nil || !info.Mode().IsRegular() || info.Mode().Perm()&0o111 != 0 {
			continue
		}
		data, err := os.ReadFile(a)
		if err != nil {
			data = []byte("unreadable")
		}
		fmt.Fprintf(&b, "%s %x\n", a, sha256.Sum256(data))
	}
	return b.String()
}

// treeKey hashes key and every file under tree: its path, its kind, and
// its content (a link's target).
func treeKey(tree string, key []string) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%q\n", upstreamCacheFormat, key)
	var files []string
	err := filepath.WalkDir(tree, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		files = append(files, path)
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Strings(files)
	for _, f := range files {
		if err := hashFile(h, tree, f); err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:40], nil
}

// hashFile writes file's path relative to tree, kind and content to h.
func hashFile(h io.Writer, tree, file string) error {
	rel, _ := filepath.Rel(tree, file)
	info, err := os.Lstat(file)
	if err != nil {
		return err
	}
	if info.Mode()&fs.ModeSymlink != 0 {
		link, err := os.Readlink(file)
		fmt.Fprintf(h, "link %q %q\n", rel, link)
		return err
	}
	fmt.Fprintf(h, "file %q %v %d\n", rel, info.Mode().Perm()&0o111 != 0, info.Size())
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(h, f)
	return err
}

// saveEntry stores tree and the extra files as entry, whole or not at all:
// in a temporary directory renamed into place, marked complete last.
func saveEntry(entry, tree string, extra []string) error {
	if err := os.MkdirAll(filepath.Dir(entry), 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(entry), ".tmp-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := CopyTree(tree, filepath.Join(tmp, "tree")); err != nil {
		return err
	}
	for i, f := range extra {
		if err := copyIfExists(f, filepath.Join(tmp, "extra-"+strconv.Itoa(i))); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(tmp, "complete"), []byte(strings.Join(extra, "\n")), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, entry); err != nil && !isFile(filepath.Join(entry, "complete")) {
		return err // another harness storing the same entry at once is fine
	}
	return nil
}

// restoreEntry replaces tree and the extra files with entry's copies.
func restoreEntry(entry, tree string, extra []string) error {
	if err := os.RemoveAll(tree); err != nil {
		return err
	}
	if err := CopyTree(filepath.Join(entry, "tree"), tree); err != nil {
		return err
	}
	for i, f := range extra {
		if err := copyIfExists(filepath.Join(entry, "extra-"+strconv.Itoa(i)), f); err != nil {
			return err
		}
	}
	return nil
}

// copyIfExists copies the file src to dst, if there is one.
func copyIfExists(src, dst string) error {
	info, err := os.Stat(src)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return err
	}
	return copyFile(src, dst, info.Mode().Perm()|0o600)
}
