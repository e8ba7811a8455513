// Copyright The Netapi Authors.

package observer

// Summarize returns the flow's summary lines, or nil.
func Summarize(f *Flow) []string {
	if f == nil {
		return nil
	}
	return f.Summary
}
