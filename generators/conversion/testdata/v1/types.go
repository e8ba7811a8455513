package v1

// Phase is a named string.
type Phase string

// Same has the same layout as hub.Same.
type Same struct {
	Name   string            `json:"name"`
	Labels map[string]string `json:"labels"`
	Items  []string          `json:"items"`
	Count  *int32            `json:"count"`
}

// Reordered has hub.Reordered's fields in another order.
type Reordered struct {
	A string `json:"a"`
	B int64  `json:"b"`
}

// Holder is converted field by field.
type Holder struct {
	Phase     Phase                `json:"phase"`
	Ptr       *Reordered           `json:"ptr"`
	Slice     []Reordered          `json:"slice"`
	Map       map[string]Reordered `json:"map"`
	SameSlice []Same               `json:"sameSlice"`
	Value     Reordered            `json:"value"`
	NewName   string               `json:"newName"`
	Changed   int32                `json:"changed"`
	Custom    Custom               `json:"custom"`
	Copy      Copied               `json:"copy"`
	Dropped   Legacy               `json:"dropped"`
	// +k8s:conversion-gen=false
	Skip  string  `json:"skip"`
	Inner Same    `json:"inner"`
	Next  *Holder `json:"next"`
}

// Custom has a hand-written conversion.
type Custom struct {
	Value string `json:"value"`
}

// Copied has a copy-only hand-written conversion.
type Copied struct {
	Value string `json:"value"`
}

// OptedOut has a peer but asks for no conversion.
// +k8s:conversion-gen=false
type OptedOut struct {
	A string
}

// +k8s:conversion-gen:explicit-from=net/url.Values

// Options are read from url query parameters.
type Options struct {
	Name  string `json:"name"`
	Limit int64  `json:"limit"`
	Watch bool   `json:"watch"`
}

// Legacy is dropped on conversion by a +k8s:conversion-fn=drop function.
type Legacy string
