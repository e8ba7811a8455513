// Package gentest runs a generator in tests as the drivers run it: over a
// load configured from the generator (gen.LoadConfig) and the registry's
// tag markers, through gen.Execute, with the generator's own flags parsed
// from a command line, and its files given the header the driver gives
// them. It compares the files with goldens and the diagnostics with
// expected ones by position.
package gentest
