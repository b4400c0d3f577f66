class c inherits nonexist { }
include c
