class c(Pattern[/^a/, /^b/] $a = 'c') { }
include c
