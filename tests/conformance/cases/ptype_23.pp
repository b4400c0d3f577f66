class c(Scalar $b = [1]) { }
include c
