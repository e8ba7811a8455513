package register

import (
	"bufio"
	"cmp"
	"os"
	"strings"
	"testing"
)

// readKubeVersions reads testdata/kube-versions.txt: groups of equal
// version names, most preferred first.
func readKubeVersions(t *testing.T) [][]string {
	t.Helper()
	f, err := os.Open("testdata/kube-versions.txt")
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
		t.Fatalf("testdata/kube-versions.txt has %d ranks, want the whole table", len(ranks))
	}
	return ranks
}

// TestCompareKubeVersions checks compareKubeVersions on every pair of the
// table of testdata/kube-versions.txt, which
// examples/kubeversion_test.go checks against apimachinery's
// version.CompareKubeAwareVersionStrings.
func TestCompareKubeVersions(t *testing.T) {
	ranks := readKubeVersions(t)
	for i, ri := range ranks {
		for j, rj := range ranks {
			for _, a := range ri {
				for _, b := range rj {
					// A lower rank is preferred: compare is positive.
					want := cmp.Compare(j, i)
					if got := cmp.Compare(compareKubeVersions(a, b), 0); got != want {
						t.Errorf("compareKubeVersions(%q, %q) has sign %d, want %d", a, b, got, want)
					}
				}
			}
		}
	}
}

// TestParseKubeVersion checks the parts read from Kubernetes version names
// and the names that are not ones.
func TestParseKubeVersion(t *testing.T) {
	tests := []struct {
		in   string
		want kubeVersion
		ok   bool
	}{
		{"v1", kubeVersion{1, ga, 0}, true},
		{"v007", kubeVersion{7, ga, 0}, true},
		{"v2beta3", kubeVersion{2, beta, 3}, true},
		{"v1alpha10", kubeVersion{1, alpha, 10}, true},
		{"v0alpha0", kubeVersion{0, alpha, 0}, true},
		{"", kubeVersion{}, false},
		{"v", kubeVersion{}, false},
		{"1", kubeVersion{}, false},
		{"vbeta1", kubeVersion{}, false},
		{"v1beta", kubeVersion{}, false},
		{"v1rc1", kubeVersion{}, false},
		{"v1beta1x", kubeVersion{}, false},
		{"v1 ", kubeVersion{}, false},
		{"v-1", kubeVersion{}, false},
		{"v99999999999999999999", kubeVersion{}, false},
		{"v1beta99999999999999999999", kubeVersion{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := parseKubeVersion(tt.in)
			if ok != tt.ok || (ok && got != tt.want) {
				t.Errorf("parseKubeVersion(%q) = %+v, %v; want %+v, %v", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}
