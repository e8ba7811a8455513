package difftest

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// KubeClientInputs are Kubernetes' codegen::clients' --input flags: the group
// versions of hack/lib/init.sh's KUBE_AVAILABLE_GROUP_VERSIONS but those
// of KUBE_NONSERVER_GROUP_VERSIONS, each as the directory under k8s.io/api
// kube::util::group-version-to-pkg-path gives; and update-codegen.sh's
// PLURAL_EXCEPTIONS.
func KubeClientInputs(kube, api string) (inputs []string, plurals string, err error) {
	initSh, err := os.ReadFile(filepath.Join(kube, "hack", "lib", "init.sh"))
	if err != nil {
		return nil, "", err
	}
	update, err := os.ReadFile(filepath.Join(kube, "hack", "update-codegen.sh"))
	if err != nil {
		return nil, "", err
	}
	available := shellWords(regexp.MustCompile(`(?s)\nKUBE_AVAILABLE_GROUP_VERSIONS="\$\{KUBE_AVAILABLE_GROUP_VERSIONS:-(.*?)\}"`), initSh)
	nonServer := shellWords(regexp.MustCompile(`(?s)\nKUBE_NONSERVER_GROUP_VERSIONS="(.*?)"`), initSh)
	pl := regexp.MustCompile(`\nPLURAL_EXCEPTIONS="([^"]*)"`).FindSubmatch(update)
	if len(available) == 0 || len(nonServer) == 0 || pl == nil {
		return nil, "", fmt.Errorf("KUBE_AVAILABLE_GROUP_VERSIONS, KUBE_NONSERVER_GROUP_VERSIONS (hack/lib/init.sh) or PLURAL_EXCEPTIONS (hack/update-codegen.sh) not found in %s", kube)
	}
	for _, gv := range available {
		if slices.Contains(nonServer, gv) {
			continue
		}
		dir := gv // "foo.bar.k8s.io/v1" -> "foo/v1", as ${gv/.*k8s.io/}
		if i, j := strings.Index(gv, "."), strings.LastIndex(gv, "k8s.io"); i >= 0 && j > i {
			dir = gv[:i] + gv[j+len("k8s.io"):]
		}
		if st, err := os.Stat(filepath.Join(api, dir, "types.go")); err != nil || st.IsDir() {
			switch gv {
			case "v1":
				dir = "core/v1"
			case "internal.apiserver.k8s.io/v1alpha1":
				dir = "apiserverinternal/v1alpha1"
			default:
				return nil, "", fmt.Errorf("group version %s: no package under k8s.io/api", gv)
			}
		}
		inputs = append(inputs, "--input", dir)
	}
	return inputs, string(pl[1]), nil
}

// shellWords are the words of re's first group in data, backslashes at
// line ends dropped.
func shellWords(re *regexp.Regexp, data []byte) []string {
	g := re.FindSubmatch(data)
	if g == nil {
		return nil
	}
	return strings.Fields(strings.ReplaceAll(string(g[1]), "\\", " "))
}

// KubeAPIPackages returns the import path of every directory of the
// k8s.io/api module at api that holds a types.go, sorted and unique, as
// Kubernetes' update-codegen.sh lists the group versions of client-go's
// trees (LC_ALL=C sort -u of their dirnames).
func KubeAPIPackages(api string) ([]string, error) {
	var apis []string
	err := filepath.WalkDir(api, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Name() == "types.go" {
			rel, _ := filepath.Rel(api, filepath.Dir(p))
			apis = append(apis, "k8s.io/api/"+filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	slices.Sort(apis)
	return slices.Compact(apis), nil
}
