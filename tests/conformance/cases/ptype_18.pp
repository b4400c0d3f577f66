class c(Resource['file'] $t = Notify['/a']) { }
include c
