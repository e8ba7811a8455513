// Package schemacommand is `gvkgen models-schema`, the front end that prints
// package modelsschema's document (apart from it: the cli imports the
// generators, applyconfig among them, which imports modelsschema).
package schemacommand
