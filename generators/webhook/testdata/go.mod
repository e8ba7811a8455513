module testdata.kubebuilder.io/cronjob

go 1.24
