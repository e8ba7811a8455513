// Command updatereadme regenerates the tag tables of the README given as its
// argument from the generators' tag definitions (see all.README):
//
//	go run ./generators/tags/internal/updatereadme README.md
package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/gvk-dev/gvkgen/generators/tags/all"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: updatereadme README.md")
		os.Exit(2)
	}
	path := os.Args[1]
	doc, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "updatereadme: %v\n", err)
		os.Exit(1)
	}
	out, err := all.README(doc)
	if err != nil {
		fmt.Fprintf(os.Stderr, "updatereadme: %s: %v\n", path, err)
		os.Exit(1)
	}
	if bytes.Equal(out, doc) {
		return
	}
	st, err := os.Stat(path)
	if err == nil {
		err = os.WriteFile(path, out, st.Mode().Perm())
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "updatereadme: %v\n", err)
		os.Exit(1)
	}
}
