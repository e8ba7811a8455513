package difftest

import (
	"bytes"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// k8s.io/kubernetes' codegen::openapi (hack/update-codegen.sh), which
// TestDiffOpenAPI's kubernetes row and the bench case kubernetes-openapi
// run with upstream's openapi-gen and ours.
const (
	KubeOpenAPIModver = "k8s.io/kubernetes@v1.37.2"
	KubeOpenAPIOut    = "pkg/generated/openapi"
	KubeOpenAPIReport = "_output/api_violations.report"
)

// KubeOpenAPIArgs are codegen::openapi's flags (without -v), then pkgs.
func KubeOpenAPIArgs(pkgs []string) []string {
	return append([]string{"--go-header-file", "hack/boilerplate/boilerplate.generatego.txt",
		"--output-file", "zz_generated.openapi.go", "--output-dir", KubeOpenAPIOut,
		"--output-pkg", "k8s.io/kubernetes/" + KubeOpenAPIOut, "--report-filename", KubeOpenAPIReport,
		"--output-model-name-file", "zz_generated.model_name.go"}, pkgs...)
}

// PrepareKubeOpenAPI lays out a fresh copy of Kubernetes at dir and
// returns, as import paths, the packages codegen::openapi passes to
// openapi-gen. The module zip lacks ./staging: the staging modules that
// the committed definitions import are copied in from their published
// CodegenVersion, so that the model name files are written there as in
// Kubernetes' tree (no input package is in the module cache); the others
// (none has a +k8s:openapi tag at v0.37.2) are required instead
// (ReplaceMissing). The files openapi-gen writes are removed first, so
// that a run writes every one anew.
func PrepareKubeOpenAPI(dir string) ([]string, error) {
	if err := ScratchCopy(KubeOpenAPIModver, dir); err != nil {
		return nil, err
	}
	imports, err := Imports(filepath.Join(dir, KubeOpenAPIOut, "zz_generated.openapi.go"))
	if err != nil {
		return nil, err
	}
	var mods []string
	for _, p := range imports {
		if m := strings.Split(p, "/"); m[0] == "k8s.io" && len(m) > 1 && m[1] != "kubernetes" && !slices.Contains(mods, m[1]) {
			mods = append(mods, m[1])
		}
	}
	for _, m := range mods {
		src, err := ModuleDir("k8s.io/" + m + "@" + CodegenVersion)
		if err == nil {
			err = CopyTree(src, filepath.Join(dir, "staging/src/k8s.io", m))
		}
		if err != nil {
			return nil, err
		}
	}
	if err := ReplaceMissing(dir, CodegenVersion); err != nil {
		return nil, err
	}
	dirs, err := kubeOpenAPIDirs(dir)
	if err != nil {
		return nil, err
	}
	pkgs := make([]string, 0, len(dirs))
	for _, d := range dirs {
		os.Remove(filepath.Join(dir, d, "zz_generated.model_name.go"))
		p, ok := strings.CutPrefix(d, "staging/src/")
		if !ok {
			p = "k8s.io/kubernetes/" + d
		}
		pkgs = append(pkgs, p)
	}
	os.Remove(filepath.Join(dir, KubeOpenAPIOut, "zz_generated.openapi.go"))
	return pkgs, os.MkdirAll(filepath.Join(dir, filepath.Dir(KubeOpenAPIReport)), 0o755)
}

// Imports are the packages the Go file imports, but kube-openapi's and
// k8s.io/utils/ptr (those of generated definitions: the packages with
// definitions).
func Imports(file string) ([]string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ImportsOnly)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, i := range f.Imports {
		if p, _ := strconv.Unquote(i.Path.Value); !strings.HasPrefix(p, "k8s.io/kube-openapi/") && p != "k8s.io/utils/ptr" {
			out = append(out, p)
		}
	}
	return out, nil
}

// k8sTagLine is update-codegen.sh's grep for files with +k8s: tags.
var k8sTagLine = regexp.MustCompile(`(?m)^// *\+k8s:`)

// kubeOpenAPIDirs are the directories (relative, sorted) codegen::openapi
// selects: those of the .go files with a "// +k8s:" line that mention
// +k8s:openapi; testdata, _codegenignore, the root's vendor, directories
// with a go.work below the root, and code-generator, sample-apiserver and
// sample-controller aside.
func kubeOpenAPIDirs(root string) ([]string, error) {
	skip := []string{"vendor", ".git", "_output", "staging/src/k8s.io/code-generator", "staging/src/k8s.io/sample-apiserver", "staging/src/k8s.io/sample-controller"}
	var dirs []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if slices.Contains(skip, rel) || d.Name() == "testdata" || d.Name() == "_codegenignore" || (rel != "." && isFile(filepath.Join(path, "go.work"))) {
				return filepath.SkipDir
			}
			return nil
		}
		dir := filepath.ToSlash(filepath.Dir(rel))
		if !strings.HasSuffix(rel, ".go") || slices.Contains(dirs, dir) {
			return nil
		}
		src, err := os.ReadFile(path)
		if err == nil && k8sTagLine.Match(src) && bytes.Contains(src, []byte("+k8s:openapi")) {
			dirs = append(dirs, dir)
		}
		return err
	})
	slices.Sort(dirs)
	return dirs, err
}
