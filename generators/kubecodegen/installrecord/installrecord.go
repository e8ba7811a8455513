package installrecord

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// Command is the word, in place of a function's name, of the script's
// internal command: gvkgen kube-codegen install-record check|write RECORD
// ROOT [START].
const Command = "install-record"

// installRecordFormat is the first line of a record; a change of the
// record's content or meaning changes it.
const installRecordFormat = "gvkgen install record 2"

// installEnvNames are the go command's settings that go install's output
// depends on, as go env reports them in the module (CGO_CFLAGS and the
// like, which go env asks the C compiler for, come from the environment).
var installEnvNames = []string{"GOVERSION", "GOROOT", "GOTOOLDIR", "GOENV", "GOFLAGS", "GOOS", "GOARCH",
	"GOAMD64", "GOARM", "GOARM64", "GO386", "GOMIPS", "GOMIPS64", "GOPPC64", "GORISCV64", "GOWASM",
	"GOEXPERIMENT", "GOFIPS140", "CGO_ENABLED", "CC", "CXX", "GOTOOLCHAIN", "GOWORK", "GOMOD",
	"GO111MODULE", "GOPATH", "GOMODCACHE"}

// Main runs gvkgen kube-codegen install-record, args being the words
// after it: "check RECORD ROOT" exits 0 if RECORD, written by "write
// RECORD ROOT START" after an install that started at START (seconds
// since the epoch), still describes what go install in ROOT would build
// from, and 1 otherwise; "write" exits 0 once the record is written. The
// installed binary is gvkgen beside RECORD ($GOBIN/.gvkgen-install).
func Main(args []string, stderr io.Writer) int {
	if !(len(args) == 3 && args[0] == "check" || len(args) == 4 && args[0] == "write") {
		fmt.Fprintf(stderr, "usage: gvkgen kube-codegen %s check RECORD ROOT | write RECORD ROOT START\n", Command)
		return 2
	}
	record, root := args[1], args[2]
	gobin := filepath.Dir(record)
	if args[0] == "check" {
		old, err := os.ReadFile(record)
		if err != nil {
			return 1
		}
		format, rest, _ := bytes.Cut(old, []byte("\n"))
		start, _, _ := bytes.Cut(rest, []byte("\n"))
		since, err := strconv.ParseInt(string(start), 10, 64)
		if string(format) != installRecordFormat || err != nil {
			return 1
		}
		// A file changed less than two seconds before the install started
		// may have changed within one tick of its clock: not trusted.
		state, err := installState(root, gobin, since-2)
		if err != nil || installRecordFormat+"\n"+string(start)+"\n"+state != string(old) {
			return 1
		}
		return 0
	}
	if _, err := strconv.ParseInt(args[3], 10, 64); err != nil {
		fmt.Fprintf(stderr, "gvkgen kube-codegen %s: START %q is not a number of seconds\n", Command, args[3])
		return 2
	}
	state, err := installState(root, gobin, 0)
	if err != nil {
		fmt.Fprintf(stderr, "gvkgen kube-codegen %s: %v\n", Command, err)
		return 1
	}
	tmp := fmt.Sprintf("%s.%d", record, os.Getpid())
	if err := os.WriteFile(tmp, []byte(installRecordFormat+"\n"+args[3]+"\n"+state), 0o644); err != nil {
		return 1
	}
	if err := os.Rename(tmp, record); err != nil {
		os.Remove(tmp)
		return 1
	}
	return 0
}

// installState describes what go install of root's ./cmd/gvkgen builds
// from, and the binary it installed in gobin: go env's settings there,
// the environment's CGO_*FLAGS, and the type, size, modification and
// change times and inode of every file of the module (.git aside), of the
// toolchain's tools and go env's configuration file, and of the binary,
// as git's index records files. It fails if it cannot tell (no such
// binary, a symbolic link in the module), and, if since > 0, if a file
// other than the binary changed after since (seconds since the epoch).
func installState(root, gobin string, since int64) (string, error) {
	binary := filepath.Join(gobin, "gvkgen")
	// go env runs while the module is walked.
	type result struct {
		out []byte
		err error
	}
	env := make(chan result, 1)
	go func() {
		cmd := exec.Command("go", append([]string{"env"}, installEnvNames...)...)
		cmd.Dir, cmd.Env = root, append(os.Environ(), "GO111MODULE=on")
		out, err := cmd.Output()
		env <- result{out, err}
	}()
	var files strings.Builder
	walkErr := stampTree(&files, root, root, binary, since)
	r := <-env
	if walkErr != nil {
		return "", walkErr
	}
	if r.err != nil {
		return "", fmt.Errorf("go env in %s: %v", root, r.err)
	}
	vals := strings.Split(strings.TrimSuffix(string(r.out), "\n"), "\n")
	if len(vals) != len(installEnvNames) || vals[2] == "" {
		return "", fmt.Errorf("go env in %s printed %d lines for %d settings", root, len(vals), len(installEnvNames))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "root %s\n", root)
	for i, n := range installEnvNames {
		fmt.Fprintf(&b, "%s=%s\n", n, vals[i])
	}
	for _, n := range []string{"CGO_CFLAGS", "CGO_CPPFLAGS", "CGO_CXXFLAGS", "CGO_FFLAGS", "CGO_LDFLAGS"} {
		fmt.Fprintf(&b, "env %s=%s\n", n, os.Getenv(n))
	}
	b.WriteString(files.String())
	trees := []string{vals[2]}
	if config := vals[3]; config != "" {
		if _, err := os.Lstat(config); err == nil {
			trees = append(trees, config)
		}
	}
	for _, t := range append(trees, binary) {
		if err := stampTree(&b, t, root, binary, since); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// stampTree writes a line for top and, if it is a directory, for every
// file under it that go install may read: not ROOT's .git, not a test
// file (go install compiles none; adding or removing one changes its
// directory's line), and of a directory holding another module (go.mod),
// only the directory's own line, which a go.mod added or removed changes.
// See installState.
func stampTree(b *strings.Builder, top, root, binary string, since int64) error {
	fi, err := os.Lstat(top)
	if err != nil {
		return err
	}
	if err := stampLine(b, top, fi, binary, since); err != nil || !fi.IsDir() {
		return err
	}
	entries, err := os.ReadDir(top)
	if err != nil {
		return err
	}
	if top != root {
		for _, e := range entries {
			if e.Name() == "go.mod" {
				return nil
			}
		}
	}
	for _, e := range entries {
		p := filepath.Join(top, e.Name())
		switch {
		case top == root && e.Name() == ".git", !e.IsDir() && strings.HasSuffix(e.Name(), "_test.go"):
			continue
		case e.IsDir():
			if err := stampTree(b, p, root, binary, since); err != nil {
				return err
			}
			continue
		}
		fi, err := e.Info()
		if err != nil {
			return err
		}
		if err := stampLine(b, p, fi, binary, since); err != nil {
			return err
		}
	}
	return nil
}

// stampLine writes the line of file p; see installState.
func stampLine(b *strings.Builder, p string, fi fs.FileInfo, binary string, since int64) error {
	kind := "f"
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		return fmt.Errorf("%s is a symbolic link", p)
	case fi.IsDir():
		kind = "d"
	case !fi.Mode().IsRegular():
		kind = "o"
	}
	if p == binary && kind != "f" {
		return fmt.Errorf("%s is not a file", p)
	}
	st, ok := statTimes(fi)
	if !ok {
		return errors.New("no change times on this system")
	}
	if since > 0 && p != binary && st.ctime > since*1e9 {
		return fmt.Errorf("%s changed recently", p)
	}
	fmt.Fprintf(b, "%s %s %d %d %d %d\n", kind, p, fi.Size(), st.mtime, st.ctime, st.inode)
	return nil
}

// fileTimes are what installState records of a file besides its size.
type fileTimes struct {
	mtime, ctime int64 // nanoseconds since the epoch
	inode        uint64
}
