package crd

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// pluralize is flect's Pluralize (controller-gen's default plural is
// strings.ToLower(flect.Pluralize(kind))): testdata/plurals.txt holds
// flect v1.0.3's plurals of kind names, common words and each of its
// dictionary's words and suffix rules, checked against flect by the
// fixture module's test (testdata/flect).
func TestPluralize(t *testing.T) {
	f, err := os.Open("testdata/plurals.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n, bad := 0, 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		word, want, _ := strings.Cut(line, " ")
		n++
		if got := pluralize(word); got != want {
			bad++
			t.Errorf("pluralize(%s) = %s, flect's is %s", word, got, want)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 1000 {
		t.Fatalf("%d words in testdata/plurals.txt, want the whole list", n)
	}
	if bad > 0 {
		t.Logf("%d of %d differ", bad, n)
	}
}
