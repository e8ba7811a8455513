package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/gvk-dev/gvkgen/internal/difftest"
)

// helpersKind is a *-helpers, *-client or *-openapi case: upstream's kube_codegen.sh
// against the repository's, each sourced and the module's own
// kube::codegen::gen_helpers (*-client: gen_client, *-openapi: gen_openapi
// with a report file of its own, after the THIS_PKG its
// hack/update-codegen.sh sets) called from the module's root. Four tools:
//
//	ours          our kube_codegen.sh as users run it: it installs gvkgen
//	              from its checkout into GOBIN, then runs it once
//	upstream      upstream's as users run it: go install of its tools into
//	              GOBIN, then one run of each tool that has packages
//	ours-pre      ours with gvkgen preinstalled (GVKGEN_BIN)
//	upstream-pre  upstream's with its tools preinstalled: its go install
//	              made a no-op (a shell function named go)
//
// The -pre runs are the case NAME-pre. Every run starts from the module's
// tree as committed (the functions remove and rewrite their files); every
// run must leave the generated files upstream's leaves. A generator gvkgen
// lacks is run by ours from upstream's binary, copied into our GOBIN.
// kubernetes-helpers: upstream's validation-gen stops at a tag of
// apimachinery's that Kubernetes' own script runs with other flags, so
// there validation-gen is a stub that writes nothing, on both sides.
type helpersKind struct {
	b   *bench
	ref map[string]string
}

func (k *helpersKind) tools() []string {
	return []string{"ours", "upstream", "ours-pre", "upstream-pre"}
}

// helpersCall is the case's call: the module's own, from its
// hack/update-codegen.sh (SCRIPT_ROOT=hack/..), or for k8s.io/kubernetes
// (whose script does not use kube_codegen.sh) the flags its script gives
// deepcopy, defaulter and conversion-gen, on the whole module.
func helpersCall(name, mod string) (string, error) {
	if name == "kubernetes-helpers" {
		return `kube::codegen::gen_helpers --boilerplate "${SCRIPT_ROOT}/hack/boilerplate/boilerplate.generatego.txt"` +
			` --extra-peer-dir k8s.io/kubernetes/pkg/apis/core --extra-peer-dir k8s.io/kubernetes/pkg/apis/core/v1` +
			` --extra-peer-dir k8s.io/api/core/v1 --lint-rules known-tags-only,require-explicit-disablement .`, nil
	}
	src, err := os.ReadFile(filepath.Join(mod, "hack", "update-codegen.sh"))
	if err != nil {
		return "", err
	}
	fn, pre := "gen_helpers", ""
	thisPkg := strings.Join(regexp.MustCompile(`(?m)^THIS_PKG=.*$`).FindAllString(string(src), -1), "\n") + "\n"
	switch {
	case isClient(name):
		fn, pre = "gen_client", thisPkg
	case strings.HasSuffix(name, "-openapi"):
		// The report in a file of the run's own, updated: with the
		// script's default /dev/null, upstream's call fails on
		// apimachinery's violations.
		fn, pre = "gen_openapi", thisPkg+"report_filename=$(mktemp)\nupdate_report=--update-report\n"
	}
	// The call's lines: from kube::codegen::<fn> to the first not ending
	// in a backslash.
	var call []string
	for _, l := range strings.Split(string(src), "\n") {
		if len(call) == 0 && !strings.HasPrefix(l, "kube::codegen::"+fn) {
			continue
		}
		call = append(call, l)
		if !strings.HasSuffix(l, `\`) {
			break
		}
	}
	if len(call) == 0 {
		return "", fmt.Errorf("no kube::codegen::%s call in %s/hack/update-codegen.sh", fn, mod)
	}
	return pre + strings.Join(call, "\n"), nil
}

// helpersPrepare makes the copy of the module load (k8s.io/kubernetes: its
// ./staging replaces become the published modules).
func helpersPrepare(name, mod string) error {
	for _, f := range []string{"vendor", "go.work", "go.work.sum"} {
		os.RemoveAll(filepath.Join(mod, f))
	}
	if name == "kubernetes-helpers" {
		return difftest.ReplaceMissing(mod, difftest.CodegenVersion)
	}
	return nil
}

// script is what a run of tool executes, from the module's root.
func (k *helpersKind) script(tool, call string) string {
	b := k.b
	s := fmt.Sprintf("#!/usr/bin/env bash\n# %s: %s, as hack/bench.sh times it.\nexport GOWORK=off GOFLAGS=%s BOILERPLATE=%s\nSCRIPT_ROOT=hack/..\n",
		tool, b.c.name, shellJoin([]string{scratchGoflags()}), shellJoin([]string{b.boilerplate}))
	switch tool {
	case "ours", "ours-pre":
		s += "export GOBIN=" + shellJoin([]string{filepath.Join(b.work, "gobin-ours")}) + "\nunset GVKGEN_BIN\n"
		if tool == "ours-pre" {
			gvkgen, _ := b.ours.Bin("gvkgen")
			s += "export GVKGEN_BIN=" + shellJoin([]string{gvkgen}) + "\n"
		}
		s += "source " + shellJoin([]string{b.oursKubeCodegen}) + "\n"
		call = schemaInLoad(b.c.name, call)
	default:
		s += "export GOBIN=" + shellJoin([]string{filepath.Join(b.work, "gobin-upstream")}) + "\n"
		s += "source " + shellJoin([]string{upstreamKubeCodegen()}) + "\n"
		if tool == "upstream-pre" {
			s += "go() { [[ \"$1\" == install ]] || command go \"$@\"; }\n"
		} else if b.c.name == "kubernetes-helpers" {
			// go install sees its own, current validation-gen (moved aside
			// while the stub stands in for it), so installing costs what it
			// costs users.
			s += "go() {\n  [[ \"$1\" == install ]] || { command go \"$@\"; return; }\n" +
				"  [[ ! -e \"${GOBIN}/validation-gen.real\" ]] || mv -f \"${GOBIN}/validation-gen.real\" \"${GOBIN}/validation-gen\"\n" +
				"  command go \"$@\" || return\n  mv -f \"${GOBIN}/validation-gen\" \"${GOBIN}/validation-gen.real\"\n" +
				"  cp " + shellJoin([]string{filepath.Join(b.work, "stub", "validation-gen")}) + " \"${GOBIN}/validation-gen\"\n}\n"
		}
	}
	return s + call + "\n"
}

// scratchGoflags are the GOFLAGS of scratch modules (difftest's).
func scratchGoflags() string {
	for _, e := range difftest.ScratchEnv() {
		if v, ok := strings.CutPrefix(e, "GOFLAGS="); ok {
			return v
		}
	}
	return "-mod=mod"
}

// upstreamKubeCodegen is upstream's kube_codegen.sh.
func upstreamKubeCodegen() string {
	dir, err := difftest.ModuleDir("k8s.io/code-generator@" + difftest.CodegenVersion)
	if err != nil {
		return "/nonexistent/kube_codegen.sh"
	}
	return filepath.Join(dir, "kube_codegen.sh")
}

// clientBanner is the line of a file the four client tools generated.
var clientBanner = regexp.MustCompile(`(?m)^// Code generated by (applyconfiguration|client|lister|informer)-gen\. DO NOT EDIT\.$`)

// generated are the checksums of the case's generated files: every
// zz_generated.* file (client cases: every .go file the four client tools
// generated).
func generated(mod string, clients bool) (map[string]string, error) {
	return manifest(mod, func(rel string, src []byte) bool {
		if clients {
			return strings.HasSuffix(rel, ".go") && clientBanner.Match(src)
		}
		return strings.HasPrefix(filepath.Base(rel), "zz_generated.")
	})
}

func (k *helpersKind) clients() bool {
	return isClient(k.b.c.name) || k.b.c.kind == "clientgo"
}

func (k *helpersKind) clean(string) error { return nil }

func (k *helpersKind) command(tool string) []string {
	return []string{"bash", filepath.Join(k.b.work, k.b.c.name+"."+tool+".sh")}
}

func (k *helpersKind) check(tool, log string) error {
	got, err := generated(k.b.mod, k.clients())
	if err != nil {
		return err
	}
	if d := diffManifests(k.ref, got); d != "" {
		return fmt.Errorf("after %s, the generated files are not those upstream's leaves; see %s:\n%s", tool, log, d)
	}
	return nil
}

// setup writes the tools' scripts, runs upstream's once (the reference;
// it installs upstream's tools), then each other tool once, which must
// leave the same files.
func (k *helpersKind) setup(b *bench) error {
	k.b = b
	call, err := helpersCall(b.c.name, b.mod)
	if err != nil {
		return err
	}
	logf("%s: %s", b.c.name, strings.Join(strings.Fields(strings.ReplaceAll(call, "\\\n", " ")), " "))
	stub := filepath.Join(b.work, "stub", "validation-gen")
	for _, d := range []string{"gobin-ours", "gobin-upstream", "logs", "stub"} {
		if err := os.MkdirAll(filepath.Join(b.work, d), 0o755); err != nil {
			return err
		}
	}
	if err := os.WriteFile(stub, []byte("#!/bin/sh\n# validation-gen stub of hack/bench.sh: writes nothing.\nexit 0\n"), 0o755); err != nil {
		return err
	}
	for _, f := range []string{"validation-gen", "defaulter-gen"} {
		os.Remove(filepath.Join(b.work, "gobin-ours", f))
	}
	for _, tool := range k.tools() {
		if err := os.WriteFile(k.command(tool)[1], []byte(k.script(tool, call)), 0o755); err != nil {
			return err
		}
	}
	return k.reference()
}

// reference runs upstream's call, keeps what it leaves, then checks the
// other tools against it.
func (k *helpersKind) reference() error {
	b := k.b
	committed, err := generated(b.mod, k.clients())
	if err != nil {
		return err
	}
	if err := b.check(k.command("upstream"), filepath.Join(b.work, "logs", b.c.name+".upstream.check.log")); err != nil {
		return err
	}
	if k.ref, err = generated(b.mod, k.clients()); err != nil {
		return err
	}
	same := 0
	for f, sum := range k.ref {
		if committed[f] == sum {
			same++
		}
	}
	logf("%s: upstream's script leaves %d generated files, %d as committed", b.c.name, len(k.ref), same)
	if err := k.fallbacks(); err != nil {
		return err
	}
	for _, tool := range []string{"ours", "ours-pre", "upstream-pre"} {
		log := filepath.Join(b.work, "logs", b.c.name+"."+tool+".check.log")
		if err := b.check(k.command(tool), log); err != nil {
			return err
		}
		if err := k.check(tool, log); err != nil {
			return err
		}
	}
	logf("%s: ours, ours-pre and upstream-pre leave the same files", b.c.name)
	return nil
}

// fallbacks copies into our GOBIN upstream's tools for the generators our
// gvkgen lacks, as a user with them installed would have them (a stub
// validation-gen for kubernetes-helpers).
func (k *helpersKind) fallbacks() error {
	b := k.b
	if isClient(b.c.name) {
		return nil // gvkgen has the four client generators
	}

	gvkgen, err := b.ours.Bin("gvkgen")
	if err != nil {
		return err
	}
	help, _ := exec.Command(gvkgen, "help").CombinedOutput()
	names := []string{"validation", "defaulter"}
	if strings.HasSuffix(b.c.name, "-openapi") {
		names = []string{"openapi"}
	}
	for _, name := range names {
		if bytes.Contains(help, []byte("-"+name+"-packages ")) {
			continue
		}
		src := filepath.Join(b.work, "gobin-upstream", name+"-gen")
		if b.c.name == "kubernetes-helpers" && name == "validation" {
			src = filepath.Join(b.work, "stub", "validation-gen")
		}
		if err := copyExec(src, filepath.Join(b.work, "gobin-ours", name+"-gen")); err != nil {
			return err
		}
		logf("%s: gvkgen has no %s-gen: ours runs upstream's (%s) for any package tagged for it", b.c.name, name, src)
	}
	return nil
}

// isClient reports whether the case runs gen_client (NAME-client, or
// NAME-client-schema).
func isClient(name string) bool {
	return strings.HasSuffix(name, "-client") || strings.HasSuffix(name, "-client-schema")
}

// modelsSchemaRun is how a module's update-codegen.sh makes the
// apply configurations' schema: it compiles and runs its models-schema
// program.
var modelsSchemaRun = regexp.MustCompile(`go run (\S+)/pkg/generated/openapi/cmd/models-schema`)

// schemaInLoad is, for a NAME-client-schema case, our side's call: the
// same, but for the schema, which gvkgen models-schema prints from the
// packages gen_openapi gives openapi-gen (apimachinery's and the module's
// pkg/apis), compiling nothing, as docs/generators/openapi.md tells users
// to swap the line; the gvkgen our kube_codegen.sh runs (installed from
// its checkout for ours, GVKGEN_BIN for ours-pre). Other cases' calls are
// returned unchanged.
func schemaInLoad(name, call string) string {
	if !strings.HasSuffix(name, "-client-schema") {
		return call
	}
	return modelsSchemaRun.ReplaceAllString(call, `"$(gvkgen::codegen::gvkgen)" models-schema`+
		` k8s.io/apimachinery/pkg/apis/meta/v1 k8s.io/apimachinery/pkg/runtime k8s.io/apimachinery/pkg/version`+
		` k8s.io/apimachinery/pkg/api/resource ./pkg/apis/...`)
}

// copyExec copies an executable.
func copyExec(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o755)
}
