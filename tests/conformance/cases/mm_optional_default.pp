class c(Optional[String[3]] $v = 'ab') {}
include c
