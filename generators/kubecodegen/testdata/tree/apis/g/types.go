package g

// +genclient
type Widget struct{}
