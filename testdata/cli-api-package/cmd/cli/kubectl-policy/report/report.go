// Package report is what the command prints.
package report

// Result is the outcome of one check.
type Result struct {
	Status  string
	Details map[string]any
}

// Check is one check and its outcome.
type Check struct {
	Name   string
	Result *Result
}

// Values are named values.
type Values struct {
	Named map[string]any
}
