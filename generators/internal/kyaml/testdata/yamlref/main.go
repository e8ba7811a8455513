// Command yamlref is the reference for kyaml's differential test: it reads
// one JSON value a line from stdin, decodes it with numbers kept exact (as
// controller-gen v0.23.0 does before it writes a manifest), marshals it with
// sigs.k8s.io/yaml v1.6.0 and go.yaml.in/yaml/v2 v2.4.4 (the versions
// controller-gen v0.23.0 builds with), and writes "<length>\n<yaml>" or
// "-<length>\n<error>" per line.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	"sigs.k8s.io/yaml"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	for {
		line, err := in.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			reply(out, line)
		}
		if err != nil {
			break
		}
	}
	out.Flush()
}

// reply writes the YAML of one JSON line, or the error.
func reply(out *bufio.Writer, line []byte) {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	var v any
	y, err := []byte(nil), dec.Decode(&v)
	if err == nil {
		y, err = yaml.Marshal(v)
	}
	if err != nil {
		msg := err.Error()
		fmt.Fprintf(out, "-%d\n%s", len(msg), msg)
	} else {
		fmt.Fprintf(out, "%d\n%s", len(y), y)
	}
	out.Flush()
}
