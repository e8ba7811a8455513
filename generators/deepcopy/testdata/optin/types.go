// Package optin has no package tag: only types tagged true get methods.
package optin

// +k8s:deepcopy-gen=true

// Wanted gets methods.
type Wanted struct {
	A map[string]string
}

// NotWanted has no tag and gets nothing.
type NotWanted struct {
	A map[string]string
}

// +k8s:deepcopy-gen=true
type WantedSlice []Wanted
