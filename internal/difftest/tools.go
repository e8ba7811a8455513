package difftest

import (
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"sync"
)

// InstallTool go-installs pkg@version once into
// $GVKGEN_CACHE/bin/<name>@<version> and returns the binary's path. Each
// version has its own directory, so a cached binary is never another
// version. Processes may install the same tool at once: each installs
// into a directory of its own and renames the binary into place.
func InstallTool(pkgver string) (string, error) {
	pkg, ver, ok := strings.Cut(pkgver, "@")
	if !ok {
		return "", fmt.Errorf("%s: want package@version", pkgver)
	}
	name := path.Base(pkg)
	dir := filepath.Join(Cache(), "bin", name+"@"+ver)
	bin := filepath.Join(dir, name)
	if st, err := os.Stat(bin); err == nil && st.Mode()&0o111 != 0 {
		return bin, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(dir, ".install-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	cmd := exec.Command("go", "install", pkgver)
	// Outside any module: nothing is recorded anywhere.
	cmd.Dir = tmp
	cmd.Env = append(os.Environ(), "GO111MODULE=on", "GOWORK=off", "GOBIN="+tmp)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go install %s failed: %v\n%s", pkgver, err, out)
	}
	if err := os.Rename(filepath.Join(tmp, name), bin); err != nil {
		return "", err
	}
	return bin, nil
}

// UpstreamGen installs upstream k8s.io/code-generator's <gen>-gen.
func UpstreamGen(gen string) (string, error) {
	return InstallTool("k8s.io/code-generator/cmd/" + gen + "-gen@" + CodegenVersion)
}

// ControllerGen is $CONTROLLER_GEN, or controller-gen installed.
func ControllerGen() (string, error) {
	if bin := Getpath("CONTROLLER_GEN", ""); bin != "" {
		return bin, nil
	}
	return InstallTool("sigs.k8s.io/controller-tools/cmd/controller-gen@" + ControllerToolsVersion)
}

// Ours builds the commands of this repository on demand, each once, into
// a directory of its own.
type Ours struct {
	Root string // the repository
	Dir  string // where the binaries go

	mu    sync.Mutex
	built map[string]string
}

// Bin returns the path of our command (gvkgen, deepcopy-gen, ...): the
// variable OURS_<NAME> (OURS_DEEPCOPY for deepcopy-gen, OURS_GVKGEN for
// gvkgen) if set, else ./cmd/<command> built from the repository.
func (o *Ours) Bin(command string) (string, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if bin, ok := o.built[command]; ok {
		return bin, nil
	}
	v := "OURS_" + strings.ToUpper(strings.ReplaceAll(strings.TrimSuffix(command, "-gen"), "-", "_"))
	bin := Getpath(v, "")
	if bin != "" {
		if st, err := os.Stat(bin); err != nil || st.IsDir() || st.Mode()&0o111 == 0 {
			return "", fmt.Errorf("%s=%s is not an executable file", v, bin)
		}
	} else {
		bin = filepath.Join(o.Dir, command)
		if err := os.MkdirAll(o.Dir, 0o755); err != nil {
			return "", err
		}
		cmd := exec.Command("go", "build", "-o", bin, "./cmd/"+command)
		cmd.Dir = o.Root
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", fmt.Errorf("go build ./cmd/%s failed (set %s=/path/to/%s): %v\n%s", command, v, command, err, out)
		}
	}
	if o.built == nil {
		o.built = map[string]string{}
	}
	o.built[command] = bin
	return bin, nil
}
