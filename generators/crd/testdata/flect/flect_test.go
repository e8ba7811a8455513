// Package flect checks testdata/plurals.txt, the plurals crd's tests
// expect, against github.com/gobuffalo/flect, whose Pluralize
// controller-gen v0.23.0 gives a kind's default plural (lower-cased). It
// is a test of this fixture module only, so that the tools' module does
// not require flect:
//
//	cd generators/crd/testdata && go test ./flect            # check
//	cd generators/crd/testdata && go test ./flect -update    # rewrite
package flect

import (
	"bufio"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/gobuffalo/flect"
)

var update = flag.Bool("update", false, "rewrite ../plurals.txt with flect's plurals of its words")

const file = "../plurals.txt"

// TestPlurals: every line of plurals.txt is a word and flect's plural.
func TestPlurals(t *testing.T) {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out strings.Builder
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			out.WriteString(line + "\n")
			continue
		}
		word, plural, _ := strings.Cut(line, " ")
		want := flect.Pluralize(word)
		if !*update && plural != want {
			t.Errorf("%s: plurals.txt has %q, flect %q", word, plural, want)
		}
		out.WriteString(word + " " + want + "\n")
		n++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("no words")
	}
	if *update {
		if err := os.WriteFile(file, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
