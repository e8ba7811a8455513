module example.com/kcg

go 1.24

require k8s.io/apimachinery v0.37.2
