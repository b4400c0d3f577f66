class c(String[3] $b = 'ab') { }
include c
