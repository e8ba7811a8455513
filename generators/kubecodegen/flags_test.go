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
		{"gen_openapi ./apis", `unknown function "gen_openapi": use gen_helpers, gen_register, gen_client`},
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
