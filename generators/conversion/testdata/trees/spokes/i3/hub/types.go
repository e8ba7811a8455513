package hub

type Mode string

type Foo struct {
	Name string
	Mode Mode
}

type Bar struct {
	Foos []Foo
}
