package v1

type T struct {
	A string   `json:"a"`
	B []string `json:"b"`
}
