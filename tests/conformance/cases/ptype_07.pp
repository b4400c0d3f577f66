class c(Tuple[Integer, String, 1, 3] $a = [1, 2]) { }
include c
