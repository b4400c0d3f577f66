class c(Type[File] $t = Notify) { }
include c
