package book

//go:generate go test -run TestDocsUpToDate -update .
