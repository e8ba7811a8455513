package v1beta1

	//	+genclient
type Widget struct{}
