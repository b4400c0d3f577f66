class c(Hash[String, Integer, 1, 2] $a = {}) { }
include c
