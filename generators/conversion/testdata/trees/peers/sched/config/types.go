package config

import cbconfig "example.com/m/cb/config"

type Config struct {
	Name      string
	Debugging cbconfig.Debugging
	Profiles  []Profile
}

type Profile struct {
	Name string
}
