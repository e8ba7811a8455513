package v1

// +genclient
type Widget struct{}
