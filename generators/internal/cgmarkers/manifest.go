package cgmarkers

import (
	"path/filepath"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
)

// ReadHeader is controller-gen's header of a manifest generator (rbac,
// webhook): the text of the file path (none when empty), each " YEAR"
// made " "+year. It reports an unreadable file at --header-file and
// returns false.
func ReadHeader(pass *gen.Pass, path, year string) (string, bool) {
	if path == "" {
		return "", true
	}
	b, err := pass.ReadFile(path)
	if err != nil {
		pass.Errorf(gen.FlagPos("header-file"), "cannot read the header file: %v; give an existing file to --header-file (controller-gen's headerFile=)", err)
		return "", false
	}
	return strings.ReplaceAll(string(b), " YEAR", " "+year), true
}

// OutputDir is dir, or controller-gen's default for the generator name
// (config/<name>) when empty: a run that does not go through gvkgen's
// controller-gen syntax, such as a test's.
func OutputDir(dir, name string) string {
	if dir == "" {
		return filepath.Join("config", name)
	}
	return dir
}
