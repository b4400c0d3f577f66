class c(Regexp[/x/] $a = /y/) { }
include c
