package kubecodegen

import (
	"strings"
	"testing"
)

// Each function takes upstream's flags, with upstream's messages for a
// mistake.
func TestParse(t *testing.T) {
	for _, tt := range []struct {
		args, want string
	}{
		{"gen_helpers --nope ./apis", "unknown argument: --nope"},
		{"gen_helpers --boilerplate=b.txt ./apis", "unknown argument: --boilerplate=b.txt"},
		{"gen_helpers ./a ./b", "too many arguments: ./b (already have ./a)"},
		{"gen_helpers --boilerplate b.txt --extra-peer-dir x --lint-rules r", "input-dir argument is required"},
		{"gen_helpers ./apis --boilerplate", "missing value for --boilerplate"},
		{"gen_helpers --with-watch ./apis", "unknown argument: --with-watch"},
		{"gen_register --extra-peer-dir x ./apis", "unknown argument: --extra-peer-dir"},
		{"gen_register ./a -v", "too many arguments: -v (already have ./a)"},
		{"gen_client ./apis", "--output-dir is required"},
		{"gen_client --output-dir", "missing value for --output-dir"},
		{"gen_client --output-dir gen ./apis", "--output-pkg is required"},
		{"gen_openapi ./apis", "--output-dir is required"},
		{"gen_openapi --output-dir o ./apis", "--output-pkg is required"},
		{"gen_openapi --output-dir o --output-pkg p", "input-dir argument is required"},
		{"gen_openapi --output-dir o --output-pkg p --lint-rules r ./apis", "unknown argument: --lint-rules"},
		{"gen_openapi --output-dir o --output-pkg p --with-watch ./apis", "unknown argument: --with-watch"},
		{"gen_openapi --output-dir o --output-pkg p --update-report=true ./apis", "unknown argument: --update-report=true"},
		{"gen_openapi --output-dir o --output-pkg p ./apis --extra-pkgs", "missing value for --extra-pkgs"},
		{"gen_openapi --output-dir o --output-pkg p ./apis --report-filename", "missing value for --report-filename"},
		{"gen_openapi --output-dir o --output-pkg p ./apis --output-model-name-file", "missing value for --output-model-name-file"},
		{"gen_openapi --output-dir o --output-pkg p ./apis --boilerplate", "missing value for --boilerplate"},
		{"gen_openapi --output-dir o --output-pkg p ./a --update-report ./b", "too many arguments: ./b (already have ./a)"},
		{"gen_swagger ./apis", `unknown function "gen_swagger": use gen_helpers, gen_register, gen_client, gen_openapi`},
	} {
		args := strings.Fields(tt.args)
		if _, err := parse(args[0], args[1:]); err == nil || err.Error() != tt.want {
			t.Errorf("%s: %v, want %q", tt.args, err, tt.want)
		}
	}
}

// Values land where upstream's script puts them; the last of a repeated
// flag wins, as there (the script gives its default --boilerplate first).
func TestParseValues(t *testing.T) {
	t.Setenv("KUBE_VERBOSE", "")
	c, err := parse("gen_client", strings.Fields("--boilerplate a --with-watch --prefers-protobuf --one-input-api g --output-dir o --output-pkg p --clientset-name cs --versioned-name v --listers-name l --informers-name i --applyconfig-name ac --plural-exceptions X:Xs --boilerplate b ./apis"))
	if err != nil {
		t.Fatal(err)
	}
	want := call{fn: "gen_client", inDir: "./apis", boilerplate: "b", verbosity: "0", oneInputAPI: "/g", outDir: "o", outPkg: "p",
		clientsetName: "cs", versionedName: "v", applyconfigName: "ac", listersName: "l", informersName: "i", pluralExceptions: "X:Xs",
		withWatch: true, prefersProtobuf: true}
	if c.fn != want.fn || c.inDir != want.inDir || c.boilerplate != want.boilerplate || c.verbosity != want.verbosity ||
		c.oneInputAPI != want.oneInputAPI || c.outDir != want.outDir || c.outPkg != want.outPkg || c.clientsetName != want.clientsetName ||
		c.versionedName != want.versionedName || c.applyconfigName != want.applyconfigName || c.listersName != want.listersName ||
		c.informersName != want.informersName || c.pluralExceptions != want.pluralExceptions || c.withWatch != want.withWatch ||
		c.prefersProtobuf != want.prefersProtobuf || c.withApplyconfig {
		t.Errorf("parsed %+v\nwant %+v", *c, want)
	}
	c, err = parse("gen_helpers", strings.Fields("--extra-peer-dir a ./apis --extra-peer-dir b"))
	if err != nil || strings.Join(c.extraPeers, " ") != "a b" {
		t.Errorf("extra peers %q, %v", c.extraPeers, err)
	}
}

// gen_openapi's values and defaults: the report /dev/null, --extra-pkgs
// repeatable in order, --update-report a boolean that takes no value.
func TestParseOpenAPI(t *testing.T) {
	t.Setenv("KUBE_VERBOSE", "3")
	for _, tt := range []struct {
		name, args string
		want       call
	}{
		{"defaults", "--output-dir o --output-pkg p ./apis",
			call{inDir: "./apis", outDir: "o", outPkg: "p", report: "/dev/null"}},
		{"every flag", "--extra-pkgs k8s.io/api/core/v1 --output-dir o --update-report --report-filename api/violations.list ./apis" +
			" --output-model-name-file zz_generated.model_name.go --extra-pkgs example.com/x --boilerplate b --output-pkg p",
			call{inDir: "./apis", outDir: "o", outPkg: "p", report: "api/violations.list", updateReport: true, boilerplate: "b",
				modelNameFile: "zz_generated.model_name.go", extraPkgs: []string{"k8s.io/api/core/v1", "example.com/x"}}},
		{"last wins", "--report-filename a --report-filename b --output-dir o --output-dir o2 --output-pkg p ./apis",
			call{inDir: "./apis", outDir: "o2", outPkg: "p", report: "b"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, err := parse("gen_openapi", strings.Fields(tt.args))
			if err != nil {
				t.Fatal(err)
			}
			got := [...]any{c.inDir, c.outDir, c.outPkg, c.report, c.updateReport, c.boilerplate, c.modelNameFile, strings.Join(c.extraPkgs, " "), c.verbosity}
			w := tt.want
			want := [...]any{w.inDir, w.outDir, w.outPkg, w.report, w.updateReport, w.boilerplate, w.modelNameFile, strings.Join(w.extraPkgs, " "), "3"}
			if got != want {
				t.Errorf("parsed %v\nwant   %v", got, want)
			}
		})
	}
}
