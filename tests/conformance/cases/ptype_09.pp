class c(Array[String, 2] $a = ['x']) { }
include c
