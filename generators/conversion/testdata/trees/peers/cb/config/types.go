package config

type Debugging struct {
	EnableProfiling bool
	Extra           string
}
