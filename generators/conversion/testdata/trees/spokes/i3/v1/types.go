package v1

type Foo struct {
	Name string
	Mode *string
}

type Bar struct {
	Foos []Foo
}
