// Command updatedocs regenerates the tag tables of the Markdown pages given
// as arguments (files, or directories searched for *.md files) from the
// generators' tag definitions (see all.Tables):
//
//	go run ./generators/tags/internal/updatedocs README.md docs
package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags/all"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: updatedocs FILE.md|DIR...")
		os.Exit(2)
	}
	for _, arg := range os.Args[1:] {
		err := filepath.WalkDir(arg, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || (path != arg && !strings.HasSuffix(path, ".md")) {
				return err
			}
			return update(path)
		})
		if err != nil {
			fmt.Fprintf(os.Stderr, "updatedocs: %v\n", err)
			os.Exit(1)
		}
	}
}

// update rewrites the tag tables of the page at path, if they changed.
func update(path string) error {
	doc, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	out, _, err := all.Tables(doc)
	if err != nil {
		return fmt.Errorf("%s:%v", path, strings.TrimPrefix(err.Error(), "line "))
	}
	if bytes.Equal(out, doc) {
		return nil
	}
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	return os.WriteFile(path, out, st.Mode().Perm())
}
