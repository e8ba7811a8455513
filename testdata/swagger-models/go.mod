module example.com/netapi

go 1.24
