package schemacommand_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/modelsschema/schemacommand"
)

// The command takes its own word only, refuses verify (it writes no
// file) and a call without packages, printing nothing on stdout.
func TestUsage(t *testing.T) {
	f := schemacommand.Frontend
	if !f.Accepts([]string{"models-schema", "./..."}) || f.Accepts([]string{"generate", "models-schema"}) || f.Accepts(nil) {
		t.Error("Accepts: want command lines starting with models-schema only")
	}
	for _, tt := range []struct {
		verify bool
		args   []string
		want   string
	}{
		{true, []string{"models-schema", "./..."}, "there is no verify for models-schema"},
		{false, []string{"models-schema"}, "no packages given"},
		{false, []string{"models-schema", "--no-such-flag", "./..."}, "no-such-flag"},
	} {
		var stdout, stderr bytes.Buffer
		code := f.Run(nil, tt.verify, tt.args, &stdout, &stderr)
		if code != cli.ExitError || stdout.Len() != 0 || !strings.Contains(stderr.String(), tt.want) {
			t.Errorf("verify=%v %q: exit %d, stdout %q, stderr %q; want exit %d, nothing on stdout, %q", tt.verify, tt.args, code, stdout.String(), stderr.String(), cli.ExitError, tt.want)
		}
	}
}
