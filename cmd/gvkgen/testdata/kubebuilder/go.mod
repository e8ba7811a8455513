module example.com/widgets

go 1.24

require k8s.io/apimachinery v0.0.0

replace k8s.io/apimachinery => ./third_party/apimachinery
