package v1alpha1

// Settings embeds no TypeMeta.
type Settings struct {
	Verbose bool `json:"verbose"`
}
