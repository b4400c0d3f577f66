class c(Data $b = { 1 => 2 }) { }
include c
