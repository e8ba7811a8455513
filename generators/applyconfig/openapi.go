package applyconfig

import (
	"github.com/gvk-dev/gvkgen/generators/gen"
)

// readSchema reads the OpenAPI schema at file (none if empty), names the
// schema types of the apply configurations that get Extract functions,
// and returns the schema of internal.go, as YAML.
func readSchema(pass *gen.Pass, file string, p *Plan) string {
	return commonTypesYAML
}

const commonTypesYAML = ""
