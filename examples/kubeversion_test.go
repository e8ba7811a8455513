package examples_test

import (
	"bufio"
	"cmp"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/version"
)

// TestKubeVersionTable checks the table of version names that
// generators/register's TestCompareKubeVersions holds gvkgen's own
// ordering to (register-gen's +k8s:register-gen:version-priority default)
// against apimachinery's version.CompareKubeAwareVersionStrings, which
// upstream's register-gen sorts with: the two agree on every pair.
func TestKubeVersionTable(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "generators", "register", "testdata", "kube-versions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ranks [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			ranks = append(ranks, strings.Fields(line))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(ranks) < 10 {
		t.Fatalf("kube-versions.txt has %d ranks, want the whole table", len(ranks))
	}
	for i, ri := range ranks {
		for j, rj := range ranks {
			for _, a := range ri {
				for _, b := range rj {
					// A lower rank is preferred: compare is positive.
					want := cmp.Compare(j, i)
					if got := cmp.Compare(version.CompareKubeAwareVersionStrings(a, b), 0); got != want {
						t.Errorf("CompareKubeAwareVersionStrings(%q, %q) has sign %d, want %d", a, b, got, want)
					}
				}
			}
		}
	}
}
