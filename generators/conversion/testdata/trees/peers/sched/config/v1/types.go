package v1

import cbv1alpha1 "example.com/m/cb/config/v1alpha1"

type Config struct {
	Name      string
	Debugging cbv1alpha1.Debugging
	Profiles  []Profile
}

type Profile struct {
	Name *string
}
