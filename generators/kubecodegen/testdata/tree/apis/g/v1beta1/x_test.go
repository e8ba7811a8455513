package v1beta1

// +groupName=g.example.com
func TestX() {}
