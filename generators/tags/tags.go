package tags

import (
	"fmt"
	"strings"

	"k8s.io/gengo/v2/codetags"
)

// Values returns the values of every +name=value tag in lines, in order. A
// tag given without a value yields "". A tag with arguments, which none of
// the code-generator tags take, is an error.
func Values(lines []string, name string) ([]string, error) {
	found := codetags.Extract("+", lines)[name]
	var out []string
	for _, line := range found {
		tag, err := codetags.Parse(line, codetags.RawValues(true))
		if err != nil {
			return nil, fmt.Errorf("malformed tag +%s: %v", strings.TrimSpace(line), err)
		}
		if len(tag.Args) > 0 {
			return nil, fmt.Errorf("tag +%s takes no arguments, found %q", name, tag.Args[0].Value)
		}
		out = append(out, tag.Value)
	}
	return out, nil
}
